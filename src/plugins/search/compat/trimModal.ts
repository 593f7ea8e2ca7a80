/**
 * (9)-(11) in compat/docsearch.tsx: DocSearch 4.7 ships its modal as one
 * prebundled file (455 KB, 112 KB gzip) that inlines Ask AI: the `ai` SDK,
 * zod (whose `Function("")` probe is a CSP violation as soon as the file
 * runs), marked, and the hosted service's own client. The portal uses none of
 * them: it has no Ask AI and hands DocSearch its own client. At build time
 * this module replaces three internals of that file with stand-ins and drops
 * every top-level declaration nothing reaches any more; the site's bundler
 * then aliases `@docsearch/react/modal` to the result (see ../index.ts).
 *
 * The internals are found by text that only they contain, in the exact file
 * of DocSearch 4.7.0 (checked by hash): an upgrade fails the build here, and
 * compat/__tests__ says what to revisit. Node only.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse, parseExpression} from '@babel/parser';
import traverseModule, {type Binding, type NodePath, type Scope} from '@babel/traverse';
import generateModule from '@babel/generator';
import type {Expression, Node, Statement} from '@babel/types';
import {STAND_IN_ATTRIBUTE} from '../shared/standIn';
import {cachedFile} from './cacheFile';

// CommonJS packages: their default export arrives wrapped or not, depending on the loader.
const traverse =
  (traverseModule as unknown as {default?: typeof traverseModule}).default ?? traverseModule;
const generate =
  (generateModule as unknown as {default?: typeof generateModule}).default ?? generateModule;

/** sha256 of @docsearch/react 4.7.0's dist/esm/DocSearchModal.js, the file the stand-ins fit. */
export const MODAL_SHA256 = 'f90f67871b184e842d1ef6496e8887ad5b6de21c05cc5cf44c00f58b78c45055';

export type StandIn = {
  /** What the internal is, for messages. */
  readonly what: string;
  /** Text found in that one top-level declaration of the file and in no other. */
  readonly marker: string;
  /** A JavaScript expression that takes its place. */
  readonly replacement: string;
};

/** Ask AI's idle state, as the modal reads it when Ask AI is off. */
const ASK_AI_IDLE = `(function () {
  var noop = function () {};
  var done = function () { return Promise.resolve(); };
  var idle = {
    messages: [], status: "ready", askAiError: undefined, isStreaming: false, exchanges: [],
    sendMessage: noop, setMessages: noop, stopAskAiStreaming: done, sendFeedback: done,
    clearError: noop, resetAskAiAbortScope: noop, resetAskAiChatSession: noop,
    conversations: {add: noop, addFeedback: noop, getAll: function () { return []; },
      getOne: noop, remove: noop}
  };
  return function useAskAiStandIn() { return idle; };
})()`;

export const STAND_INS: readonly StandIn[] = [
  {
    // (9) The Ask AI chat hook: the `ai` SDK and, through it, zod.
    what: 'the Ask AI chat hook',
    // The hook returns this field; the modal only reads it.
    marker: 'resetAskAiChatSession:',
    replacement: ASK_AI_IDLE,
  },
  {
    // (10) The hosted service's client, built from appId/apiKey and then
    // replaced by transformSearchClient (workaround 1): never used here.
    what: "the hosted service's client factory",
    marker: '"x-algolia-agent',
    replacement: `function () {
      return {transporter: {algoliaAgent: {value: ""}}, addAlgoliaAgent: function () {}};
    }`,
  },
  {
    // (11) The Ask AI answer screen: marked, code snippets, feedback.
    what: 'the Ask AI answer screen',
    marker: 'Answers are generated with AI which can make mistakes',
    replacement: 'function () { return null; }',
  },
];

/** A top-level declarator, function, class, or one expression of a top-level statement. */
type Unit = {
  readonly node: Node;
  readonly statement: Statement;
  readonly names: Set<string>;
  readonly deps: Set<string>;
  /** For `x.y = …` at top level: x, which alone decides whether it stays. */
  readonly target: string | null;
  readonly kind: 'declaration' | 'expression' | 'export' | 'other';
  replacement?: Expression;
};

function unitsOf(body: readonly Statement[]): Unit[] {
  const units: Unit[] = [];
  const unit = (node: Node, statement: Statement, kind: Unit['kind'], target: string | null) =>
    units.push({node, statement, names: new Set(), deps: new Set(), target, kind});
  for (const statement of body) {
    if (statement.type === 'VariableDeclaration') {
      for (const d of statement.declarations) unit(d, statement, 'declaration', null);
    } else if (statement.type === 'ExpressionStatement') {
      const parts =
        statement.expression.type === 'SequenceExpression'
          ? statement.expression.expressions
          : [statement.expression];
      for (const part of parts) {
        let target: string | null = null;
        if (part.type === 'AssignmentExpression') {
          let left: Node = part.left;
          while (left.type === 'MemberExpression') left = left.object;
          if (left.type === 'Identifier') target = left.name;
        }
        unit(part, statement, 'expression', target);
      }
    } else if (
      statement.type === 'FunctionDeclaration' ||
      statement.type === 'ClassDeclaration' ||
      statement.type === 'ImportDeclaration'
    ) {
      unit(statement, statement, 'declaration', null);
    } else if (statement.type.startsWith('Export')) {
      unit(statement, statement, 'export', null);
    } else {
      unit(statement, statement, 'other', null);
    }
  }
  return units;
}

export type TrimResult = {
  readonly code: string;
  /** Top-level declarations dropped, by name. */
  readonly dropped: readonly string[];
};

/**
 * Records, in each unit, the top-level names it declares and the names it
 * uses; returns which unit declares each name.
 */
function linkBindings(ast: ReturnType<typeof parse>, units: readonly Unit[]): Map<string, Unit> {
  const byNode = new Map<Node, Unit>(units.map((u) => [u.node, u]));
  const unitOf = (path: NodePath | null): Unit | undefined => {
    let p = path;
    while (p && !byNode.has(p.node)) p = p.parentPath;
    return p ? byNode.get(p.node) : undefined;
  };
  let scope: Scope | null = null;
  traverse(ast, {
    Program(path) {
      scope = path.scope;
    },
  });
  const bindings = Object.entries((scope as Scope | null)?.bindings ?? {}) as [string, Binding][];
  const owner = new Map<string, Unit>();
  for (const [name, binding] of bindings) {
    const u = unitOf(binding.path);
    if (!u) throw new Error(`trimModal: no top-level unit declares ${name}`);
    u.names.add(name);
    owner.set(name, u);
  }
  for (const [name, binding] of bindings) {
    for (const use of [...binding.referencePaths, ...binding.constantViolations]) {
      const u = unitOf(use);
      if (u && u !== owner.get(name)) u.deps.add(name);
    }
  }
  return owner;
}

/** Gives each stand-in's declaration its replacement; it then depends on nothing. */
function applyStandIns(units: readonly Unit[], source: string, standIns: readonly StandIn[]): void {
  for (const standIn of standIns) {
    const found = units.filter(
      (u) =>
        u.kind === 'declaration' &&
        source.slice(u.node.start ?? 0, u.node.end ?? 0).includes(standIn.marker),
    );
    if (found.length !== 1) {
      throw new Error(
        `trimModal: ${standIn.what} (marked by ${JSON.stringify(standIn.marker)}) was found ` +
          `${found.length} times instead of once: DocSearch changed, revisit compat/trimModal.ts`,
      );
    }
    const target = found[0] as Unit;
    target.replacement = parseExpression(standIn.replacement);
    target.deps.clear();
  }
}

/**
 * The units something reaches: exports and other statements, what they use,
 * and top-level expressions that feed what stays (see trimModalSource).
 */
function reachedUnits(units: readonly Unit[], owner: Map<string, Unit>): Set<Unit> {
  const kept = new Set<Unit>();
  const keep = (start: Unit) => {
    const stack = [start];
    while (stack.length > 0) {
      const u = stack.pop() as Unit;
      if (kept.has(u)) continue;
      kept.add(u);
      for (const name of u.deps) stack.push(owner.get(name) as Unit);
    }
  };
  for (const u of units) if (u.kind === 'export' || u.kind === 'other') keep(u);
  const expressions = units.filter((u) => u.kind === 'expression');
  for (let changed = true; changed;) {
    changed = false;
    for (const u of expressions) {
      if (kept.has(u)) continue;
      const needed =
        u.target !== null && owner.has(u.target)
          ? kept.has(owner.get(u.target) as Unit)
          : u.deps.size === 0 || [...u.deps].some((name) => kept.has(owner.get(name) as Unit));
      if (needed) {
        keep(u);
        changed = true;
      }
    }
  }
  return kept;
}

/** The program's statements from the kept units, in the original order. */
function rebuildBody(units: readonly Unit[], kept: Set<Unit>): Statement[] {
  const body: Statement[] = [];
  const parts = new Map<Statement, Node[]>();
  for (const u of units) {
    if (!kept.has(u)) continue;
    if (u.replacement) {
      const name = [...u.names][0] as string;
      body.push({
        type: 'VariableDeclaration',
        kind: 'var',
        declarations: [
          {type: 'VariableDeclarator', id: {type: 'Identifier', name}, init: u.replacement},
        ],
      } as Statement);
    } else if (u.node === u.statement) {
      body.push(u.statement);
    } else {
      let list = parts.get(u.statement);
      if (!list) {
        list = [];
        parts.set(u.statement, list);
        body.push(u.statement);
      }
      list.push(u.node);
    }
  }
  // A declaration or sequence keeps only its kept parts.
  for (const [statement, list] of parts) {
    if (statement.type === 'VariableDeclaration') {
      statement.declarations = list as typeof statement.declarations;
    } else if (statement.type === 'ExpressionStatement') {
      const expressions = list as Expression[];
      statement.expression =
        expressions.length === 1
          ? (expressions[0] as Expression)
          : {type: 'SequenceExpression', expressions};
    }
  }
  return body;
}

/** A value DocSearch computes on every render with `useRef(value).current`. */
type RefValue = {
  /** What it is, for messages. */
  readonly what: string;
  /** How many there are. */
  readonly count: number;
  /** True for the code (as generated) of that value's expression. */
  readonly matches: (code: string) => boolean;
};

/**
 * (12) Values DocSearch means to compute once per opening, written as
 * `useRef(value).current`: the value is computed again on every render of
 * the modal, several per keystroke, and then thrown away.
 * - The recent and favourite lists: each call writes and deletes a test key
 *   in localStorage and parses the stored list.
 * - The page's selected text (a first query when nothing was given):
 *   `getSelection().toString()` brings the page's style up to date, a
 *   recalculation forced in every render.
 */
export const REF_VALUES: readonly RefValue[] = [
  {
    what: 'the stored-search lists',
    count: 2,
    matches: (code) => /__DOCSEARCH_(RECENT|FAVORITE)_SEARCHES__/.test(code),
  },
  {
    what: 'the selected text',
    count: 1,
    matches: (code) => code.includes('window.getSelection().toString()'),
  },
];

/** `X.useRef(value).current`, as the modal reads a value it means to compute once. */
function isRefValue(node: Node): boolean {
  if (node.type !== 'MemberExpression') return false;
  const {object, property} = node;
  return (
    property.type === 'Identifier' &&
    property.name === 'current' &&
    object.type === 'CallExpression' &&
    object.arguments.length === 1 &&
    object.callee.type === 'MemberExpression' &&
    object.callee.property.type === 'Identifier' &&
    object.callee.property.name === 'useRef'
  );
}

/** `X.useRef(value).current` → `X.useMemo(function () { return value; }, [])`. */
function memoOf(node: Node): Expression {
  if (node.type !== 'MemberExpression' || node.object.type !== 'CallExpression') {
    throw new Error('trimModal: not a useRef(…).current');
  }
  const {
    callee,
    arguments: [value],
  } = node.object;
  const memo = parseExpression('React.useMemo(function () { return VALUE; }, [])');
  if (memo.type !== 'CallExpression' || memo.callee.type !== 'MemberExpression') return memo;
  if (callee.type === 'MemberExpression') memo.callee.object = callee.object;
  const factory = memo.arguments[0];
  const body = factory?.type === 'FunctionExpression' ? factory.body.body[0] : undefined;
  if (body?.type === 'ReturnStatement') body.argument = value as Expression;
  return memo;
}

/** (12) A value of REF_VALUES, as a rewrite. */
function onceByMemo({what, count, matches}: RefValue): Rewrite {
  return {what, count, candidate: isRefValue, matches, replacement: (_code, node) => memoOf(node)};
}

const MARKED_TEXT_NAME = '__varaMarkedText';

/**
 * (19) Highlighted text as React children: the text between <mark> tags,
 * its entities decoded, and a <mark> element for each marked part. Added to
 * the trimmed modal, where `e` is its React import.
 */
export const MARKED_TEXT = `function ${MARKED_TEXT_NAME}(html) {
  if (typeof html !== "string") return html;
  var named = {amp: "&", lt: "<", gt: ">", quot: '"', apos: "'"};
  var decode = function (text) {
    return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, function (entity, name) {
      if (name[0] !== "#") return named.hasOwnProperty(name) ? named[name] : entity;
      var code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : +name.slice(1);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : entity;
    });
  };
  var parts = html.split(/<mark>|<\\/mark>/);
  var children = [];
  for (var i = 0; i < parts.length; i++) {
    if (parts[i] === "") continue;
    var text = decode(parts[i]);
    children.push(i % 2 === 1 ? e.createElement("mark", {key: i}, text) : text);
  }
  return children;
}`;

const MODAL_STATE_NAME = '__varaSetModalState';

/**
 * (20) The modal's copy of autocomplete's state, set on every change. A
 * change that leaves the query as it was (results arriving, their status,
 * the active hit) is a transition: React renders the result list in slices
 * of a few milliseconds, between which the page answers keys, instead of in
 * one task of 30-60 ms at 4x CPU. Results arrive in several changes
 * (collections, then status): all of them must be transitions, or the first
 * urgent one draws the list at once.
 *
 * A change of the query (typing) is urgent, as a controlled box needs, and
 * so are the changes autocomplete makes with it in the same run (the active
 * hit, the status "loading"): React draws them together, and DocSearch's
 * result screen, which skips renders while loading, is not drawn. Drawn with
 * the query alone, it showed the old results again for the new query, or
 * "No results for" it until its answer came.
 *
 * Except behind the stand-in box: while the focus is in it, the query is
 * the stand-in's hand-over (SearchBar/Modal.tsx), drawn under a box that
 * hides it, so it is a transition too. The hand-over waits until the box
 * shows it before giving the box the focus. Added to the trimmed modal,
 * where `e` is its React import.
 */
export const MODAL_STATE = `function ${MODAL_STATE_NAME}(set, change) {
  var state = change.state, before = change.prevState, self = ${MODAL_STATE_NAME};
  var kept = before && state.query === before.query && !self.typing;
  // Looked up only for a new query: the focus in the stand-in box.
  var focused = kept ? null : document.activeElement;
  if (kept || (focused !== null && focused.closest('[${STAND_IN_ATTRIBUTE}]') !== null)) {
    e.startTransition(function () { set(state); });
    return;
  }
  if (!self.typing) {
    self.typing = true;
    Promise.resolve().then(function () { self.typing = false; });
  }
  set(state);
}`;

/** One expression of the modal replaced by another. */
export type Rewrite = {
  /** What it is, for messages. */
  readonly what: string;
  /** A cheap first test: the node's type, a name. */
  readonly candidate: (node: Node) => boolean;
  /** True for the code (as generated) of the one expression to replace. */
  readonly matches: (code: string) => boolean;
  /** A JavaScript expression that takes its place (given its code and node). */
  readonly replacement: string | ((code: string, node: Node) => string | Expression);
  /** How many there are (1 if not said). */
  readonly count?: number;
};

/** `function (e) { pe(e.state); }`, whitespace removed: the modal's onStateChange. */
const ON_STATE_CHANGE = /^function\((\w+)\)\{(\w+)\(\1\.state\);?\}$/;

/** `React.useEffect(…)`, as the modal calls it. */
function isUseEffectCall(node: Node): boolean {
  return (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.property.type === 'Identifier' &&
    node.callee.property.name === 'useEffect'
  );
}

export const REWRITES: readonly Rewrite[] = [
  {
    // (14) As the modal opens, DocSearch measures the page's scrollbar to put
    // a margin in its place on the body: a layout of the whole page forced in
    // the modal's first commit. The page keeps its scrollbar's room already
    // (custom.css), so the width it needs is 0, and the margin it sets "0px".
    what: 'the scrollbar measure',
    candidate: (node) => node.type === 'BinaryExpression' && node.operator === '-',
    matches: (code) => code === 'window.innerWidth - document.body.clientWidth',
    replacement: '0',
  },
  {
    // (15) After opening, DocSearch reads `window.innerHeight` (another forced
    // layout) for a --docsearch-vh variable, the small-screen height of
    // browsers without the `dvh` unit; its stylesheet uses `100dvh` where
    // there is one. Those few get 100vh instead.
    what: 'the viewport height measure',
    candidate: isUseEffectCall,
    matches: (code) => code.includes('"--docsearch-vh"'),
    replacement: 'void 0',
  },
  {
    // (16) When the query changes, DocSearch scrolls its result list to the
    // top in an effect: a layout forced after each keystroke's render, and
    // in the modal's first commit. Done at the next frame instead, when the
    // browser lays the page out anyway.
    what: 'the scroll to the top of the results',
    candidate: (node) => node.type === 'FunctionExpression',
    // The effect alone; Ask AI's longer callback scrolls the same way.
    matches: (code) =>
      code.length < 300 && code.replace(/\s+/g, '').includes('scrollTo({top:0,behavior:"smooth"})'),
    replacement: (code) =>
      `function () { var frame = requestAnimationFrame(${code}); ` +
      'return function () { cancelAnimationFrame(frame); }; }',
  },
  {
    // (19) Each highlighted field of each hit is drawn from HTML (React's
    // dangerouslySetInnerHTML): an HTML parser per field, most of the cost of
    // drawing a result list. It is drawn from text and <mark> elements
    // instead (MARKED_TEXT), which also leaves no HTML to inject.
    what: "the snippet's HTML",
    candidate: (node) =>
      node.type === 'ObjectExpression' &&
      node.properties.length === 1 &&
      node.properties[0]?.type === 'ObjectProperty' &&
      node.properties[0].key.type === 'Identifier' &&
      node.properties[0].key.name === 'dangerouslySetInnerHTML',
    matches: (code) => code.includes('"_snippetResult."'),
    replacement: (code) => {
      const html = /__html:\s*([\s\S]*?)\s*\}\s*\}$/.exec(code)?.[1];
      if (!html) throw new Error(`trimModal: no __html in ${code}`);
      return `{children: ${MARKED_TEXT_NAME}(${html})}`;
    },
  },
  {
    // (17) The box is focused by React in the modal's first commit (its
    // `autoFocus`, set when there is no first query): a layout of the new
    // modal forced in that commit. The portal focuses it itself
    // (theme/SearchBar/Modal.tsx useFocusOnOpen).
    what: "the search box's autoFocus",
    candidate: (node) => node.type === 'BinaryExpression' && node.operator === '===',
    matches: (code) => code === '0 === ge.length',
    replacement: 'false',
  },
  {
    // (20) autocomplete's `onStateChange`, which sets the modal's state:
    // through MODAL_STATE, so that arriving results render as a transition.
    what: "the modal's onStateChange",
    candidate: (node) => node.type === 'FunctionExpression' && node.params.length === 1,
    matches: (code) => ON_STATE_CHANGE.test(code.replace(/\s+/g, '')),
    replacement: (code) => {
      const [, param, setState] = ON_STATE_CHANGE.exec(code.replace(/\s+/g, '')) ?? [];
      return `function (${param}) { ${MODAL_STATE_NAME}(${setState}, ${param}); }`;
    },
  },
  {
    // (21) Focusing the box searches again for the query it holds (or for
    // the recent searches when empty): in DocSearch's modal, whose list is
    // always open, a query in the box has been searched already, as it was
    // typed or set. So only the empty box searches on focus: the stand-in's
    // hand-over focuses a box holding the text it has just searched, and
    // that second search and render made the focusing task long.
    what: 'the search on focus',
    // `(props.openOnFocus || Boolean(store.getState().query)) && onInput({…,
    // query: store.getState().completion || …})`: the focus handler's (the
    // keyboard handler's asks for the query alone).
    candidate: (node) => node.type === 'LogicalExpression' && node.operator === '&&',
    matches: (code) =>
      code.includes('.openOnFocus || Boolean(') && code.includes('.getState().completion ||'),
    replacement: (code) => {
      const searched = /(\w+)\.openOnFocus \|\| Boolean\((\w+)\.getState\(\)\.query\)/;
      const [condition, props, store] = searched.exec(code) ?? [];
      if (!condition) throw new Error(`trimModal: no search condition in ${code}`);
      return code.replace(condition, `${props}.openOnFocus && !${store}.getState().query`);
    },
  },
  {
    // (22) The result list appears with the first query of an opening (it
    // is not there while the box is empty and nothing was searched), and its
    // screen skips renders while loading only once it is there: so it
    // appeared saying "No results for" the query not yet answered, until
    // the answer replaced it. While loading, that screen shows nothing.
    what: 'the no-results screen while loading',
    candidate: (node) => node.type === 'ConditionalExpression',
    matches: (code) => /^\w+\.hasCollections \|\|/.test(code) && code.includes('.noResultsScreen'),
    replacement: (code, node) => {
      const props = /^(\w+)\.hasCollections/.exec(code)?.[1];
      if (node.type !== 'ConditionalExpression' || !props) {
        throw new Error(`trimModal: no screen props in the no-results condition ${code}`);
      }
      // The no-results screen (the alternate) only while not loading.
      const status = `${props}.state.status`;
      node.alternate = parseExpression(
        `${status} === "loading" || ${status} === "stalled" ? null : ${generate(node.alternate).code}`,
      );
      return node;
    },
  },
  {
    // (18) An effect focuses the box when Ask AI is neither streaming nor
    // sending, which with Ask AI off is once, after the first commit: it
    // would take the focus from the stand-in box that still takes the keys.
    what: "Ask AI's focus effect",
    candidate: isUseEffectCall,
    matches: (code) => code.includes('"streaming" !==') && code.includes('.focus()'),
    replacement: 'void 0',
  },
];

function applyRewrites(ast: ReturnType<typeof parse>, rewrites: readonly Rewrite[]): void {
  const found = rewrites.map(() => 0);
  traverse(ast, {
    enter(path) {
      const {node} = path;
      const candidates = rewrites.filter((r) => r.candidate(node));
      if (candidates.length === 0) return;
      const code = generate(node).code;
      const rewrite = candidates.find((r) => r.matches(code));
      if (!rewrite) return;
      const which = rewrites.indexOf(rewrite);
      found[which] = (found[which] ?? 0) + 1;
      const {replacement} = rewrite;
      const next = typeof replacement === 'string' ? replacement : replacement(code, node);
      path.replaceWith(typeof next === 'string' ? parseExpression(next) : next);
      // The new expression holds the old one: not to be rewritten again.
      path.skip();
    },
  });
  rewrites.forEach(({what, count = 1}, i) => {
    if (found[i] !== count) {
      throw new Error(
        `trimModal: ${what} ${count === 1 ? 'was' : 'were'} found ${found[i]} times ` +
          `instead of ${count === 1 ? 'once' : count}: DocSearch changed, revisit compat/trimModal.ts`,
      );
    }
  });
}

/**
 * The modal file with the stand-ins in place, its per-opening values made
 * once per opening, the rewrites made, and without what nothing reaches. An expression statement at top level stays when the binding it
 * assigns to stays (`x.y = …`), or, for any other expression, when any
 * binding it uses stays.
 */
export function trimModalSource(
  source: string,
  standIns: readonly StandIn[] = STAND_INS,
  refValues: readonly RefValue[] = REF_VALUES,
  rewrites: readonly Rewrite[] = REWRITES,
): TrimResult {
  const ast = parse(source, {sourceType: 'module'});
  const units = unitsOf(ast.program.body);
  const owner = linkBindings(ast, units);
  applyStandIns(units, source, standIns);
  applyRewrites(ast, [...refValues.map(onceByMemo), ...rewrites]);
  const kept = reachedUnits(units, owner);
  ast.program.body = [
    ...rebuildBody(units, kept),
    ...parse(MARKED_TEXT).program.body,
    ...parse(MODAL_STATE).program.body,
  ];
  const dropped = units.filter((u) => !kept.has(u)).flatMap((u) => [...u.names]);
  return {code: generate(ast, {compact: true, comments: false}).code, dropped};
}

const require = createRequire(import.meta.url);

/** The modal file as installed. */
export function modalSourcePath(): string {
  // The package's exports map this to dist/esm/DocSearchModal.js.
  return require.resolve('@docsearch/react/modal');
}

/**
 * Writes the trimmed modal once per DocSearch file into `cacheDir` and
 * returns its path. Throws when the installed file is not the one the
 * stand-ins were written for.
 */
export function trimmedModalPath(cacheDir: string): string {
  const source = readFileSync(modalSourcePath(), 'utf8');
  const sha = createHash('sha256').update(source).digest('hex');
  if (sha !== MODAL_SHA256) {
    throw new Error(
      `trimModal: ${modalSourcePath()} is not DocSearch 4.7.0's modal (sha256 ${sha}): ` +
        'revisit compat/trimModal.ts and its tests before upgrading',
    );
  }
  // Named by DocSearch's file and by this one's, so a changed transform is not read from the cache.
  const own = createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex');
  const file = join(cacheDir, `docsearch-modal.${sha.slice(0, 12)}.${own.slice(0, 8)}.js`);
  return cachedFile(
    file,
    () =>
      `// Generated by src/plugins/search/compat/trimModal.ts from ${sha}\n${trimModalSource(source).code}\n`,
  );
}
