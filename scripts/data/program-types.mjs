#!/usr/bin/env node
// @ts-check
// Records the message and state types of the gmeta programs the archive pages
// call from TypeScript (src/data/program-types.json), read from each program's
// io crate at the pinned commit: the types its `impl Metadata` names and every
// struct, enum and alias of the crate, as Rust type expressions. The
// decoded-value tests (scripts/samples/__tests__/decoded/) build the program's
// metadata from them with @gear-js/api, as the build's <name>.meta.txt would
// give it, and encode real values of those types.
// Usage: node scripts/data/program-types.mjs [--mirrors DIR]   (default /work/.mirror)
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import prettier from 'prettier';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {root} from '../content/pins.mjs';
import {sourceFolders} from '../content/sourcePaths.mjs';
import {readPages} from '../content/pages.mjs';
import {rustParser} from '../samples/rust.mjs';

/** @typedef {import('web-tree-sitter').Node} SyntaxNode */
/** @typedef {{name: string | null, ty: string}} Field */
/**
 * @typedef {{kind: 'struct', params?: string[], fields: Field[]} | {kind: 'enum', params?: string[], variants: {name: string, index: number, fields: Field[]}[]} | {kind: 'alias', ty: string}} TypeDef
 * @typedef {{source: string, metadata: Record<string, {input: string | null, output: string | null}>, types: Record<string, TypeDef>}} ProgramTypes
 */

export const TYPES_FILE = join(root, 'src/data/program-types.json');

/** @param {SyntaxNode | null | undefined} node */
const text = (node) => (node ? node.text.replace(/\s+/g, ' ').trim() : '');

/**
 * The fields of a struct or variant body.
 * @param {SyntaxNode | null} body
 * @returns {Field[]}
 */
function fields(body) {
  if (!body) return [];
  if (body.type === 'field_declaration_list') {
    return body.namedChildren
      .filter((n) => n?.type === 'field_declaration')
      .map((n) => ({
        name: text(n?.childForFieldName('name')),
        ty: text(n?.childForFieldName('type')),
      }));
  }
  // ordered_field_declaration_list: (A, B)
  return body.namedChildren
    .filter(
      (n) =>
        n &&
        !['attribute_item', 'visibility_modifier', 'line_comment', 'block_comment'].includes(
          n.type,
        ),
    )
    .map((n) => ({name: null, ty: text(n)}));
}

/**
 * Structs, enums and aliases of one Rust file, and its `impl Metadata` types.
 * @param {SyntaxNode} node
 * @param {ProgramTypes} out
 */
function collect(node, out) {
  for (const item of node.namedChildren) {
    if (!item) continue;
    const name = text(item.childForFieldName('name'));
    const params = (item.childForFieldName('type_parameters')?.namedChildren ?? [])
      .filter(
        (n) =>
          n?.type === 'type_identifier' ||
          n?.type === 'constrained_type_parameter' ||
          n?.type === 'type_parameter',
      )
      .map(
        (n) =>
          text(n?.childForFieldName('left') ?? n?.childForFieldName('name') ?? n)
            .split(':')[0]
            ?.trim() ?? '',
      );
    const generic = params.length ? {params} : {};
    if (item.type === 'struct_item') {
      out.types[name] = {
        kind: 'struct',
        ...generic,
        fields: fields(item.childForFieldName('body')),
      };
    } else if (item.type === 'enum_item') {
      let next = 0;
      /** @type {string[]} */
      let attrs = [];
      const variants = [];
      for (const v of item.childForFieldName('body')?.namedChildren ?? []) {
        if (v?.type === 'attribute_item') attrs.push(v.text);
        if (v?.type !== 'enum_variant') continue;
        const codec = attrs.map((a) => /codec\s*\(\s*index\s*=\s*(\d+)/.exec(a)?.[1]).find(Boolean);
        const value = /=\s*(\d+)\s*$/.exec(v.text)?.[1];
        const index = Number(codec ?? value ?? next);
        next = index + 1;
        attrs = [];
        variants.push({
          name: text(v.childForFieldName('name')),
          index,
          fields: fields(v.childForFieldName('body')),
        });
      }
      out.types[name] = {kind: 'enum', ...generic, variants};
    } else if (item.type === 'type_item' && !item.childForFieldName('type_parameters')) {
      out.types[name] = {kind: 'alias', ty: text(item.childForFieldName('type'))};
    } else if (
      item.type === 'impl_item' &&
      /^(\w+::)*Metadata$/.test(text(item.childForFieldName('trait')))
    ) {
      for (const t of item.childForFieldName('body')?.namedChildren ?? []) {
        if (t?.type !== 'type_item') continue;
        const ty = text(t.childForFieldName('type'));
        const io = /^(InOut|In|Out)<(.*)>$/s.exec(ty);
        /** @type {{input: string | null, output: string | null}} */
        let pair = {input: null, output: null};
        if (io?.[1] === 'In') pair = {input: io[2] ?? null, output: null};
        if (io?.[1] === 'Out') pair = {input: null, output: io[2] ?? null};
        if (io?.[1] === 'InOut') {
          const [a, b] = splitTop(io[2] ?? '');
          pair = {input: a ?? null, output: b ?? null};
        }
        out.metadata[text(t.childForFieldName('name')).toLowerCase()] = pair;
      }
    } else if (item.type === 'mod_item' && item.childForFieldName('body')) {
      collect(/** @type {SyntaxNode} */ (item.childForFieldName('body')), out);
    }
  }
}

/**
 * Splits "A<B, C>, D" at its top-level commas.
 * @param {string} list
 */
export function splitTop(list) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '<' || c === '(' || c === '[') depth++;
    else if (c === '>' || c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (list.slice(start).trim()) parts.push(list.slice(start).trim());
  return parts;
}

const KNOWN = new Set([
  'Vec',
  'VecDeque',
  'Option',
  'Result',
  'BTreeMap',
  'BTreeSet',
  'HashMap',
  'HashSet',
  'Box',
  'String',
  'str',
  'bool',
  'char',
  'ActorId',
  'MessageId',
  'CodeId',
  'ReservationId',
  'H256',
  'U256',
  'u8',
  'u16',
  'u32',
  'u64',
  'u128',
  'i8',
  'i16',
  'i32',
  'i64',
  'i128',
]);

/**
 * Type names the recorded types use but do not define.
 * @param {ProgramTypes} program
 */
function missingTypes(program) {
  const used = new Set();
  const scan = (/** @type {string | null} */ ty) => {
    for (const m of (ty ?? '').matchAll(/\b([A-Za-z_]\w*)\b/g)) used.add(m[1]);
  };
  for (const pair of Object.values(program.metadata)) {
    scan(pair.input);
    scan(pair.output);
  }
  for (const def of Object.values(program.types)) {
    if (def.kind === 'alias') scan(def.ty);
    else if (def.kind === 'struct') def.fields.forEach((f) => scan(f.ty));
    else def.variants.forEach((v) => v.fields.forEach((f) => scan(f.ty)));
  }
  const params = new Set(
    Object.values(program.types).flatMap((d) => (d.kind === 'alias' ? [] : (d.params ?? []))),
  );
  return [...used].filter(
    (n) => !KNOWN.has(n) && !program.types[n] && !params.has(n) && /^[A-Z]/.test(n),
  );
}

/**
 * The first Rust file at a ref that defines a type of this name (tests left out).
 * @param {string} gitDir
 * @param {string} ref
 * @param {string} name
 */
function gitGrepFirst(gitDir, ref, name) {
  try {
    const out = execFileSync(
      'git',
      [
        '--git-dir',
        gitDir,
        'grep',
        '-l',
        '-E',
        `^\\s*pub (struct|enum|type) ${name}\\b`,
        ref,
        '--',
        '*.rs',
      ],
      {encoding: 'utf8'},
    );
    return out
      .split('\n')
      .map((l) => l.slice(ref.length + 1))
      .find((f) => f && !/\/tests?\//.test(f));
  } catch {
    return undefined;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--mirrors');
  const mirrors = at > 0 ? (process.argv[at + 1] ?? '') : '/work/.mirror';
  const parser = await rustParser();
  /** @type {Record<string, ProgramTypes>} */
  const programs = {};
  for (const page of readPages(root)) {
    if (!page.file.startsWith('docs/examples/') || !/ProgramMetadata\.from/.test(page.text))
      continue;
    for (const {pin, path} of sourceFolders(page.text)) {
      const gitDir = join(mirrors, pin.repo.replace('/', '+'), 'repo');
      const all = execFileSync(
        'git',
        ['--git-dir', gitDir, 'ls-tree', '-r', '--name-only', pin.ref, '--', `${path}/`],
        {encoding: 'utf8'},
      )
        .split('\n')
        .filter((f) => f.endsWith('.rs') && /\/src\//.test(f) && !/\/tests?\//.test(f));
      const io = all.filter((f) => f.startsWith(`${path}/io/src/`));
      if (!io.length) continue;
      // The io crate first; types it imports from the program's other crates (e.g. rmrk-types) after it.
      const files = [...io.reverse(), ...all.filter((f) => !io.includes(f)).reverse()];
      const key = `${pin.repo}@${pin.ref}:${path}`;
      /** @type {ProgramTypes} */
      const program = {source: `${pin.repo}@${pin.ref} ${path}/io/src`, metadata: {}, types: {}};
      // Read last to first so the io crate's definitions win over a name reused elsewhere.
      for (const file of files.reverse()) {
        const tree = parser.parse(
          execFileSync('git', ['--git-dir', gitDir, 'show', `${pin.ref}:${file}`], {
            encoding: 'utf8',
          }),
        );
        if (tree) collect(tree.rootNode, program);
        tree?.delete();
      }
      // Types the program takes from shared crates elsewhere in the repository (gear-lib, nft-io...).
      for (let round = 0; round < 3; round++) {
        const missing = missingTypes(program);
        if (!missing.length) break;
        for (const name of missing) {
          const file = gitGrepFirst(gitDir, pin.ref, name);
          if (!file) continue;
          /** @type {ProgramTypes} */
          const other = {source: '', metadata: {}, types: {}};
          const tree = parser.parse(
            execFileSync('git', ['--git-dir', gitDir, 'show', `${pin.ref}:${file}`], {
              encoding: 'utf8',
            }),
          );
          if (tree) collect(tree.rootNode, other);
          tree?.delete();
          if (other.types[name]) program.types[name] = other.types[name];
        }
      }
      if (Object.keys(program.metadata).length) programs[key] = program;
    }
  }
  // Printed as the repository's Prettier settings print JSON, so `prettier --check` passes on it.
  const text = `${JSON.stringify({$comment: 'Made by scripts/data/program-types.mjs from the io crates at the pinned commits.', programs}, null, 2)}\n`;
  writeFileSync(
    TYPES_FILE,
    await prettier.format(text, {
      ...(await prettier.resolveConfig(TYPES_FILE)),
      filepath: TYPES_FILE,
    }),
  );
  console.log(`${Object.keys(programs).length} programs -> ${relative(root, TYPES_FILE)}`);
}
