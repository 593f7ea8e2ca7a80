/**
 * The recent and favourite searches of the modal's start screen, kept in
 * localStorage under DocSearch's keys and in its shape, so that lists saved
 * before this modal carry over. Storage can hold anything: an edit by hand or
 * by another script of the origin, an extension, an older version. So an
 * entry is kept only when its url is a path of this site and every text field
 * is escaped text (as this site saves it: no tag, no entity but the five
 * `escapeHtml` writes), and it is rebuilt from those fields alone. Entries
 * that fail are dropped, from storage too.
 *
 * The modal reads and writes through Docusaurus's storage slots
 * (`createStorageSlot`): storage that cannot be opened is reported once (by
 * Docusaurus) and a failed write is logged; the lists then last for the
 * visit, in memory here.
 */
import {escapeHtml} from '../../client/highlight';
import type {SearchHit} from '../../client';
import {isSitePath} from '../../../../utils/sitePath';
import {LEVELS, type Level} from '../../shared/types';
import {hitTexts, markedParts} from './results';

/** DocSearch's storage keys for one index: recent, then favourite. */
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

/** A saved search as stored (text fields escaped). */
export type StoredSearch = {
  objectID: string;
  type: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<Level, string | null>;
};

export type SavedSearches = {
  readonly recent: readonly StoredSearch[];
  readonly favorite: readonly StoredSearch[];
};

/**
 * A stored field, checked: the escaped text itself; null for a field that is
 * null or absent; undefined when the field is anything else (markup, a stray
 * "&", not a string, too long).
 */
function escapedText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.length > MAX_TEXT || /[<>]/.test(value)) return undefined;
  return /&(?!amp;|lt;|gt;|quot;|#0?39;)/.test(value) ? undefined : value;
}

/** One entry rebuilt from its checked fields, or null when it fails. */
function rebuild(entry: unknown): StoredSearch | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const e = entry as Record<string, unknown>;
  if (typeof e.objectID !== 'string' || e.objectID.length === 0 || e.objectID.length > MAX_TEXT) {
    return null;
  }
  if (typeof e.type !== 'string' || !TYPES.has(e.type) || !isSitePath(e.url)) return null;
  const source = e.hierarchy;
  if (typeof source !== 'object' || source === null) return null;
  const hierarchy = {} as Record<Level, string | null>;
  for (const level of LEVELS) {
    const text = escapedText((source as Record<string, unknown>)[level]);
    if (text === undefined) return null;
    hierarchy[level] = text;
  }
  const content = escapedText(e.content);
  if ((hierarchy.lvl0 === null && hierarchy.lvl1 === null) || content === undefined) return null;
  const hash = e.url.indexOf('#');
  return {
    objectID: e.objectID,
    type: e.type,
    url: e.url,
    url_without_anchor: hash === -1 ? e.url : e.url.slice(0, hash),
    anchor: hash === -1 ? null : e.url.slice(hash + 1),
    content,
    hierarchy,
  };
}

/** The entries of a stored list that pass, rebuilt; [] for anything but a JSON array. */
export function checkStoredSearches(raw: string | null): StoredSearch[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .slice(0, MAX_FAVORITE + MAX_RECENT)
    .map(rebuild)
    .filter((entry): entry is StoredSearch => entry !== null);
}

/**
 * The entry a chosen hit is saved as, at `url` (the link the modal gave it):
 * its headings, and for text its snippet without marks; null when it could
 * not be read back (a link off the site, text too long).
 */
export function storedSearchOf(hit: SearchHit, url: string): StoredSearch | null {
  const hierarchy = {} as Record<Level, string | null>;
  for (const level of LEVELS) {
    const value = hit.hierarchy[level];
    hierarchy[level] = typeof value === 'string' ? escapeHtml(value) : null;
  }
  const snippet = hit.type === 'content' ? hitTexts(hit).title : null;
  const content =
    snippet &&
    escapeHtml(
      markedParts(snippet)
        .map((p) => p.text)
        .join(''),
    );
  return rebuild({objectID: hit.objectID, type: hit.type, url, hierarchy, content});
}

/** A place in storage, as Docusaurus's `createStorageSlot` gives it. */
export type SlotOf = (key: string) => {
  get(): string | null;
  set(value: string): void;
  del(): void;
};

/** The lists of this page life, by index name: read from storage once, then kept as written. */
const lists = new Map<string, SavedSearches>();

function write(indexName: string, slotOf: SlotOf, saved: SavedSearches): void {
  lists.set(indexName, saved);
  const [recentKey, favoriteKey] = storedSearchKeys(indexName);
  for (const [key, list] of [
    [recentKey, saved.recent],
    [favoriteKey, saved.favorite],
  ] as const) {
    const slot = slotOf(key);
    if (list.length > 0) slot.set(JSON.stringify(list));
    else if (slot.get() !== null) slot.del();
  }
}

/** The saved searches of `indexName`; entries that fail the check are dropped from storage too. */
export function readSavedSearches(indexName: string, slotOf: SlotOf): SavedSearches {
  let saved = lists.get(indexName);
  if (!saved) {
    const raw = storedSearchKeys(indexName).map((key) => slotOf(key).get());
    const [recent, favorite] = raw.map(checkStoredSearches) as [StoredSearch[], StoredSearch[]];
    saved = {recent, favorite};
    const same = [recent, favorite].every(
      (list, i) => (list.length === 0 ? null : JSON.stringify(list)) === raw[i],
    );
    if (same) lists.set(indexName, saved);
    else write(indexName, slotOf, saved);
  }
  return saved;
}

/** Writes `change` of the saved searches of `indexName`; gives the lists as written. */
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

/** A chosen result joins the recent searches, first, unless it is a favourite. */
export function withChosen(saved: SavedSearches, entry: StoredSearch): SavedSearches {
  if (saved.favorite.some((f) => f.objectID === entry.objectID)) return saved;
  return {...saved, recent: [entry, ...others(saved.recent, entry)].slice(0, MAX_RECENT)};
}

/** A recent search becomes a favourite. */
export function withFavorite(saved: SavedSearches, entry: StoredSearch): SavedSearches {
  return {
    recent: others(saved.recent, entry),
    favorite: [entry, ...others(saved.favorite, entry)].slice(0, MAX_FAVORITE),
  };
}

/** An entry leaves whichever list holds it. */
export function without(saved: SavedSearches, entry: StoredSearch): SavedSearches {
  return {recent: others(saved.recent, entry), favorite: others(saved.favorite, entry)};
}
