#!/usr/bin/env node
// @ts-check
// Checks the code samples of the docs: every ts/tsx/js block type-checks
// against the packages the portal pins (one compiler program for all of them),
// every rust block parses. Usage: node scripts/check-samples.mjs [folder|file ...]
// (default: docs). Prints each problem as `file:line: message`, then one
// summary line; exit 1 when there is any problem.
import {fileURLToPath} from 'node:url';
import {dirname, join, relative} from 'node:path';
import {extractFromRoots} from './samples/extract.mjs';
import {selectTypeScriptBlocks, typecheckBlocks} from './samples/typecheck.mjs';
import {checkRustBlocks} from './samples/rust.mjs';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const roots = args.length ? args : [relative(process.cwd(), join(projectRoot, 'docs'))];

const {blocks, problems, pages} = extractFromRoots(roots);
const selected = selectTypeScriptBlocks(blocks);
const tsProblems = [...selected.problems, ...typecheckBlocks(selected.check, projectRoot)];
const rust = await checkRustBlocks(blocks);
const all = [...problems, ...tsProblems, ...rust.problems].sort(
  (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
);

for (const {file, line, message} of all) console.error(`${file}:${line}: ${message}`);
const plural = (/** @type {number} */ n, /** @type {string} */ word) =>
  `${n} ${word}${n === 1 ? '' : 's'}`;
console.log(
  `samples: ${selected.check.length} ts blocks checked, ${selected.optedOut.length} opted out, ` +
    `${plural(tsProblems.length, 'error')}; ${rust.checked} rust blocks parsed ` +
    `(${plural(rust.fragments, 'fragment')}), ${plural(rust.problems.length, 'error')}; ` +
    `${plural(pages, 'page')}${problems.length ? `, ${plural(problems.length, 'unreadable page')}` : ''}`,
);
process.exit(all.length ? 1 : 0);
