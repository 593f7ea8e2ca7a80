/**
 * Types shared by the build side (records, plugin) and the browser side
 * (search client, theme components). Records follow the shape of DocSearch
 * records so that the same file could be pushed to the hosted service.
 */

/** The plugin's name, under which the browser finds its global data. */
export const PLUGIN_NAME = 'vara-search';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type SearchHierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

/** One section of one page: a heading and the text up to the next heading. */
export type SearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  hierarchy: SearchHierarchy;
  content: string | null;
  type: RecordType;
  /** Facets used by contextual search (the page's docsearch:* meta tags). */
  language: string;
  docusaurus_tag: string;
};

/** The index file the browser downloads (under a content-hashed name). */
export type SearchIndexFile = {
  readonly version: 1;
  readonly records: SearchRecord[];
};

/**
 * What the docs assistant reads besides the records, in a file of its own so
 * that the search, which does not need it, never downloads it.
 */
export type SearchDetailsFile = {
  readonly version: 1;
  /** The `keywords` front matter of each page that has any, by page URL. */
  readonly keywords: Readonly<Record<string, readonly string[]>>;
  /** The shell command blocks of each section that has any, by record objectID. */
  readonly commands: Readonly<Record<string, readonly string[]>>;
  /** Word → related words, from glossary definitions and aliasing headings. */
  readonly synonyms: Readonly<Record<string, readonly string[]>>;
  /**
   * Each page's title and `description` front matter, by page URL: the page
   * in one sentence, in the words a reader asking about it would use.
   */
  readonly summaries: Readonly<Record<string, readonly [title: string, description: string]>>;
  /**
   * Each section's first code block short enough to quote whole (any
   * language), by record objectID: what the assistant shows for "how do I…".
   */
  readonly code?: Readonly<Record<string, readonly [language: string, text: string]>>;
  /**
   * Each section's tables, by record objectID: every row (the header row
   * first) as the offsets in the record's text where its cells start, then
   * where the row ends, so that a row can be quoted whole from the text.
   */
  readonly tables?: Readonly<Record<string, readonly (readonly (readonly number[])[])[]>>;
};

/** Fixed-name pointer to the current hashed index file. */
export type SearchManifest = {
  readonly version: 1;
  /** Name of the index file, in the manifest's folder. */
  readonly index: string;
  readonly records: number;
  /** Name of the details file (absent in builds older than it). */
  readonly details?: string;
};

/** The hosted search service, used instead of the embedded index when set. */
export type HostedSearch = {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  /** Host answering `/1/indexes/*\/queries`; defaults to the service's own. */
  readonly host?: string;
};

/** What the plugin hands to the browser (global data). */
export type SearchGlobalData = {
  /** Site-relative path of the manifest, e.g. "/search/manifest.json". */
  readonly manifestPath: string;
  readonly searchPagePath: string;
  readonly hosted: HostedSearch | null;
  /** Issues of this repository receive "Let us know" reports. */
  readonly repositoryUrl: string;
  /** Result URLs matching this regular expression are kept as they are. */
  readonly externalUrlRegex: string | null;
  readonly replaceSearchResultPathname: {readonly from: string; readonly to: string} | null;
};
