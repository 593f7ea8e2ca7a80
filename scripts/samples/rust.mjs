// @ts-check
// Parses the Rust samples of the docs with tree-sitter's Rust grammar (the
// WebAssembly build shipped in the tree-sitter-rust package, run by
// web-tree-sitter: no native build, no install script). A tree with an ERROR
// or MISSING node is a failure, reported at the page line of the first one.
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {Language, Parser} from 'web-tree-sitter';

/** @typedef {import('./extract.mjs').CodeBlock} CodeBlock */
/** @typedef {import('./extract.mjs').Problem} Problem */
/** @typedef {import('web-tree-sitter').Node} SyntaxNode */

/** Fence languages parsed as Rust. */
export const RUST_LANGS = ['rust', 'rs'];

// A fragment is a run of statements: it must parse as the body of a function.
const FRAGMENT_OPEN = 'fn __fragment() {\n';
const FRAGMENT_CLOSE = '\n}\n';

// What tree-sitter's lenient grammar accepts at file level but a .rs file does not.
const STATEMENTS = new Set(['let_declaration', 'expression_statement']);

/** @type {Promise<Parser> | undefined} */
let parserPromise;

/** The Rust parser, loaded once. */
export function rustParser() {
  parserPromise ??= (async () => {
    await Parser.init();
    const require = createRequire(import.meta.url);
    const grammarDir = dirname(require.resolve('tree-sitter-rust/package.json'));
    const language = await Language.load(join(grammarDir, 'tree-sitter-rust.wasm'));
    const parser = new Parser();
    parser.setLanguage(language);
    return parser;
  })();
  return parserPromise;
}

/**
 * The first ERROR or MISSING node in document order.
 * @param {SyntaxNode} node
 * @returns {SyntaxNode | undefined}
 */
function firstError(node) {
  if (node.isError || node.isMissing) return node;
  for (const child of node.children) {
    if (child && (child.hasError || child.isMissing)) {
      const found = firstError(child);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Words for a syntax error: what was missing, or the text tree-sitter could not place.
 * @param {SyntaxNode} node
 */
function describe(node) {
  if (node.isMissing) return `syntax error: expected \`${node.type}\``;
  const text = node.text.trim().split('\n')[0] ?? '';
  const near = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return near ? `syntax error near \`${near}\`` : 'syntax error';
}

/**
 * Parses every Rust block. A plain block must be a file of items; a block
 * flagged `fragment` is parsed inside a function body.
 * @param {readonly CodeBlock[]} blocks
 * @returns {Promise<{checked: number, fragments: number, problems: Problem[]}>}
 */
export async function checkRustBlocks(blocks) {
  /** @type {Problem[]} */
  const problems = [];
  let checked = 0;
  let fragments = 0;
  const rust = blocks.filter((block) => RUST_LANGS.includes(block.lang));
  if (rust.length === 0) return {checked, fragments, problems};
  const parser = await rustParser();
  for (const block of rust) {
    const fail = (/** @type {number} */ row, /** @type {string} */ message) =>
      problems.push({
        file: block.file,
        line: block.line + 1 + row,
        message: `rust block (line ${block.line}): ${message}`,
      });
    if (block.meta.nocheck !== undefined) {
      problems.push({
        file: block.file,
        line: block.line,
        message:
          'rust block: rust blocks have no opt-out, every one must parse; mark a run of statements `fragment`',
      });
      continue;
    }
    checked++;
    const fragment = block.meta.fragment !== undefined;
    if (fragment) fragments++;
    const source = fragment ? FRAGMENT_OPEN + block.code + FRAGMENT_CLOSE : block.code;
    const shift = fragment ? -1 : 0;
    const tree = parser.parse(source);
    if (!tree) throw new Error(`tree-sitter returned no tree for ${block.file}:${block.line}`);
    try {
      const error = firstError(tree.rootNode);
      if (error) {
        fail(Math.max(0, error.startPosition.row + shift), describe(error));
        continue;
      }
      if (fragment) continue;
      const statement = tree.rootNode.namedChildren.find(
        (node) => node && STATEMENTS.has(node.type),
      );
      if (statement) {
        fail(
          statement.startPosition.row,
          'a statement at file level; a file holds items only: flag a snippet of a function body ```rust fragment',
        );
      }
    } finally {
      tree.delete();
    }
  }
  return {checked, fragments, problems};
}
