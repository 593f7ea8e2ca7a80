/**
 * The recent and favourite searches that DocSearch keeps in localStorage,
 * checked before the modal reads them. DocSearch links a saved search to its
 * `url` and inserts its hierarchy and content as HTML, and storage can hold
 * anything: an edit by hand or by another script of the origin, an extension,
 * an older version. So an entry is kept only when its url is a path of this
 * site and every text field is escaped text (as this site saves it: no tag,
 * no entity but the five `escapeHtml` writes), and it is rebuilt from those
 * fields alone, its highlight markup made again from the plain text. Entries
 * that fail are dropped; the cleaned list is written back.
 */
import {escapeHtml} from '../../client/highlight';
import {isSitePath} from '../../../../utils/sitePath';

/** DocSearch's storage keys for one index. */
export function storedSearchKeys(indexName: string): readonly string[] {
  return [
    `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
    `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
  ];
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];
const TYPES: ReadonlySet<string> = new Set([...LEVELS, 'content']);
/** Longer than any heading or snippet of the site. */
const MAX_TEXT = 1000;
/** DocSearch keeps at most 10 favourites and 7 recents. */
const MAX_ENTRIES = 20;

type Highlight = {value: string; matchLevel: 'none'; matchedWords: string[]};

/** A saved search as DocSearch reads it back. */
export type StoredSearch = {
  objectID: string;
  type: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: {hierarchy: Partial<Record<Level, Highlight>>; content?: Highlight};
  _snippetResult: {hierarchy: Partial<Record<Level, Highlight>>; content?: Highlight};
};

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#039;': "'",
  '&#39;': "'",
};

/**
 * The plain text of an escaped stored field; null for a field that is null or
 * absent; undefined when the field is anything else (markup, a stray "&", not
 * a string, too long).
 */
function plainText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.length > MAX_TEXT || /[<>]/.test(value)) return undefined;
  if (/&(?!amp;|lt;|gt;|quot;|#0?39;)/.test(value)) return undefined;
  return value.replace(/&(?:amp|lt|gt|quot|#0?39);/g, (e) => ENTITIES[e] ?? e);
}

function highlight(plain: string): Highlight {
  return {value: escapeHtml(plain), matchLevel: 'none', matchedWords: []};
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
  const highlighted: Partial<Record<Level, Highlight>> = {};
  for (const level of LEVELS) {
    const plain = plainText((source as Record<string, unknown>)[level]);
    if (plain === undefined) return null;
    hierarchy[level] = plain === null ? null : escapeHtml(plain);
    if (plain !== null) highlighted[level] = highlight(plain);
  }
  if (hierarchy.lvl0 === null && hierarchy.lvl1 === null) return null;
  const content = plainText(e.content);
  if (content === undefined) return null;
  const hash = e.url.indexOf('#');
  const parts = {
    hierarchy: highlighted,
    ...(content === null ? {} : {content: highlight(content)}),
  };
  return {
    objectID: e.objectID,
    type: e.type,
    url: e.url,
    url_without_anchor: hash === -1 ? e.url : e.url.slice(0, hash),
    anchor: hash === -1 ? null : e.url.slice(hash + 1),
    content: content === null ? null : escapeHtml(content),
    hierarchy,
    _highlightResult: parts,
    _snippetResult: parts,
  };
}

/** The entries of a stored list that pass, rebuilt; [] for anything but a JSON array. */
export function checkStoredSearches(raw: string | null): StoredSearch[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .slice(0, MAX_ENTRIES)
    .map(rebuild)
    .filter((entry): entry is StoredSearch => entry !== null);
}

/**
 * Replaces the stored lists of `indexName` by their checked entries (removes
 * a list with none), so that DocSearch reads only those. Storage that throws
 * is left alone: DocSearch then reads nothing from it either.
 */
export function cleanStoredSearches(storage: Storage, indexName: string): void {
  for (const key of storedSearchKeys(indexName)) {
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      const entries = checkStoredSearches(raw);
      if (entries.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(entries));
    } catch {
      // blocked storage: nothing stored can reach the modal
    }
  }
}
