import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeIndex, encodeIndex, headingSlug, type EncodedIndex} from '../../shared/format';
import {pageIndex} from '../records';

const pageRecords = (html: string, url: string) => pageIndex(html, url).records;

const records = [
  ...pageRecords(
    readFileSync(join(__dirname, 'fixtures', 'site', 'docs', 'build', 'state.html'), 'utf8'),
    '/docs/build/state',
  ),
  ...pageRecords(
    readFileSync(join(__dirname, 'fixtures', 'site', 'docs', 'welcome.html'), 'utf8'),
    '/docs/welcome',
  ),
];

describe('encodeIndex', () => {
  it('stores each page once and each section as a tuple', () => {
    const encoded = encodeIndex(records);
    expect(encoded.pages).toEqual([
      {
        url: '/docs/build/state',
        lvl0: 'Build programs',
        lvl1: 'Exposing state',
        language: 'en',
        tag: 'docs-default-current',
      },
      {
        url: '/docs/welcome',
        lvl0: 'Documentation',
        lvl1: 'Welcome',
        language: 'en',
        tag: 'docs-default-current',
      },
    ]);
    // "deep" is not the slug of "Deep heading": written out.
    expect(encoded.sections[2]).toEqual([
      0,
      3,
      'deep',
      'Deep heading',
      'Under a skipped level; the formula r + 1 stays as TeX.',
    ]);
  });

  it('writes the words the text uses three times or more as codes', () => {
    const encoded = encodeIndex(records);
    expect(encoded.words).toBe('item');
    expect(encoded.sections[1]?.[4]).toBe(
      'Frontends need data: balances, a game board, open orders. First ~0 with a link Nested ~0 Second ~0',
    );
  });

  it("writes 0 for an anchor that is its heading's slug", () => {
    const encoded = encodeIndex(records);
    // "Purpose" → "purpose"; "Parameters <T>" → "table" differs.
    expect(encoded.sections[1]?.[2]).toBe(0);
    expect(encoded.sections[3]?.[2]).toBe('table');
    expect(encoded.version).toBe(3);
  });

  it('refuses a section that comes before its page title', () => {
    expect(() => encodeIndex(records.slice(1))).toThrow(/before the title record/);
  });
});

describe('headingSlug', () => {
  it('makes the ids the docs give their headings', () => {
    expect(headingSlug('Gas reservation')).toBe('gas-reservation');
    expect(headingSlug('What `msg::reply` returns')).toBe('what-msgreply-returns');
    expect(headingSlug('Errors and edge cases')).toBe('errors-and-edge-cases');
    expect(headingSlug('  Über-große Zahlen ')).toBe('über-große-zahlen');
  });
});

describe('decodeIndex', () => {
  it('gives back exactly the records that were encoded', () => {
    expect(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(records))))).toEqual(records);
  });

  it('rejects files of another format', () => {
    expect(() => decodeIndex({version: 4} as unknown as EncodedIndex)).toThrow(/unknown format/);
    expect(() =>
      decodeIndex({version: 3, pages: [], sections: []} as unknown as EncodedIndex),
    ).toThrow(/no word list/);
    expect(() =>
      decodeIndex({version: 3, words: '', pages: [], sections: [[0, 1, null, null, null]]}),
    ).toThrow(/missing page/);
  });
});
