/**
 * The index's wire format: each page once, each section a short tuple, its
 * frequent words by code. `decodeIndex` gives back the exact records
 * `encodeIndex` was given.
 */
import {LEVELS, type Level, type SearchHierarchy, type SearchRecord} from './types';

type EncodedPage = {
  readonly url: string;
  readonly lvl0: string;
  readonly lvl1: string;
  readonly language: string;
  readonly tag: string;
};

/** [page index, level (1-6), anchor (0 when it is `headingSlug(heading)`), heading, content]. */
type EncodedSection = readonly [number, number, string | null | 0, string | null, string | null];

export type EncodedIndex = {
  readonly version: 3;
  /** The text's dictionary, words joined by spaces. */
  readonly words: string;
  readonly pages: readonly EncodedPage[];
  readonly sections: readonly EncodedSection[];
};

/** A heading's id as the docs make it; an anchor that differs is written out. */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** A page's hierarchy (level 1), or a section's under the one before it, deeper levels cleared. */
export function hierarchyAt(
  previous: Pick<SearchHierarchy, 'lvl0' | 'lvl1'>,
  level: number,
  heading: string | null,
): SearchHierarchy {
  const next = {...previous} as Record<Level, string | null>;
  for (let i = Math.max(level, 2); i < LEVELS.length; i++) {
    next[LEVELS[i] as Level] = i === level ? heading : null;
  }
  return next as SearchHierarchy;
}

/** Records page by page, each page's level-1 record first (as `pageIndex` gives them). */
export function encodeIndex(records: readonly SearchRecord[]): EncodedIndex {
  const pages: EncodedPage[] = [];
  const sections: EncodedSection[] = [];
  const words = buildDictionary(records.map((r) => r.content ?? ''));
  const encodeText = wordEncoder(words);
  for (const record of records) {
    const level = LEVELS.indexOf(record.type as Level);
    if (level === 1) {
      pages.push({
        url: record.url_without_anchor,
        lvl0: record.hierarchy.lvl0,
        lvl1: record.hierarchy.lvl1,
        language: record.language,
        tag: record.docusaurus_tag,
      });
    } else if (pages.at(-1)?.url !== record.url_without_anchor) {
      throw new Error(`record ${record.objectID} comes before the title record of its page`);
    }
    const heading = level === 1 ? null : record.hierarchy[LEVELS[level] as Level];
    const {anchor} = record;
    const short = anchor !== null && heading !== null && headingSlug(heading) === anchor;
    const content = record.content === null ? null : encodeText(record.content);
    sections.push([pages.length - 1, level, short ? 0 : anchor, heading, content]);
  }
  return {version: 3, words: words.join(' '), pages, sections};
}

export function decodeIndex(index: EncodedIndex): SearchRecord[] {
  if (index.version !== 3 || !Array.isArray(index.pages) || !Array.isArray(index.sections)) {
    throw new Error('the search index has an unknown format');
  }
  if (typeof index.words !== 'string') throw new Error('the search index has no word list');
  const decodeText = wordDecoder(index.words === '' ? [] : index.words.split(' '));
  const records: SearchRecord[] = [];
  let hierarchy: SearchHierarchy | null = null;
  let position = 0;
  for (const [pageIndex, level, written, heading, text] of index.sections) {
    const anchor = written === 0 ? headingSlug(heading ?? '') : written;
    const page = index.pages[pageIndex];
    if (!page) throw new Error(`the search index names a missing page ${pageIndex}`);
    if (level !== 1 && !hierarchy)
      throw new Error('the search index starts a page without its title');
    hierarchy = hierarchyAt(
      level === 1 ? {lvl0: page.lvl0, lvl1: page.lvl1} : (hierarchy as SearchHierarchy),
      level,
      heading,
    );
    if (level === 1) position = 0;
    const record: SearchRecord = {
      objectID: `${page.url}#${position}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      hierarchy,
      content: text,
      type: LEVELS[level] as SearchRecord['type'],
      language: page.language,
      docusaurus_tag: page.tag,
    };
    if (text !== null) {
      // Decoded on first read, so the first answers do not wait for the whole index's text;
      // enumerable, so copies and JSON see it.
      let decoded: string | null = null;
      Object.defineProperty(record, 'content', {
        enumerable: true,
        get: () => (decoded ??= decodeText(text)),
      });
    }
    records.push(record);
    position++;
  }
  return records;
}

/**
 * The text's dictionary: words mostly recur further apart than gzip's window,
 * so each frequent word is listed once and named by its place:
 *
 *     ~X    word X, one base-62 digit (the 62 most frequent words)
 *     `X    the same word with a capital first letter
 *     |XY   word 62 + XY, two digits (the next 3,844)
 *     $XY   the same word with a capital first letter
 *
 * A code character in the text itself is followed by `!`.
 */

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = DIGITS.length;
export const MAX_WORDS = BASE + BASE * BASE;

const ONE = '~';
const ONE_CAPITAL = '`';
const TWO = '|';
const TWO_CAPITAL = '$';
const LITERAL = '!';
const CODE_CHAR = /[~`|$]/g;

/** Capitals inside a word end it: lower-casing the first letter is the only change to undo. */
const WORD = /[A-Za-z][a-z0-9_]{2,}/g;
/** A word used fewer times is cheaper spelled out than listed. */
const MIN_USES = 3;

/** The words worth listing for these texts, most used first (ties alphabetically). */
export function buildDictionary(texts: readonly string[]): string[] {
  const uses = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.match(WORD) ?? []) {
      const key = word.toLowerCase();
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  return [...uses]
    .filter(([, n]) => n >= MIN_USES)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_WORDS)
    .map(([word]) => word);
}

function code(place: number, capital: boolean): string {
  if (place < BASE) return (capital ? ONE_CAPITAL : ONE) + DIGITS[place];
  const rest = place - BASE;
  return (capital ? TWO_CAPITAL : TWO) + DIGITS[Math.floor(rest / BASE)] + DIGITS[rest % BASE];
}

export function wordEncoder(dictionary: readonly string[]): (text: string) => string {
  const places = new Map(dictionary.map((word, place) => [word, place]));
  return (text) =>
    text
      .replace(CODE_CHAR, (c) => c + LITERAL)
      .replace(WORD, (word) => {
        const key = word.toLowerCase();
        const place = places.get(key);
        return place === undefined ? word : code(place, key[0] !== word[0]);
      });
}

const DIGIT_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE; i++) DIGIT_VALUE[DIGITS.charCodeAt(i)] = i;
const [ONE_CODE, ONE_CAPITAL_CODE, TWO_CODE, TWO_CAPITAL_CODE, LITERAL_CODE] = [
  ONE,
  ONE_CAPITAL,
  TWO,
  TWO_CAPITAL,
  LITERAL,
].map((c) => c.charCodeAt(0));

/** A loop over character codes (faster than a regex callback); throws on a damaged file. */
export function wordDecoder(dictionary: readonly string[]): (text: string) => string {
  const capitalised = dictionary.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const digit = (text: string, at: number): number => {
    const c = text.charCodeAt(at);
    const value = c < 128 ? (DIGIT_VALUE[c] as number) : -1;
    if (value < 0) throw new Error(`the search index has a bad word code at ${at}`);
    return value;
  };
  return (text) => {
    let out = '';
    let copied = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const one = c === ONE_CODE || c === ONE_CAPITAL_CODE;
      if (!one && c !== TWO_CODE && c !== TWO_CAPITAL_CODE) continue;
      out += text.slice(copied, i);
      if (text.charCodeAt(i + 1) === LITERAL_CODE) {
        out += text[i];
        i += 1;
      } else {
        const place = one
          ? digit(text, i + 1)
          : BASE + digit(text, i + 1) * BASE + digit(text, i + 2);
        const word = (c === ONE_CAPITAL_CODE || c === TWO_CAPITAL_CODE ? capitalised : dictionary)[
          place
        ];
        if (word === undefined) throw new Error(`the search index names a missing word ${place}`);
        out += word;
        i += one ? 1 : 2;
      }
      copied = i + 1;
    }
    return copied === 0 ? text : out + text.slice(copied);
  };
}
