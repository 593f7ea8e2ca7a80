import {describe, expect, it} from 'vitest';
import {extractBlocks, extractFromRoots, markdownFiles, parseMeta} from '../extract.mjs';

const FIXTURES = 'scripts/samples/__tests__/fixtures';

describe('parseMeta', () => {
  it('reads quoted values, bare flags and ignores highlight ranges', () => {
    expect(parseMeta('title="src/lib.rs" {1,3-4} fragment nocheck=\'why not\' lines=3')).toEqual({
      title: 'src/lib.rs',
      fragment: true,
      nocheck: 'why not',
      lines: '3',
    });
  });

  it('keeps an empty reason apart from a bare flag', () => {
    expect(parseMeta('nocheck=""')).toEqual({nocheck: ''});
    expect(parseMeta('nocheck')).toEqual({nocheck: true});
    expect(parseMeta(null)).toEqual({});
  });
});

describe('extractBlocks', () => {
  it('finds fences in lists and admonitions with the line of their opening fence', () => {
    const source = [
      '---',
      'title: x',
      '---',
      '',
      '1. Step:',
      '',
      '   ```ts title="a.ts"',
      '   const a = 1;',
      '   ```',
      '',
      ':::note',
      '',
      '```rust fragment',
      'let b = 2;',
      '```',
      '',
      ':::',
      '',
      '```',
      'plain',
      '```',
    ].join('\n');
    expect(extractBlocks(source, 'p.md')).toEqual({
      problems: [],
      blocks: [
        {file: 'p.md', line: 7, lang: 'ts', meta: {title: 'a.ts'}, code: 'const a = 1;'},
        {file: 'p.md', line: 13, lang: 'rust', meta: {fragment: true}, code: 'let b = 2;'},
        {file: 'p.md', line: 19, lang: '', meta: {}, code: 'plain'},
      ],
    });
  });

  it('reports an MDX syntax error with its line instead of throwing', () => {
    const {blocks, problems} = extractBlocks('# T\n\n<div>\nnever closed\n', 'broken.mdx');
    expect(blocks).toEqual([]);
    expect(problems).toEqual([
      {
        file: 'broken.mdx',
        line: 3,
        message: 'MDX syntax error: Expected a closing tag for `<div>` (3:1-3:6)',
      },
    ]);
  });
});

describe('markdownFiles', () => {
  it('lists .md and .mdx files in sorted order, or the file given', () => {
    expect(markdownFiles(FIXTURES)).toEqual([
      `${FIXTURES}/bad/broken.mdx`,
      `${FIXTURES}/bad/page.md`,
      `${FIXTURES}/good/page.md`,
    ]);
    expect(markdownFiles(`${FIXTURES}/good/page.md`)).toEqual([`${FIXTURES}/good/page.md`]);
  });
});

describe('extractFromRoots', () => {
  it('gathers the blocks and problems of every page', () => {
    const {blocks, problems, pages} = extractFromRoots([FIXTURES]);
    expect(pages).toBe(3);
    expect(blocks.map((b) => `${b.lang}:${b.line}`)).toEqual([
      'ts:7',
      'ts:15',
      'ts:20',
      'tsx:24',
      'ts:28',
      'rust:32',
      'rust:38',
      'rust:42',
      'rust:46',
      'rust:51',
      'ts:10',
      'ts:20',
      'tsx:28',
      'js:47',
      'ts:53',
      'rust:59',
      'rust:76',
      'bash:81',
    ]);
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([`${FIXTURES}/bad/broken.mdx:3`]);
  });
});
