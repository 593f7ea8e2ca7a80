import {describe, expect, it} from 'vitest';
import {checkStoredSearches, cleanStoredSearches, storedSearchKeys} from '../storedSearches';
import {MemoryStorage} from '../../../../../utils/memoryStorage';
import {UNSAFE_LINKS} from '../../../../../utils/__tests__/unsafeLinks';

/** A saved search as DocSearch writes it after a reader picks a result here. */
const SAVED = {
  objectID: 'docs/api/vouchers#issue',
  type: 'lvl2',
  url: '/docs/api/vouchers#issue',
  url_without_anchor: '/docs/api/vouchers',
  anchor: 'issue',
  content: null,
  hierarchy: {
    lvl0: 'API',
    lvl1: 'Vouchers',
    lvl2: 'Issue a voucher &amp; pay for &lt;messages&gt;',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
};

const list = (...entries: unknown[]) => JSON.stringify(entries);

describe('checkStoredSearches', () => {
  it('keeps a saved search and rebuilds its highlights from the plain text', () => {
    const [entry] = checkStoredSearches(list(SAVED));
    expect(entry?.url).toBe('/docs/api/vouchers#issue');
    expect(entry?.url_without_anchor).toBe('/docs/api/vouchers');
    expect(entry?.anchor).toBe('issue');
    expect(entry?.hierarchy.lvl2).toBe('Issue a voucher &amp; pay for &lt;messages&gt;');
    expect(entry?._snippetResult.hierarchy.lvl2?.value).toBe(
      'Issue a voucher &amp; pay for &lt;messages&gt;',
    );
    expect(entry?._highlightResult.hierarchy.lvl1).toEqual({
      value: 'Vouchers',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('drops entries with markup in any text field', () => {
    const bad = [
      {...SAVED, hierarchy: {...SAVED.hierarchy, lvl1: '<img src=x onerror=alert(1)>'}},
      {...SAVED, hierarchy: {...SAVED.hierarchy, lvl0: '<b>API</b>'}},
      {...SAVED, content: '<svg onload=alert(1)>'},
      {...SAVED, hierarchy: {...SAVED.hierarchy, lvl2: '&#x3c;img src=x&#x3e;'}},
      {...SAVED, hierarchy: {...SAVED.hierarchy, lvl3: 42}},
      {...SAVED, hierarchy: {...SAVED.hierarchy, lvl1: 'x'.repeat(5000)}},
      {...SAVED, hierarchy: 'API'},
    ];
    expect(checkStoredSearches(list(...bad))).toEqual([]);
  });

  it('drops entries whose link leaves the site or runs script', () => {
    const urls = [...UNSAFE_LINKS, 42];
    expect(checkStoredSearches(list(...urls.map((url) => ({...SAVED, url}))))).toEqual([]);
  });

  it('keeps only known fields: a stored highlight or anything else is not read', () => {
    const [entry] = checkStoredSearches(
      list({
        ...SAVED,
        _highlightResult: {hierarchy: {lvl1: {value: '<img src=x onerror=alert(1)>'}}},
        _snippetResult: {content: {value: '<script>alert(1)</script>'}},
        __proto__: {polluted: true},
        extra: '<img>',
      }),
    );
    expect(JSON.stringify(entry)).not.toMatch(/<img|<script|extra|polluted/);
  });

  it('reads broken JSON, another shape, or an unknown type as no entries', () => {
    for (const raw of [null, '', '{', 'null', '{"a":1}', list({...SAVED, type: 'script'})]) {
      expect(checkStoredSearches(raw), String(raw)).toEqual([]);
    }
  });
});

describe('cleanStoredSearches', () => {
  it('writes back only the entries that pass and removes a list with none', () => {
    const storage = new MemoryStorage();
    const [recent, favourite] = storedSearchKeys('vara') as [string, string];
    storage.setItem(recent, list({...SAVED, url: 'javascript:alert(1)'}, SAVED));
    storage.setItem(favourite, list({...SAVED, url: '//evil.example'}));
    storage.setItem('theme', 'dark');
    cleanStoredSearches(storage, 'vara');
    expect(checkStoredSearches(storage.getItem(recent))).toHaveLength(1);
    expect(JSON.parse(storage.getItem(recent) ?? '')).toEqual(checkStoredSearches(list(SAVED)));
    expect(storage.getItem(favourite)).toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('leaves storage that throws alone', () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(() => cleanStoredSearches(storage, 'vara')).not.toThrow();
  });
});
