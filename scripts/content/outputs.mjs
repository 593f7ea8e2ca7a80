// @ts-check
// Output blocks show only lines that can be traced (the rule is written out in
// scripts/content/README.md). A code block whose lines look like command output
// (a test run, cargo's progress lines, a listing of built Wasm files) must say
// where its lines come from with a fence flag, output="<source> ...", and every
// line must then follow from those sources:
//   tests:<folder>    the active tests of the crates under <folder> at the page's pin
//                     (<folder>@<release key> for another pin, e.g. @dappsArchiveCommit)
//   build:<folder>    the files gear-wasm-builder writes for those crates (same @ form)
//   template:<name>   a project made by `cargo sails new <name>` at the pinned sails-cli
//   file:<path>       a recorded output in this repository (made by a script CI runs)
// The crate data is src/data/example-crates.json (scripts/data/example-crates.mjs).
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {PINS, root} from './pins.mjs';
import {sourceFolders} from './sourcePaths.mjs';

/** @typedef {import('../samples/extract.mjs').CodeBlock} CodeBlock */
/** @typedef {import('../samples/extract.mjs').Problem} Problem */
/** @typedef {{name: string, ignored: boolean}} TestFn */
/** @typedef {{target: string, tests: TestFn[]}} TestTarget */
/**
 * @typedef {object} Crate
 * @property {string} dir
 * @property {string} package
 * @property {string | null} builder
 * @property {'program' | 'metadata' | 'metawasm' | null} wasm
 * @property {boolean} idl
 * @property {TestTarget[]} targets
 */
/**
 * @typedef {{targetDir: string, program: string[], metadata: string[] | null, metawasm: string[] | null}} BuilderRules
 * @typedef {{builders: Record<string, BuilderRules | null>, template: Omit<Crate, 'dir' | 'package'>, pins: Record<string, Crate[]>}} CrateData
 */

/** Languages whose blocks may hold output. Shell blocks are commands: only test and cargo lines count there. */
const OUTPUT_LANGS = new Set(['text', 'txt', 'plain', 'console', 'output', 'shell-session', '']);
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh']);

const TEST_LINE = [
  /^\s*running \d+ tests?\s*$/,
  /^\s*test result: /,
  /^\s*test \S+ \.\.\. (ok|ignored|FAILED)\b/,
  /^\s*Running (unittests |tests\/|benches\/)/,
  /^\s*Doc-tests \S/,
];
const CARGO_LINE = [
  /^\s*(Compiling|Checking|Documenting) \S+ v\d/,
  /^\s*Finished (`\w+`|\w+) (profile|\[)/,
  /^\s*(Downloaded|Downloading|Updating|Locking) .*(crates?|index|packages?)\b/,
];
/** A line that is only a built file (a path allowed before it, a comment after it). */
const ARTIFACT_LINE =
  /^\s*(?:[\w./-]*\/)?[\w.-]+\.(?:opt\.wasm|meta\.wasm|wasm|meta\.txt|idl)\s*(?:#.*)?$/;

/**
 * Why a line looks like command output, or undefined.
 * @param {string} line
 * @param {string} lang
 */
export function outputShape(line, lang) {
  const shell = SHELL_LANGS.has(lang);
  if (!shell && !OUTPUT_LANGS.has(lang)) return undefined;
  if (TEST_LINE.some((re) => re.test(line))) return 'a test run';
  if (CARGO_LINE.some((re) => re.test(line))) return "cargo's progress";
  if (!shell && ARTIFACT_LINE.test(line)) return 'a listing of built files';
  return undefined;
}

/** @returns {CrateData} */
export function readCrateData() {
  return JSON.parse(readFileSync(join(root, 'src/data/example-crates.json'), 'utf8'));
}

/**
 * The files a crate's build writes into target/<dir>/release.
 * @param {CrateData} data
 * @param {{package: string, builder: string | null, wasm: Crate['wasm'], idl: boolean}} crate
 * @returns {{files: string[], targetDir: string} | undefined}
 */
export function artifacts(data, crate) {
  const rules = crate.builder ? data.builders[crate.builder] : undefined;
  if (!rules || !crate.wasm) return undefined;
  const name = crate.package.replace(/-/g, '_');
  const files = (rules[crate.wasm] ?? []).map((f) => f.replace('{name}', name));
  if (crate.idl) files.push(`${name}.idl`);
  return {files, targetDir: rules.targetDir};
}

/**
 * A source named in an output flag, resolved to the crates it stands for.
 * @typedef {{kind: 'crates', label: string, crates: Crate[]} | {kind: 'file', label: string, lines: string[]}} Source
 */

/**
 * Reads the output flag of a block against the page's pins.
 * @param {string} flag
 * @param {string} pageText
 * @param {CrateData} data
 * @returns {{sources: Source[], errors: string[]}}
 */
function resolveSources(flag, pageText, data) {
  /** @type {Source[]} */
  const sources = [];
  /** @type {string[]} */
  const errors = [];
  const pins = [...new Set(sourceFolders(pageText).map((f) => `${f.pin.repo}@${f.pin.ref}`))];
  for (const token of flag.split(/\s+/).filter(Boolean)) {
    const [kind = '', arg = ''] = token.split(/:(.*)/s);
    if (kind === 'template' && arg) {
      sources.push({
        kind: 'crates',
        label: token,
        crates: [{...data.template, dir: '', package: arg}],
      });
    } else if (kind === 'file' && arg) {
      const path = join(root, arg);
      if (existsSync(path)) {
        sources.push({kind: 'file', label: token, lines: readFileSync(path, 'utf8').split('\n')});
      } else errors.push(`output source ${token}: no file ${arg} in the repository`);
    } else if ((kind === 'tests' || kind === 'build') && arg) {
      const [path = '', key] = arg.split('@');
      const folder = path.replace(/\/$/, '');
      const pin = key === undefined ? undefined : PINS.find((p) => p.key === key);
      if (key !== undefined && !pin) {
        errors.push(`output source ${token}: ${key} is not a release value that pins a repository`);
        continue;
      }
      const crates = (pin ? [`${pin.repo}@${pin.ref}`] : pins).flatMap((pin) =>
        (data.pins[pin] ?? []).filter((c) => c.dir === folder || c.dir.startsWith(`${folder}/`)),
      );
      if (crates.length) sources.push({kind: 'crates', label: token, crates});
      else
        errors.push(
          `output source ${token}: no crate under ${folder} at the page's pins (${pins.join(', ') || 'the page links no source folder'}); regenerate src/data/example-crates.json if the page cites a new folder`,
        );
    } else {
      errors.push(
        `output source "${token}": write tests:<folder>, build:<folder>, template:<name> or file:<path>`,
      );
    }
  }
  return {sources, errors};
}

/**
 * The folders the output flags of a page name, with their pins: the maker records their crates.
 * @param {string} pageText
 * @param {readonly CodeBlock[]} blocks
 * @returns {{pin: import('./pins.mjs').Pin, path: string}[]}
 */
export function outputFolders(pageText, blocks) {
  const pagePins = [...new Set(sourceFolders(pageText).map((f) => f.pin))];
  return blocks.flatMap((block) => {
    const flag = block.meta.output;
    if (typeof flag !== 'string') return [];
    return flag.split(/\s+/).flatMap((token) => {
      const m = /^(?:tests|build):([^@]+)(?:@(\w+))?$/.exec(token);
      if (!m) return [];
      const path = (m[1] ?? '').replace(/\/$/, '');
      const pins = m[2] ? PINS.filter((p) => p.key === m[2]) : pagePins;
      return pins.map((pin) => ({pin, path}));
    });
  });
}

/** @param {TestTarget} t */
const active = (t) => t.tests.length;
/** @param {TestTarget} t */
const ignored = (t) => t.tests.filter((f) => f.ignored).length;

/**
 * Traces the lines of one block; returns the lines (0-based) that no source explains, with why.
 * @param {string[]} lines
 * @param {Source[]} sources
 * @param {CrateData} data
 * @returns {{row: number, why: string}[]}
 */
function untraced(lines, sources, data) {
  const crates = sources.flatMap((s) => (s.kind === 'crates' ? s.crates : []));
  const targets = crates.flatMap((c) => c.targets.map((t) => ({crate: c, ...t})));
  const built = crates.flatMap((c) => {
    const a = artifacts(data, c);
    return a ? a.files.map((file) => ({file, targetDir: a.targetDir})) : [];
  });
  const files = sources.flatMap((s) => (s.kind === 'file' ? [s.lines] : []));
  /** @type {{row: number, why: string}[]} */
  const bad = [];
  /** @type {typeof targets} */
  let group = [];
  /** @type {string | undefined} */
  let hint;
  const inFile = new Set(files.flat().map((l) => l.trimEnd()));
  lines.forEach((raw, row) => {
    const line = raw.trimEnd();
    const text = line.trim();
    if (text === '' || text === '...' || text === '…') return;
    if (inFile.has(line)) return;
    let m;
    if ((m = /^Running (unittests (\S+)|(tests\/\S+))/.exec(text))) {
      hint = m[2] ? 'lib' : m[3];
      if (!targets.some((t) => t.target === hint))
        bad.push({row, why: `no test target ${m[2] ? m[1] : hint} in ${names(sources)}`});
      return;
    }
    if ((m = /^running (\d+) tests?$/.exec(text))) {
      const n = Number(m[1]);
      const pool = targets.filter((t) => !hint || t.target === hint);
      group = pool.filter((t) => active(t) === n);
      hint = undefined;
      if (!group.length) {
        const counts = pool.map(
          (t) => `${t.crate.dir ? `${t.crate.dir}/` : ''}${t.target}: ${active(t)}`,
        );
        bad.push({
          row,
          why: `no test target has ${n} active test${n === 1 ? '' : 's'} (${counts.join(', ') || 'no targets'})`,
        });
      }
      return;
    }
    if ((m = /^test (\S+) \.\.\. (ok|ignored|FAILED)\b/.exec(text))) {
      const [, name = '', status] = m;
      const owners = (group.length ? group : targets).filter((t) =>
        t.tests.some((f) => f.name === name),
      );
      if (!owners.length) return void bad.push({row, why: `no active test named ${name}`});
      // The targets where the test has the status shown (two targets may hold tests of one name).
      const agree = owners.filter((t) =>
        t.tests.some((f) => f.name === name && f.ignored === (status === 'ignored')),
      );
      if (status === 'FAILED') bad.push({row, why: `${name} is shown failing`});
      else if (!agree.length)
        bad.push({row, why: `${name} is ${status === 'ignored' ? 'not ' : ''}marked #[ignore]`});
      if (group.length) group = agree.length ? agree : owners;
      return;
    }
    if ((m = /^test result: ok\. (\d+) passed; (\d+) failed; (\d+) ignored/.exec(text))) {
      const [passed, failed, skipped] = [m[1], m[2], m[3]].map(Number);
      const fits = (group.length ? group : targets).some(
        (t) => failed === 0 && ignored(t) === skipped && active(t) - ignored(t) === passed,
      );
      if (!fits)
        bad.push({row, why: `no test target has ${passed} passing and ${skipped} ignored tests`});
      group = [];
      return;
    }
    if (ARTIFACT_LINE.test(line)) {
      const path = text.replace(/\s*#.*$/, '');
      const file = path.split('/').pop() ?? '';
      const dir = path.includes('/') ? path.slice(0, -file.length - 1) : undefined;
      const hits = built.filter((b) => b.file === file);
      if (!hits.length) {
        const all = [...new Set(built.map((b) => b.file))].sort();
        bad.push({
          row,
          why: `${file} is not a file the build writes for ${names(sources)} (it writes ${all.join(', ') || 'no Wasm'})`,
        });
      } else if (
        dir !== undefined &&
        !hits.some((h) => dir.endsWith(`target/${h.targetDir}/release`))
      ) {
        bad.push({
          row,
          why: `${file} is written to target/${hits[0]?.targetDir}/release, not ${dir}`,
        });
      }
      return;
    }
    bad.push({row, why: `no source given traces this line (${names(sources) || 'none'})`});
  });
  return bad;
}

/** @param {Source[]} sources */
function names(sources) {
  return sources.map((s) => s.label).join(' ');
}

/**
 * Problems of the output blocks of one page.
 * @param {string} file
 * @param {string} pageText
 * @param {readonly CodeBlock[]} blocks the page's blocks
 * @param {CrateData} data
 * @returns {Problem[]}
 */
export function checkOutputBlocks(file, pageText, blocks, data) {
  /** @type {Problem[]} */
  const problems = [];
  for (const block of blocks) {
    const lines = block.code.split('\n');
    const at = (/** @type {number} */ row) => block.line + 1 + row;
    const flag = block.meta.output;
    if (flag === undefined) {
      const row = lines.findIndex((line) => outputShape(line, block.lang));
      if (row >= 0) {
        problems.push({
          file,
          line: at(row),
          message: `"${lines[row]?.trim()}" looks like ${outputShape(lines[row] ?? '', block.lang)}, in a block that names no output source; trace it with output="tests:<folder> | build:<folder> | template:<name> | file:<path>", or describe the outcome in words`,
        });
      }
      continue;
    }
    if (flag === true || flag.trim() === '') {
      problems.push({
        file,
        line: block.line,
        message: 'output needs its sources: output="tests:<folder> build:<folder>"',
      });
      continue;
    }
    const {sources, errors} = resolveSources(flag, pageText, data);
    for (const message of errors) problems.push({file, line: block.line, message});
    if (errors.length) continue;
    for (const {row, why} of untraced(lines, sources, data)) {
      problems.push({file, line: at(row), message: `output line "${lines[row]?.trim()}": ${why}`});
    }
  }
  return problems;
}
