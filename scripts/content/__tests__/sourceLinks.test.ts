// Example pages link the dapps repository at the commits of the release set,
// and every linked file or folder exists there. The lists of each commit's
// paths are data in the repo (src/data/dapps-paths-<commit>.txt, written by
// scripts/data/dapps-paths.mjs from a fetched copy), so this runs offline.
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {findAll, readPages} from '../pages.mjs';
import {fillReleaseValues} from '../../../src/remark/releaseValues';
import {releaseValues} from '../../../src/data/releaseSet';

const root = join(__dirname, '..', '..', '..');
const pages = readPages(root);
const LINK =
  /https:\/\/github\.com\/gear-foundation\/dapps\/(tree|blob|raw)\/([^/\s)"'>]+)\/?([^\s)"'>#?]*)/g;

/** The paths of each pinned commit. */
const pinned = new Map(
  ['dappsCommit', 'dappsArchiveCommit'].map((key) => {
    const commit = releaseValues[key]!.value;
    const file = join(root, 'src/data', `dapps-paths-${commit.slice(0, 7)}.txt`);
    const paths = new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    );
    return [commit, paths] as const;
  }),
);

const links = pages.flatMap((page) =>
  findAll(page.text, LINK).map(({line, match}) => {
    const url = fillReleaseValues(match, `${page.file}:${line}`);
    const [, , ref = '', path = ''] = new RegExp(LINK.source).exec(url) ?? [];
    return {at: `${page.file}:${line}`, url, ref, path: path.replace(/\/$/, '')};
  }),
);

describe('links into gear-foundation/dapps', () => {
  it('exist on the example pages', () => {
    expect(links.filter((l) => l.at.startsWith('docs/examples/')).length).toBeGreaterThan(40);
  });

  it('use a commit of the release set', () => {
    const unpinned = links.filter((l) => !pinned.has(l.ref)).map((l) => `${l.at}: ${l.url}`);
    expect(unpinned).toEqual([]);
  });

  it('point at paths that exist at that commit', () => {
    const dead = links
      .filter((l) => pinned.has(l.ref) && l.path !== '' && !pinned.get(l.ref)!.has(l.path))
      .map((l) => `${l.at}: ${l.path} is not in dapps at ${l.ref.slice(0, 7)}`);
    expect(dead).toEqual([]);
  });
});
