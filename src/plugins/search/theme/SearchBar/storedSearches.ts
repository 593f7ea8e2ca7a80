/**
 * Recent and favourite searches, under DocSearch's keys and in its shape.
 * Storage is untrusted: an entry is kept only when its url is a site path and
 * every text is escaped text (no tag, no entity but `escapeHtml`'s), rebuilt
 * from those fields; failures are dropped from storage too. Without storage
 * the lists last the visit, in memory.
 */
import type {createStorageSlot} from '@docusaurus/theme-common';
import {escapeHtml} from '../../client/highlight';
import type {SearchHit} from '../../client';
import {isSitePath} from '../../../../utils/sitePath';
import {LEVELS, type Level} from '../../shared/types';
import {hitTexts, markedParts} from './results';

export function storedSearchKeys(indexName: string): readonly [string, string] {
  return [
    `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
    `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
  ];
}

const TYPES: ReadonlySet<string> = new Set([...LEVELS, 'content']);
/** Longer than any heading or snippet of the site. */
const MAX_TEXT = 1000;
const MAX_RECENT = 7;
const MAX_FAVORITE = 10;

export type SavedSearches = {
  readonly recent: readonly StoredSearch[];
  readonly favorite: readonly StoredSearch[];
};

/** The escaped text; null if absent; undefined when it fails. */
function escapedText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  const bad = typeof value !== 'string' || value.length > MAX_TEXT || /[<>]/.test(value);
  return bad || /&(?!amp;|lt;|gt;|quot;|#0?39;)/.test(value) ? undefined : value;
}

function rebuild(entry: unknown) {
  const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  const {objectID, type, url, hierarchy: source} = e;
  if (typeof objectID !== 'string' || objectID === '' || objectID.length > MAX_TEXT) return null;
  if (typeof type !== 'string' || !TYPES.has(type) || !isSitePath(url)) return null;
  if (typeof source !== 'object' || source === null) return null;
  const hierarchy = {} as Record<Level, string | null>;
  for (const level of LEVELS) {
    const text = escapedText((source as Record<string, unknown>)[level]);
    if (text === undefined) return null;
    hierarchy[level] = text;
  }
  const content = escapedText(e.content);
  if ((hierarchy.lvl0 === null && hierarchy.lvl1 === null) || content === undefined) return null;
  const [path = url, anchor = null] = url.split(/#(.*)/s);
  return {objectID, type, url, url_without_anchor: path, anchor, content, hierarchy};
}

export type StoredSearch = NonNullable<ReturnType<typeof rebuild>>;

export function checkStoredSearches(raw: string | null): StoredSearch[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.slice(0, MAX_FAVORITE + MAX_RECENT).flatMap((entry) => rebuild(entry) ?? []);
}

/** A chosen hit as saved (text as its snippet without marks); null if it would not read back. */
export function storedSearchOf(hit: SearchHit, url: string): StoredSearch | null {
  const hierarchy = Object.fromEntries(
    LEVELS.map((level) => [level, hit.hierarchy[level] && escapeHtml(hit.hierarchy[level])]),
  );
  const snippet = hit.type === 'content' ? hitTexts(hit).title : null;
  const text = snippet && markedParts(snippet).map((p) => p.text);
  const content = text && escapeHtml(text.join(''));
  return rebuild({objectID: hit.objectID, type: hit.type, url, hierarchy, content});
}

/** As Docusaurus's `createStorageSlot`. */
export type SlotOf = (
  key: string,
) => Pick<ReturnType<typeof createStorageSlot>, 'get' | 'set' | 'del'>;

/** By index name: read from storage once, then kept as written. */
const lists = new Map<string, SavedSearches>();

function write(indexName: string, slotOf: SlotOf, saved: SavedSearches): void {
  lists.set(indexName, saved);
  storedSearchKeys(indexName).forEach((key, i) => {
    const list = i === 0 ? saved.recent : saved.favorite;
    const slot = slotOf(key);
    if (list.length > 0) slot.set(JSON.stringify(list));
    else if (slot.get() !== null) slot.del();
  });
}

export function readSavedSearches(indexName: string, slotOf: SlotOf): SavedSearches {
  let saved = lists.get(indexName);
  if (!saved) {
    const keys = storedSearchKeys(indexName);
    const [recent, favorite] = keys.map((key) => checkStoredSearches(slotOf(key).get()));
    saved = {recent, favorite};
    // Written back as checked: what failed leaves storage too.
    write(indexName, slotOf, saved);
  }
  return saved;
}

export function changeSavedSearches(
  indexName: string,
  slotOf: SlotOf,
  change: (saved: SavedSearches) => SavedSearches,
): SavedSearches {
  const next = change(readSavedSearches(indexName, slotOf));
  write(indexName, slotOf, next);
  return next;
}

const others = (list: readonly StoredSearch[], entry: StoredSearch) =>
  list.filter((e) => e.objectID !== entry.objectID);

/** First in the recent searches, unless a favourite. */
export function withChosen(saved: SavedSearches, entry: StoredSearch): SavedSearches {
  if (saved.favorite.some((f) => f.objectID === entry.objectID)) return saved;
  return {...saved, recent: [entry, ...others(saved.recent, entry)].slice(0, MAX_RECENT)};
}

export function withFavorite(saved: SavedSearches, entry: StoredSearch): SavedSearches {
  const favorite = [entry, ...others(saved.favorite, entry)].slice(0, MAX_FAVORITE);
  return {recent: others(saved.recent, entry), favorite};
}

export function without(saved: SavedSearches, entry: StoredSearch): SavedSearches {
  return {recent: others(saved.recent, entry), favorite: others(saved.favorite, entry)};
}
