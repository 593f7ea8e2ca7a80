#!/usr/bin/env node
// Lists the longest functions of the site's own code, to see where a newcomer
// meets a wall of code. A function's length is its first to its last line,
// nested functions included; arrow functions and function expressions take
// the name of the variable, property or class member they are assigned to.
// Tests (__tests__ folders, *.test.*) are left out unless --tests is given.
//
// Usage: node scripts/lib/longest-functions.mjs [N=10] [--tests] [folder ...=src scripts]
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {pathToFileURL} from 'node:url';
import {parse} from '@babel/parser';
import traverseModule from '@babel/traverse';

// CommonJS package: its default export arrives wrapped or not, depending on the loader.
const traverse = traverseModule.default ?? traverseModule;

const SOURCE = /\.(?:ts|tsx|mjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', '.docusaurus', 'coverage']);
const TEST = /(?:^|\/)__tests__\/|\.test\.[^/]+$/;

/**
 * Every source file below `dir`, in a stable order.
 * @param {string} dir
 * @returns {string[]}
 */
export function sourceFiles(dir) {
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
      return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
}

/**
 * The name a reader would look for: the declaration's own, else what it is assigned to.
 * @param {import('@babel/traverse').NodePath} path
 * @returns {string}
 */
function functionName(path) {
  const {node, parent} = path;
  if ('id' in node && node.id) return node.id.name;
  if ((node.type === 'ObjectMethod' || node.type === 'ClassMethod') && !node.computed) {
    return keyName(node.key);
  }
  if (parent.type === 'VariableDeclarator' && parent.id.type === 'Identifier')
    return parent.id.name;
  if (parent.type === 'AssignmentExpression') return keyName(parent.left);
  if ((parent.type === 'ObjectProperty' || parent.type === 'ClassProperty') && !parent.computed) {
    return keyName(parent.key);
  }
  // A callback: named after the call it is passed to, e.g. "useEffect callback".
  if (parent.type === 'CallExpression') return `${keyName(parent.callee)} callback`;
  if (parent.type === 'ExportDefaultDeclaration') return 'default export';
  return '(anonymous)';
}

/** @param {import('@babel/types').Node} node */
function keyName(node) {
  if (node.type === 'Identifier' || node.type === 'PrivateName') {
    return node.type === 'Identifier' ? node.name : `#${node.id.name}`;
  }
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'MemberExpression' && !node.computed) {
    return `${keyName(node.object)}.${keyName(node.property)}`;
  }
  if (node.type === 'ThisExpression') return 'this';
  return '(anonymous)';
}

/**
 * Every function in one file's source, with its length in lines.
 * @param {string} source
 * @param {string} file shown in the result, and tells JSX from plain TypeScript
 * @returns {{file: string, name: string, line: number, lines: number}[]}
 */
export function functionsOf(source, file) {
  const plugins = file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
  const ast = parse(source, {sourceType: 'module', plugins});
  /** @type {{file: string, name: string, line: number, lines: number}[]} */
  const found = [];
  traverse(ast, {
    Function(path) {
      const {loc} = path.node;
      if (!loc) return;
      found.push({
        file,
        name: functionName(path),
        line: loc.start.line,
        lines: loc.end.line - loc.start.line + 1,
      });
    },
  });
  return found;
}

/**
 * The `count` longest functions below `roots`, longest first (ties by file and line).
 * @param {{roots: string[], count: number, tests?: boolean, cwd?: string}} options
 */
export function longestFunctions({roots, count, tests = false, cwd = process.cwd()}) {
  return roots
    .flatMap((root) => sourceFiles(root))
    .map((path) => relative(cwd, path))
    .filter((file) => tests || !TEST.test(file))
    .flatMap((file) => functionsOf(readFileSync(file, 'utf8'), file))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line)
    .slice(0, count);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10);
  const tests = args.includes('--tests');
  const folders = args.filter((arg) => !/^\d+$/.test(arg) && arg !== '--tests');
  const rows = longestFunctions({
    roots: folders.length ? folders : ['src', 'scripts'],
    count,
    tests,
  });
  for (const {lines, name, file, line} of rows) {
    console.log(`${String(lines).padStart(5)}  ${name}  ${file}:${line}`);
  }
}
