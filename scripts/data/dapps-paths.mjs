#!/usr/bin/env node
// @ts-check
// Writes the list of paths (files and folders) of the gear-foundation/dapps
// commits the example pages link to, one file per commit, from a local mirror
// of the repository. The source-link check (src/data/__tests__/sourceLinks.test.ts)
// reads these lists, so it runs offline and fails on a path the commit lacks.
// Usage: node scripts/data/dapps-paths.mjs <path to a dapps git directory>
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const gitDir = process.argv[2];
if (!gitDir) {
  console.error('usage: node scripts/data/dapps-paths.mjs <dapps git directory>');
  process.exit(2);
}
const {values} = JSON.parse(readFileSync(join(root, 'src/data/release.json'), 'utf8'));
for (const key of ['dappsCommit', 'dappsArchiveCommit']) {
  const commit = values[key].value;
  const paths = execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-t', '--name-only', commit], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\n')
    .filter(Boolean)
    .sort();
  const out = join(root, 'src/data', `dapps-paths-${commit.slice(0, 7)}.txt`);
  writeFileSync(out, `# gear-foundation/dapps ${commit}: every file and folder\n${paths.join('\n')}\n`);
  console.log(`${key}: ${paths.length} paths -> ${out}`);
}
