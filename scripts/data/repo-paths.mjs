#!/usr/bin/env node
// @ts-check
// Writes the path lists of the pinned repositories the docs cite
// (src/data/repo-paths/<owner>+<name>@<ref>.txt) from local mirrors: the
// top-level entries, and every file and folder under each top-level folder a
// page links or names in a code-block title. The content check
// (scripts/content/__tests__/sourcePaths.test.ts) reads them, so it runs
// offline. Run after a release bump or when a page cites a new folder.
// Usage: node scripts/data/repo-paths.mjs [--mirrors DIR]  (DIR holds <owner>+<name>/repo; default /work/.mirror)
import {execFileSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {basename, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {PATHS_DIR, PINS, pathListFiles, pathsFile, root} from '../content/pins.mjs';
import {citedPaths} from '../content/sourcePaths.mjs';
import {readPages} from '../content/pages.mjs';

/** @typedef {import('../content/pins.mjs').Pin} Pin */

/**
 * The entries of a repository at a ref: the top level, or every path under some folders.
 * @param {string} gitDir
 * @param {string} ref
 * @param {string[]} [under] folders to list recursively; none: the top level only
 * @returns {{path: string, folder: boolean}[]}
 */
function gitEntries(gitDir, ref, under = []) {
  const recursive = under.length ? ['-r', '-t'] : [];
  const args = ['--git-dir', gitDir, 'ls-tree', ...recursive, ref, '--', ...under];
  return execFileSync('git', args, {encoding: 'utf8', maxBuffer: 64 << 20})
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [info = '', path = ''] = line.split('\t');
      return {path, folder: info.split(' ')[1] === 'tree'};
    });
}

/**
 * The text of one list: a header naming the ref and the folders covered, then the paths.
 * @param {Pin} pin
 * @param {string[]} covers
 * @param {string[]} paths
 */
export function renderList(pin, covers, paths) {
  return [
    `# ${pin.repo} ${pin.ref} (release value ${pin.key}): the top-level entries and every path under the folders below`,
    `# covers: ${covers.join(' ')}`,
    ...[...new Set(paths)].sort(),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--mirrors');
  const mirrors = at > 0 ? (process.argv[at + 1] ?? '') : '/work/.mirror';
  /** @type {Map<Pin, Set<string>>} */
  const cited = new Map();
  for (const page of readPages(root)) {
    for (const {pin, path} of citedPaths(page.file, page.text)) {
      if (!cited.has(pin)) cited.set(pin, new Set());
      cited.get(pin)?.add(path);
    }
  }
  mkdirSync(PATHS_DIR, {recursive: true});
  const written = new Set();
  for (const pin of PINS) {
    const paths = cited.get(pin);
    if (!paths) continue;
    const gitDir = join(mirrors, pin.repo.replace('/', '+'), 'repo');
    const top = gitEntries(gitDir, pin.ref);
    const folders = new Set(top.filter((e) => e.folder).map((e) => e.path));
    const covers = [...new Set([...paths].map((p) => p.split('/')[0] ?? ''))]
      .filter((name) => folders.has(name))
      .sort();
    const under = covers.length ? gitEntries(gitDir, pin.ref, covers) : [];
    const file = pathsFile(pin);
    const listed = [...top, ...under].map((e) => e.path);
    writeFileSync(file, renderList(pin, covers, listed));
    written.add(basename(file));
    console.log(
      `${pin.repo}@${pin.ref}: ${listed.length} paths (${covers.join(' ') || 'top level only'}) -> ${relative(root, file)}`,
    );
  }
  for (const name of pathListFiles()) {
    if (!written.has(name)) {
      rmSync(join(PATHS_DIR, name));
      console.log(`removed ${name}: no page cites it`);
    }
  }
}
