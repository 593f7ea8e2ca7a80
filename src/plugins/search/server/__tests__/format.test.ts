import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeIndex, encodeIndex, type EncodedIndex} from '../../shared/format';
import {pageRecords} from '../records';

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
    expect(encoded.sections[2]).toEqual([
      0,
      3,
      'deep',
      'Deep heading',
      'Under a skipped level; the formula r + 1 stays as TeX.',
    ]);
  });

  it('refuses a section that comes before its page title', () => {
    expect(() => encodeIndex(records.slice(1))).toThrow(/before the title record/);
  });
});

describe('decodeIndex', () => {
  it('gives back exactly the records that were encoded', () => {
    expect(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(records))))).toEqual(records);
  });

  it('rejects files of another format', () => {
    expect(() => decodeIndex({version: 2} as unknown as EncodedIndex)).toThrow(/unknown format/);
    expect(() =>
      decodeIndex({version: 1, pages: [], sections: [[0, 1, null, null, null]]}),
    ).toThrow(/missing page/);
  });
});
