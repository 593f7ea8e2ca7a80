/** Types of both sides; records have DocSearch's shape, so the hosted service could take them. */
export const PLUGIN_NAME = 'vara-search';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type SearchHierarchy = {lvl0: string; lvl1: string} & Record<
  Exclude<Level, 'lvl0' | 'lvl1'>,
  string | null
>;

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

/** What only the docs assistant reads, in a file the search never downloads. */
export type SearchDetailsFile = {
  readonly version: 1;
  /** By page URL: `keywords` front matter. */
  readonly keywords: Readonly<Record<string, readonly string[]>>;
  /** By objectID: shell command blocks. */
  readonly commands: Readonly<Record<string, readonly string[]>>;
  /** By page URL: title and `description`. */
  readonly summaries: Readonly<Record<string, readonly [title: string, description: string]>>;
  /** By objectID: the first code block short enough to quote whole. */
  readonly code?: Readonly<Record<string, readonly [language: string, text: string]>>;
  /** By objectID: each table's rows as the offsets where their cells start, then their end. */
  readonly tables?: Readonly<Record<string, readonly (readonly (readonly number[])[])[]>>;
};

/** Fixed-name pointer to the hashed files, in its folder. */
export type SearchManifest = {
  readonly version: 1;
  readonly index: string;
  /** The index without the text (the first answers, from the headings). */
  readonly headings?: string;
  readonly records: number;
  readonly details?: string;
};

export type HostedSearch = {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  /** Host answering `/1/indexes/*\/queries`; defaults to the service's own. */
  readonly host?: string;
};

/** The plugin's global data (see the plugin's Options). */
export type SearchGlobalData = {
  readonly manifestPath: string;
  readonly searchPagePath: string;
  readonly hosted: HostedSearch | null;
  readonly repositoryUrl: string;
};
