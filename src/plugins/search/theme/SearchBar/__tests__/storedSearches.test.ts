import {describe, expect, it} from 'vitest';
import {
  changeSavedSearches,
  checkStoredSearches,
  readSavedSearches,
  storedSearchKeys,
  storedSearchOf,
  withChosen,
  withFavorite,
  without,
  type SlotOf,
  type StoredSearch,
} from '../storedSearches';
import {hitTexts, markedParts} from '../results';
import type {SearchHit} from '../../../client';
import {MemoryStorage} from '../../../../../utils/memoryStorage';
import {UNSAFE_LINKS} from '../../../../../utils/__tests__/unsafeLinks';

/** A saved search as this site (and DocSearch before it) writes it after a reader picks a result. */
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
  it('keeps a saved search as escaped text, shown as the text it stands for', () => {
    const [entry] = checkStoredSearches(list(SAVED));
    expect(entry?.url).toBe('/docs/api/vouchers#issue');
    expect(entry?.url_without_anchor).toBe('/docs/api/vouchers');
    expect(entry?.anchor).toBe('issue');
    expect(entry?.hierarchy.lvl2).toBe('Issue a voucher &amp; pay for &lt;messages&gt;');
    const {title, path} = hitTexts(entry as StoredSearch);
    expect(markedParts(title)).toEqual([
      {text: 'Issue a voucher & pay for <messages>', marked: false},
    ]);
    expect(path).toBe('Vouchers');
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

/** Docusaurus's storage slots over `storage`. */
function slotsOver(storage: Storage): SlotOf {
  return (key) => ({
    get: () => storage.getItem(key),
    set: (value) => storage.setItem(key, value),
    del: () => storage.removeItem(key),
  });
}

const entry = (objectID: string): StoredSearch => ({
  ...(checkStoredSearches(list(SAVED))[0] as StoredSearch),
  objectID,
});

describe('readSavedSearches', () => {
  it('reads the lists once, and drops what fails from storage too', () => {
    const storage = new MemoryStorage();
    const [recent, favourite] = storedSearchKeys('read');
    storage.setItem(recent, list({...SAVED, url: 'javascript:alert(1)'}, SAVED));
    storage.setItem(favourite, list({...SAVED, url: '//evil.example'}));
    storage.setItem('theme', 'dark');
    const saved = readSavedSearches('read', slotsOver(storage));
    expect(saved.recent).toEqual(checkStoredSearches(list(SAVED)));
    expect(saved.favorite).toEqual([]);
    expect(JSON.parse(storage.getItem(recent) ?? '')).toEqual(checkStoredSearches(list(SAVED)));
    expect(storage.getItem(favourite)).toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
    // Read once a page life: a later change to storage is not read.
    storage.setItem(recent, '[]');
    expect(readSavedSearches('read', slotsOver(storage))).toBe(saved);
  });

  it('keeps the lists for the visit where storage holds nothing', () => {
    const nowhere: SlotOf = () => ({get: () => null, set: () => undefined, del: () => undefined});
    expect(readSavedSearches('blocked', nowhere)).toEqual({recent: [], favorite: []});
    changeSavedSearches('blocked', nowhere, (s) => withChosen(s, entry('a')));
    expect(readSavedSearches('blocked', nowhere).recent.map((e) => e.objectID)).toEqual(['a']);
  });

  it('writes each change, and removes a list left empty', () => {
    const storage = new MemoryStorage();
    const slots = slotsOver(storage);
    const [recent, favourite] = storedSearchKeys('write');
    changeSavedSearches('write', slots, (s) => withChosen(s, entry('a')));
    expect(checkStoredSearches(storage.getItem(recent))).toEqual([entry('a')]);
    changeSavedSearches('write', slots, (s) => withFavorite(s, entry('a')));
    expect(storage.getItem(recent)).toBeNull();
    expect(checkStoredSearches(storage.getItem(favourite))).toEqual([entry('a')]);
  });
});

describe('the saved lists', () => {
  const ids = (entries: readonly StoredSearch[]) => entries.map((e) => e.objectID);
  const none = {recent: [], favorite: []};

  it('puts a chosen result first among the recent ones, once, seven at most', () => {
    let saved = none as Parameters<typeof withChosen>[0];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'c'])
      saved = withChosen(saved, entry(id));
    expect(ids(saved.recent)).toEqual(['c', 'h', 'g', 'f', 'e', 'd', 'b']);
  });

  it('moves a recent search to the favourites, and leaves a chosen favourite there', () => {
    let saved = withChosen(withChosen(none, entry('a')), entry('b'));
    saved = withFavorite(saved, entry('a'));
    expect([ids(saved.recent), ids(saved.favorite)]).toEqual([['b'], ['a']]);
    saved = withChosen(saved, entry('a'));
    expect([ids(saved.recent), ids(saved.favorite)]).toEqual([['b'], ['a']]);
    saved = without(without(saved, entry('a')), entry('b'));
    expect(saved).toEqual(none);
  });
});

describe('storedSearchOf', () => {
  const hit = (fields: Partial<SearchHit>): SearchHit => ({
    objectID: 'docs/x#y',
    url: '/docs/x#y',
    url_without_anchor: '/docs/x',
    anchor: 'y',
    type: 'content',
    content: 'The whole text of the section, long.',
    language: 'en',
    docusaurus_tag: 'default',
    hierarchy: {
      lvl0: 'Build',
      lvl1: 'A <page> & more',
      lvl2: 'Section',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {hierarchy: {}},
    _snippetResult: {content: {value: '… the <mark>gas</mark> &amp; more …'}},
    ...fields,
  });

  it('saves the headings and the snippet as escaped text, which reads back', () => {
    const saved = storedSearchOf(hit({}), '/docs/x#y');
    expect(saved?.hierarchy.lvl1).toBe('A &lt;page&gt; &amp; more');
    expect(saved?.content).toBe('… the gas &amp; more …');
    expect(checkStoredSearches(list(saved))).toEqual([saved]);
  });

  it('saves nothing for a link off the site', () => {
    expect(storedSearchOf(hit({}), 'https://elsewhere.example/x')).toBeNull();
  });
});
