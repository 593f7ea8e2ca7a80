// Paths the pages present as files of a pinned repository exist at the pinned
// ref: links into the repositories, code-block titles on the example pages,
// path-shaped names on Source paragraphs (the rule: scripts/content/README.md).
// The path lists are data in the repo (src/data/repo-paths/, written by
// scripts/data/repo-paths.mjs from the mirrors), so this runs offline.
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readPages} from '../pages.mjs';
import {PINS, pathListFiles, pathsFile, readPathLists} from '../pins.mjs';
import {checkSourcePaths, sourceFolders, titlePath} from '../sourcePaths.mjs';

const root = join(__dirname, '..', '..', '..');
const pages = readPages(root);
const lists = readPathLists();
const format = (p: {file: string; line: number; message: string}) =>
  `${p.file}:${p.line}: ${p.message}`;

describe('paths of pinned repositories', () => {
  it('have a committed list for every pin the pages cite, and no list no page cites', () => {
    const files = pathListFiles();
    expect(files.length).toBeGreaterThanOrEqual(6);
    const known = new Set(PINS.map((pin) => pathsFile(pin).split('/').pop()));
    expect(files.filter((name) => !known.has(name))).toEqual([]);
  });

  it('are found by the example pages: each leaf page links a source folder', () => {
    const linked = pages.filter(
      (page) => page.file.startsWith('docs/examples/') && sourceFolders(page.text).length > 0,
    );
    expect(linked.length).toBeGreaterThan(35);
  });

  // Parses every docs page: seconds on a quiet machine, more on a busy one.
  it('exist at the pinned ref (links, code-block titles, Source paragraphs)', () => {
    const problems = pages.flatMap((page) =>
      checkSourcePaths(page.file, page.text, lists).map(format),
    );
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('the source-path check on planted pages', () => {
  const fixture = 'scripts/content/__tests__/fixtures/phantom-title.md';
  const text = readFileSync(join(root, fixture), 'utf8');
  const problems = checkSourcePaths(fixture, text, lists, true).map(format);

  it('fails a title naming a file the source folder lacks, with file and line', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^scripts\/content\/__tests__\/fixtures\/phantom-title\.md:17: code-block title "app\/src\/math\.rs" names no file under the page's source folders \(gear-foundation\/dapps@5077d4c:contracts\/dex\)/,
      ),
    );
  });

  it('fails a sketch titled like a path, a dead link and a link whose text names another file', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(/phantom-title\.md:23: .*marks a sketch/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /phantom-title\.md:11: contracts\/dex\/app\/src\/pool\.rs is not in gear-foundation\/dapps at 5077d4c$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /phantom-title\.md:13: the link text names app\/src\/lib\.rs but the link goes to contracts\/dex\/tests\/gtest\.rs$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /phantom-title\.md:8: .*links gear-tech\/gear at "master", not at a ref of the release set/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /phantom-title\.md:8: circuits\/ on the Source paragraph is not under its linked folders/,
      ),
    );
  });

  it('passes existing files, sketches and titles that are not paths', () => {
    expect(problems.filter((p) => /:(29|33|37):/.test(p))).toEqual([]);
    expect(problems).toHaveLength(6);
  });

  it('reads a title as a path only when it is shaped like one', () => {
    expect(titlePath('app/src/lib.rs (Sails)')).toBe('app/src/lib.rs');
    expect(titlePath('sketch: pricing rule')).toBeUndefined();
    expect(titlePath('dex.idl')).toBeUndefined();
    expect(titlePath("the ZKML actor's messages")).toBeUndefined();
  });
});
