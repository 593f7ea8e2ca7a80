/**
 * The wire format of the embedded index. DocSearch records repeat the page's
 * URL, section and title, the facets and the whole hierarchy in every record;
 * the file stores each page once and each section as a short tuple, which
 * makes it about a quarter smaller after gzip; the section text names its
 * frequent words by code (words.ts). `decodeIndex` gives back the
 * exact records that `encodeIndex` was given. Runs in Node and in the browser.
 */
import {LEVELS, type Level, type SearchHierarchy, type SearchRecord} from './types';
import {buildDictionary, wordDecoder, wordEncoder} from './words';

type EncodedPage = {
  readonly url: string;
  readonly lvl0: string;
  readonly lvl1: string;
  readonly language: string;
  readonly tag: string;
};

/**
 * [page index, level (1-6), anchor, heading (null for level 1), content].
 * The anchor is 0 when it is the heading's slug (`headingSlug`), as almost
 * every one is: 9 KB less after gzip than writing them out.
 */
type EncodedSection = readonly [number, number, string | null | 0, string | null, string | null];

export type EncodedIndex = {
  /**
   * 3 since the section text is written with `words` (words.ts); 2 since
   * anchors may be 0. Files of versions 1 and 2 decode the same.
   */
  readonly version: 1 | 2 | 3;
  /** Version 3: the dictionary of the section text, words joined by spaces. */
  readonly words?: string;
  readonly pages: readonly EncodedPage[];
  readonly sections: readonly EncodedSection[];
};

/**
 * A heading's anchor as the docs' heading ids are made (lower case, spaces
 * to hyphens, punctuation dropped). Only a shorthand: an anchor that differs
 * is written out.
 */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function levelOf(record: SearchRecord): number {
  for (let level = LEVELS.length - 1; level > 1; level--) {
    if (record.hierarchy[LEVELS[level] as Level] !== null) return level;
  }
  return 1;
}

/**
 * Records must come page by page, each page starting with its level-1
 * record, as `pageRecords` produces them.
 */
export function encodeIndex(records: readonly SearchRecord[]): EncodedIndex {
  const pages: EncodedPage[] = [];
  const sections: EncodedSection[] = [];
  const words = buildDictionary(records.map((r) => r.content ?? ''));
  const encodeText = wordEncoder(words);
  for (const record of records) {
    const level = levelOf(record);
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
  const known = index.version === 1 || index.version === 2 || index.version === 3;
  if (!known || !Array.isArray(index.pages) || !Array.isArray(index.sections)) {
    throw new Error('the search index has an unknown format');
  }
  let decodeText: ((text: string) => string) | null = null;
  if (index.version === 3) {
    if (typeof index.words !== 'string') throw new Error('the search index has no word list');
    decodeText = wordDecoder(index.words === '' ? [] : index.words.split(' '));
  }
  const records: SearchRecord[] = [];
  let hierarchy: SearchHierarchy | null = null;
  let position = 0;
  for (const [pageIndex, level, written, heading, text] of index.sections) {
    const anchor = written === 0 ? headingSlug(heading ?? '') : written;
    const page = index.pages[pageIndex];
    if (!page) throw new Error(`the search index names a missing page ${pageIndex}`);
    if (level === 1) {
      hierarchy = {
        lvl0: page.lvl0,
        lvl1: page.lvl1,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      };
      position = 0;
    } else if (hierarchy) {
      // Levels 2-6 are the nullable ones.
      const next: Record<Level, string | null> = {...hierarchy, [LEVELS[level] as Level]: heading};
      for (let deeper = level + 1; deeper < LEVELS.length; deeper++) {
        next[LEVELS[deeper] as Level] = null;
      }
      hierarchy = next as SearchHierarchy;
    } else {
      throw new Error('the search index starts a page without its title');
    }
    const record: SearchRecord = {
      objectID: `${page.url}#${position}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      hierarchy: {...hierarchy},
      content: text,
      type: level === 1 ? 'lvl1' : (LEVELS[level] as SearchRecord['type']),
      language: page.language,
      docusaurus_tag: page.tag,
    };
    records.push(text !== null && decodeText ? withTextOnRead(record, text, decodeText) : record);
    position++;
  }
  return records;
}

/**
 * Makes `record.content` the decoded text, decoded when first read (and
 * kept). Decoding the whole index takes tens of milliseconds; the first
 * answers, from the headings, read the text of a few hits only, and the
 * full-text indexing reads the rest afterwards, in its short steps. An own,
 * enumerable property: copies (`{...record}`) and JSON see the text.
 */
function withTextOnRead(
  record: SearchRecord,
  encoded: string,
  decode: (text: string) => string,
): SearchRecord {
  let text: string | null = null;
  return Object.defineProperty(record, 'content', {
    enumerable: true,
    get: () => (text ??= decode(encoded)),
  });
}
