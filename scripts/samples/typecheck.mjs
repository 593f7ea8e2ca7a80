// @ts-check
// Type-checks the TypeScript/JavaScript samples of the docs against the
// packages the portal pins, all in ONE compiler program: every block becomes a
// virtual module served by a custom compiler host, so hundreds of blocks cost
// one load of the @polkadot/@gear-js declarations instead of one each.
import {join, normalize, posix, relative, resolve, sep} from 'node:path';
import ts from 'typescript';

/** @typedef {import('./extract.mjs').CodeBlock} CodeBlock */
/** @typedef {import('./extract.mjs').Problem} Problem */

/** Fence languages that are type-checked, with the file extension each compiles as. */
export const TS_LANGS = /** @type {const} */ ({
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
});

/** @param {string} lang @returns {lang is keyof typeof TS_LANGS} */
function isTsLang(lang) {
  return Object.hasOwn(TS_LANGS, lang);
}

/**
 * Splits the blocks into those to compile and those opted out with a reason;
 * a bare `nocheck`, an empty reason or a Rust-only flag is a problem.
 * @param {readonly CodeBlock[]} blocks
 * @returns {{check: CodeBlock[], optedOut: CodeBlock[], problems: Problem[]}}
 */
export function selectTypeScriptBlocks(blocks) {
  /** @type {CodeBlock[]} */
  const check = [];
  /** @type {CodeBlock[]} */
  const optedOut = [];
  /** @type {Problem[]} */
  const problems = [];
  for (const block of blocks) {
    if (!isTsLang(block.lang)) continue;
    const {nocheck, fragment} = block.meta;
    const where = {file: block.file, line: block.line};
    if (fragment !== undefined) {
      problems.push({
        ...where,
        message: `${block.lang} block: "fragment" is for rust blocks; a ${block.lang} block compiles as a module of its own, or opts out with nocheck="reason"`,
      });
      continue;
    }
    if (nocheck === undefined) {
      check.push(block);
    } else if (nocheck === true || nocheck.trim() === '') {
      problems.push({
        ...where,
        message: `${block.lang} block: nocheck needs a reason the reader can see, e.g. nocheck="needs the client generated from the IDL"`,
      });
    } else {
      optedOut.push(block);
    }
  }
  return {check, optedOut, problems};
}

/** Compiler options for the samples: what a reader's strict project would use. */
const SAMPLE_OPTIONS = {
  strict: true,
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  moduleDetection: 'force',
  jsx: 'react-jsx',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  types: ['node'],
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  skipLibCheck: true,
  noEmit: true,
};

/**
 * A page path made safe to use as a folder inside the virtual tree.
 * @param {string} file
 */
function pageFolder(file) {
  return relative(process.cwd(), resolve(file))
    .split(sep)
    .map((part) => (part === '..' ? '_up' : part))
    .join('/');
}

/**
 * Where each block lives in the virtual tree: beside the other blocks of its
 * page, named by its `title` when that is a usable file name (so a block can
 * import another block of the same page, as a reader's project would), else by
 * its line.
 * @param {readonly CodeBlock[]} blocks
 * @param {string} virtualRoot
 * @returns {Map<string, CodeBlock>}
 */
function placeBlocks(blocks, virtualRoot) {
  /** @type {Map<string, CodeBlock>} */
  const files = new Map();
  for (const block of blocks) {
    const ext = TS_LANGS[/** @type {keyof typeof TS_LANGS} */ (block.lang)];
    const dir = posix.join(virtualRoot, pageFolder(block.file));
    const title = typeof block.meta.title === 'string' ? posix.normalize(block.meta.title) : '';
    const titled =
      title !== '' && !title.startsWith('..') && !posix.isAbsolute(title)
        ? /\.[cm]?[jt]sx?$/.test(title)
          ? title
          : title + ext
        : '';
    let path = titled ? posix.join(dir, titled) : '';
    if (!path || files.has(path)) path = posix.join(dir, `L${block.line}${ext}`);
    files.set(normalize(path), block);
  }
  return files;
}

/**
 * Compiles the blocks as modules of one program and returns every error,
 * mapped back to the page line it comes from.
 * @param {readonly CodeBlock[]} blocks blocks chosen by selectTypeScriptBlocks
 * @param {string} projectRoot the folder whose node_modules hold the pinned packages
 * @returns {Problem[]}
 */
export function typecheckBlocks(blocks, projectRoot) {
  if (blocks.length === 0) return [];
  const root = resolve(projectRoot);
  // Inside the project, so module resolution walks up to its node_modules.
  const virtualRoot = join(root, '.samples');
  const virtual = placeBlocks(blocks, virtualRoot);
  const {options, errors} = ts.convertCompilerOptionsFromJson(SAMPLE_OPTIONS, root);
  if (errors.length) throw new Error(ts.flattenDiagnosticMessageText(errors[0]?.messageText, '\n'));

  const host = ts.createCompilerHost(options, true);
  const {fileExists, readFile, getSourceFile, directoryExists, realpath} = host;
  const inVirtualRoot = (/** @type {string} */ path) =>
    normalize(path) === virtualRoot || normalize(path).startsWith(virtualRoot + sep);
  host.getCurrentDirectory = () => root;
  host.fileExists = (path) => virtual.has(normalize(path)) || fileExists.call(host, path);
  host.readFile = (path) => virtual.get(normalize(path))?.code ?? readFile.call(host, path);
  host.directoryExists = (path) =>
    inVirtualRoot(path)
      ? [...virtual.keys()].some((file) => file.startsWith(normalize(path) + sep))
      : (directoryExists?.call(host, path) ?? true);
  host.realpath = (path) => (inVirtualRoot(path) ? path : (realpath?.call(host, path) ?? path));
  host.getSourceFile = (path, languageVersion, onError, shouldCreate) => {
    const block = virtual.get(normalize(path));
    return block
      ? ts.createSourceFile(path, block.code, languageVersion, true)
      : getSourceFile.call(host, path, languageVersion, onError, shouldCreate);
  };

  const program = ts.createProgram({rootNames: [...virtual.keys()], options, host});
  /** @type {Problem[]} */
  const problems = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
    const text = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    const source = diagnostic.file;
    const block = source ? virtual.get(normalize(source.fileName)) : undefined;
    if (source && block && diagnostic.start !== undefined) {
      const {line} = source.getLineAndCharacterOfPosition(diagnostic.start);
      problems.push({
        file: block.file,
        line: block.line + 1 + line,
        message: `${block.lang} block (line ${block.line}): ${text}`,
      });
    } else {
      // Not in a sample (a declaration file or the options): name what we have.
      problems.push({file: source?.fileName ?? '(compiler)', line: 0, message: text});
    }
  }
  // Page order, whatever order the compiler visited the files in.
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
