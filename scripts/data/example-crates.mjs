#!/usr/bin/env node
// @ts-check
// Records, from the mirrors, what building and testing the example programs
// produces at the pinned refs (src/data/example-crates.json), so an output
// block on a page can be traced line by line (scripts/content/outputs.mjs):
// - per crate under each source folder the example pages link, and each folder
//   an output flag names (scripts/content/outputs.mjs): the files
//   gear-wasm-builder writes into target/<wasm dir>/release (its version read
//   from the workspace's Cargo.lock, its rules read from
//   utils/wasm-builder/src/wasm_project.rs at that version), plus the IDL when
//   the crate's build.rs writes one next to the Wasm file;
// - per test target (src/lib.rs, tests/*.rs), the active test functions: an
//   attribute #[test], #[tokio::test] or #[gtest::test] on a function tree-sitter
//   parses (commented-out code is a comment), with #[ignore] recorded;
// - the same for a project made by `cargo sails new` at the pinned sails-cli.
// Usage: node scripts/data/example-crates.mjs [--mirrors DIR]   (default /work/.mirror)
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import prettier from 'prettier';
import {join, posix, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {PINS, releaseValues, root} from '../content/pins.mjs';
import {sourceFolders} from '../content/sourcePaths.mjs';
import {readPages} from '../content/pages.mjs';
import {rustParser} from '../samples/rust.mjs';
import {extractBlocks} from '../samples/extract.mjs';
import {outputFolders} from '../content/outputs.mjs';

/** @typedef {import('web-tree-sitter').Node} SyntaxNode */
/** @typedef {import('../content/pins.mjs').Pin} Pin */

export const CRATES_FILE = join(root, 'src/data/example-crates.json');

/** @typedef {{name: string, ignored: boolean}} TestFn */
/** @typedef {{target: string, tests: TestFn[]}} TestTarget */
/**
 * @typedef {object} Crate
 * @property {string} dir
 * @property {string} package
 * @property {string | null} builder gear-wasm-builder version, null when the crate builds no Wasm
 * @property {'program' | 'metadata' | 'metawasm' | null} wasm what its build.rs asks gear-wasm-builder for
 * @property {boolean} idl whether its build.rs writes <name>.idl next to the Wasm file
 * @property {TestTarget[]} targets
 */

/**
 * @param {string} gitDir
 * @param {string[]} args
 */
function git(gitDir, args) {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

/**
 * Many files at a ref in one `git cat-file --batch`.
 * @param {string} gitDir
 * @param {string} ref
 * @param {string[]} paths files that exist at the ref
 * @returns {Map<string, string>}
 */
function readBlobs(gitDir, ref, paths) {
  const out = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
    input: paths.map((p) => `${ref}:${p}`).join('\n') + '\n',
    maxBuffer: 1 << 30,
  });
  /** @type {Map<string, string>} */
  const blobs = new Map();
  let at = 0;
  for (const path of paths) {
    const end = out.indexOf(10, at);
    const size = Number(out.subarray(at, end).toString().split(' ')[2]);
    blobs.set(path, out.subarray(end + 1, end + 1 + size).toString('utf8'));
    at = end + 1 + size + 1;
  }
  return blobs;
}

/**
 * A file at a ref, or undefined.
 * @param {string} gitDir
 * @param {string} ref
 * @param {string} path
 */
function show(gitDir, ref, path) {
  try {
    return execFileSync('git', ['--git-dir', gitDir, 'show', `${ref}:${path}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    });
  } catch {
    return undefined;
  }
}

/**
 * What gear-wasm-builder <version> writes, read from its source: the Wasm
 * folder under target/, and the file names per kind of build ({name} is the
 * crate name in snake case); null when gear has no tag v<version>.
 * @param {string} gearDir
 * @param {string} version
 */
export function builderRules(gearDir, version) {
  const source = show(gearDir, `v${version}`, 'utils/wasm-builder/src/wasm_project.rs');
  // Not a gear release tag (a crate built from a git revision): nothing is recorded, so nothing traces to it.
  if (!source) return null;
  if (!source.includes('[".wasm", ".opt.wasm"]')) {
    // Another layout than the one these rules were read from: record nothing rather than guess.
    console.warn(
      `gear-wasm-builder ${version}: wasm_project.rs writes no [".wasm", ".opt.wasm"] pair; not recorded`,
    );
    return null;
  }
  const targetDir = source.includes('push("wasm32-gear")')
    ? 'wasm32-gear'
    : 'wasm32-unknown-unknown';
  const meta = source.includes('".meta.txt"');
  const metawasm = source.includes('".meta.wasm"');
  return {
    targetDir,
    program: ['{name}.wasm', '{name}.opt.wasm'],
    metadata: meta ? ['{name}.wasm', '{name}.opt.wasm', '{name}.meta.txt'] : null,
    // postprocess_meta writes only <name>.meta.wasm for a metawasm crate: no .wasm, no .opt.wasm.
    metawasm: metawasm ? ['{name}.meta.wasm'] : null,
  };
}

/**
 * What a build.rs asks for.
 * @param {string | undefined} buildRs
 * @returns {{wasm: Crate['wasm'], idl: boolean}}
 */
export function buildKind(buildRs) {
  if (!buildRs) return {wasm: null, idl: false};
  const code = buildRs.replace(/\/\/.*$/gm, '');
  const wasm = /build_metawasm\s*\(/.test(code)
    ? 'metawasm'
    : /build_with_metadata\s*::/.test(code)
      ? 'metadata'
      : /(gear_wasm_builder|gwasm_builder|sails_rs)::build(_wasm)?\s*\(/.test(code) ||
          /WasmBuilder::/.test(code)
        ? 'program'
        : null;
  // The IDL beside the Wasm file: .binpath with the extension set to "idl", or ClientBuilder::from_wasm_path(..).build_idl().
  const idl =
    /set_extension\(\s*"idl"\s*\)/.test(code) ||
    /from_wasm_path\([^)]*\)[\s\S]*?\.build_idl\(/.test(code);
  return {wasm, idl};
}

const TEST_ATTRIBUTE = /^(test|tokio::test|gtest::test|async_std::test)(\s*\(.*\))?$/s;

/**
 * The test functions of one module body, with module paths, following `mod x;` into files.
 * @param {SyntaxNode} body
 * @param {string} prefix module path with a trailing `::`, '' at the target root
 * @param {(name: string, pathAttr: string | undefined) => SyntaxNode | undefined} openModule
 * @param {TestFn[]} out
 */
function collectTests(body, prefix, openModule, out) {
  /** @type {string[]} */
  let attributes = [];
  for (const node of body.namedChildren) {
    if (!node) continue;
    if (node.type === 'attribute_item') {
      attributes.push(node.text.replace(/^#\[\s*|\s*\]$/g, ''));
      continue;
    }
    if (node.type === 'line_comment' || node.type === 'block_comment') continue;
    if (node.type === 'function_item' && attributes.some((a) => TEST_ATTRIBUTE.test(a))) {
      const name = node.childForFieldName('name')?.text ?? '';
      out.push({name: prefix + name, ignored: attributes.some((a) => /^ignore\b/.test(a))});
    } else if (node.type === 'mod_item') {
      const name = node.childForFieldName('name')?.text ?? '';
      const inner = node.childForFieldName('body');
      const pathAttr = attributes.map((a) => /^path\s*=\s*"([^"]+)"$/.exec(a)?.[1]).find(Boolean);
      const moduleBody = inner ?? openModule(name, pathAttr);
      if (moduleBody)
        collectTests(
          moduleBody,
          `${prefix}${name}::`,
          childOpener(openModule, name, inner !== null),
          out,
        );
    }
    attributes = [];
  }
}

/**
 * How a nested module opens its own `mod x;` children.
 * @param {(name: string, pathAttr: string | undefined) => SyntaxNode | undefined} parent
 * @param {string} name
 * @param {boolean} inline
 */
function childOpener(parent, name, inline) {
  // The parent's opener knows where its files live; an inline module's children live in a folder named after it.
  return (/** @type {string} */ child, /** @type {string | undefined} */ pathAttr) =>
    parent(`${name}/${child}`, pathAttr && inline ? `${name}/${pathAttr}` : pathAttr);
}

/**
 * The test targets of one crate at a ref.
 * @param {import('web-tree-sitter').Parser} parser
 * @param {(path: string) => string | undefined} read
 * @param {Set<string>} files every file of the repository at the ref
 * @param {string} dir the crate's folder
 * @returns {TestTarget[]}
 */
export function testTargets(parser, read, files, dir) {
  const roots = [`${dir}/src/lib.rs`, `${dir}/src/main.rs`]
    .filter((f) => files.has(f))
    .slice(0, 1)
    .map((f) => ({target: 'lib', file: f}));
  for (const file of [...files].sort()) {
    const rest = file.startsWith(`${dir}/tests/`) ? file.slice(dir.length + 7) : undefined;
    if (rest === undefined) continue;
    if (/^[^/]+\.rs$/.test(rest) || /^[^/]+\/main\.rs$/.test(rest))
      roots.push({target: `tests/${rest}`, file});
  }
  return roots.map(({target, file}) => {
    /** @type {TestFn[]} */
    const tests = [];
    /** @type {import('web-tree-sitter').Tree[]} */
    const trees = [];
    const parse = (/** @type {string} */ path) => {
      const text = read(path);
      if (text === undefined) return undefined;
      const tree = parser.parse(text);
      if (!tree) return undefined;
      trees.push(tree);
      return tree.rootNode;
    };
    // Files of module `a/b` of a target rooted at R: R's folder/a/b.rs or a/b/mod.rs.
    const rootDir = posix.dirname(file);
    const opener = (/** @type {string} */ modPath, /** @type {string | undefined} */ pathAttr) => {
      if (pathAttr) return parse(posix.join(rootDir, posix.dirname(modPath), pathAttr));
      for (const candidate of [`${rootDir}/${modPath}.rs`, `${rootDir}/${modPath}/mod.rs`]) {
        if (files.has(candidate)) return parse(candidate);
      }
      return undefined;
    };
    const rootNode = parse(file);
    if (rootNode) collectTests(rootNode, '', opener, tests);
    for (const tree of trees) tree.delete();
    return {target, tests};
  });
}

/**
 * The gear-wasm-builder version of the nearest Cargo.lock above a folder.
 * @param {(path: string) => string | undefined} read
 * @param {string} dir
 */
function builderVersion(read, dir) {
  for (let d = dir; ; d = posix.dirname(d)) {
    const lock = read(d === '.' || d === '' ? 'Cargo.lock' : `${d}/Cargo.lock`);
    const version = lock && /name = "gear-wasm-builder"\nversion = "([^"]+)"/.exec(lock)?.[1];
    if (version) return version;
    if (d === '.' || d === '' || d === '/') return null;
  }
}

/**
 * Whether cargo builds a crate inside the workspace around it: true when no
 * workspace encloses it, or when the workspace's members (globs allowed)
 * name it and its exclude list does not.
 * @param {(path: string) => string | undefined} read
 * @param {string} dir
 */
export function inWorkspace(read, dir) {
  for (let d = posix.dirname(dir || '.'); ; d = posix.dirname(d)) {
    const manifest = read(d === '.' ? 'Cargo.toml' : `${d}/Cargo.toml`)?.replace(/#.*$/gm, '');
    const workspace = manifest
      ? /^\[workspace\][ \t]*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(manifest)?.[1]
      : undefined;
    if (workspace !== undefined) {
      const list = (/** @type {string} */ key) =>
        [
          ...(
            new RegExp(`^${key}\\s*=\\s*\\[([^\\]]*)\\]`, 'm').exec(workspace)?.[1] ?? ''
          ).matchAll(/"([^"]+)"/g),
        ].map((m) => m[1] ?? '');
      const rel = d === '.' ? dir : dir.slice(d.length + 1);
      const matches = (/** @type {string} */ glob) =>
        new RegExp(`^${glob.replace(/[.+?^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(
          rel,
        );
      return list('members').some(matches) && !list('exclude').some(matches);
    }
    if (d === '.' || d === '/') return true;
  }
}

/**
 * Every crate under some folders of a repository at a ref.
 * @param {import('web-tree-sitter').Parser} parser
 * @param {string} gitDir
 * @param {string} ref
 * @param {string[]} folders
 * @returns {Crate[]}
 */
function crates(parser, gitDir, ref, folders) {
  const files = new Set(
    git(gitDir, ['ls-tree', '-r', '--name-only', ref]).split('\n').filter(Boolean),
  );
  const wanted = [...files].filter(
    (f) =>
      /\.(rs|toml)$|(^|\/)Cargo\.lock$/.test(f) &&
      (f.endsWith('Cargo.lock') || folders.some((d) => d === '' || f.startsWith(`${d}/`))),
  );
  const cache = readBlobs(gitDir, ref, wanted);
  const read = (/** @type {string} */ path) => cache.get(path);
  const manifests = [...files].filter(
    (f) =>
      /(^|\/)Cargo\.toml$/.test(f) &&
      folders.some((folder) => folder === '' || f.startsWith(`${folder}/`)),
  );
  /** @type {Crate[]} */
  const out = [];
  for (const manifest of manifests.sort()) {
    const name = /^\[package\][^[]*?^name\s*=\s*"([^"]+)"/ms.exec(read(manifest) ?? '')?.[1];
    if (!name) continue;
    const dir = posix.dirname(manifest) === '.' ? '' : posix.dirname(manifest);
    const {wasm, idl} = buildKind(read(dir ? `${dir}/build.rs` : 'build.rs'));
    out.push({
      dir,
      package: name,
      // Outside its workspace's members cargo does not build it there: nothing to trace.
      builder: wasm && inWorkspace(read, dir) ? builderVersion(read, dir || '.') : null,
      wasm,
      idl,
      targets: testTargets(parser, read, files, dir),
    });
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--mirrors');
  const mirrors = at > 0 ? (process.argv[at + 1] ?? '') : '/work/.mirror';
  const mirror = (/** @type {string} */ repo) => join(mirrors, repo.replace('/', '+'), 'repo');
  const parser = await rustParser();

  /** @type {Map<Pin, Set<string>>} */
  const folders = new Map();
  for (const page of readPages(root)) {
    const named = outputFolders(page.text, extractBlocks(page.text, page.file).blocks);
    const linked = page.file.startsWith('docs/examples/') ? sourceFolders(page.text) : [];
    for (const folder of [...linked, ...named]) {
      if (!folders.has(folder.pin)) folders.set(folder.pin, new Set());
      folders.get(folder.pin)?.add(folder.path);
    }
  }
  /** @type {Record<string, Crate[]>} */
  const pins = {};
  for (const pin of PINS) {
    const wanted = folders.get(pin);
    if (!wanted) continue;
    // A folder inside another one adds nothing: its crates are found under the outer one.
    const outer = [...wanted].filter(
      (f) => ![...wanted].some((g) => g !== f && (g === '' || f.startsWith(`${g}/`))),
    );
    pins[`${pin.repo}@${pin.ref}`] = crates(parser, mirror(pin.repo), pin.ref, outer.sort());
  }

  // A project made by `cargo sails new` at the pinned sails-cli: its build.rs and test come from the templates.
  const sailsRef = `rs/v${releaseValues.sailsCli?.value}`;
  const sails = mirror('gear-tech/sails');
  const template = (/** @type {string} */ path) =>
    show(sails, sailsRef, `rs/cli/templates/${path}`);
  const sailsBuilder =
    /gwasm-builder = \{ version = "=([^"]+)"/.exec(
      show(sails, sailsRef, 'Cargo.toml') ?? '',
    )?.[1] ?? null;
  // Askama placeholders ({{ name }}) become plain identifiers so the template parses as Rust.
  const templateTests = parser.parse(
    (template('tests/gtest.askama') ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, '$1'),
  );
  /** @type {TestFn[]} */
  const templateFns = [];
  if (templateTests) collectTests(templateTests.rootNode, '', () => undefined, templateFns);
  templateTests?.delete();

  const builders = new Set(Object.values(pins).flatMap((list) => list.map((c) => c.builder)));
  if (sailsBuilder) builders.add(sailsBuilder);
  const gear = mirror('gear-tech/gear');
  const data = {
    $comment:
      'Made by scripts/data/example-crates.mjs from the mirrors: what building and testing the example crates produces at the pinned refs. Read by scripts/content/outputs.mjs to trace output blocks.',
    builders: Object.fromEntries(
      [...builders]
        .filter((v) => v !== null)
        .sort()
        .map((v) => [v, builderRules(gear, /** @type {string} */ (v))]),
    ),
    template: {
      source: `gear-tech/sails@${sailsRef} rs/cli/templates`,
      builder: sailsBuilder,
      ...buildKind(template('build.askama')),
      targets: [
        {target: 'tests/gtest.rs', tests: templateFns},
        {target: 'lib', tests: []},
      ],
    },
    pins,
  };
  // Written as the repository's Prettier settings print JSON, so `prettier --check` passes on it.
  // Printed as the repository's Prettier settings print JSON, so `prettier --check` passes on it.
  const text = await prettier.format(`${JSON.stringify(data, null, 2)}\n`, {
    ...(await prettier.resolveConfig(CRATES_FILE)),
    filepath: CRATES_FILE,
  });
  writeFileSync(
    CRATES_FILE,
    await prettier.format(text, {
      ...(await prettier.resolveConfig(CRATES_FILE)),
      filepath: CRATES_FILE,
    }),
  );
  const count = Object.values(pins).reduce((n, list) => n + list.length, 0);
  console.log(
    `${count} crates in ${Object.keys(pins).length} pins -> ${relative(root, CRATES_FILE)}`,
  );
}
