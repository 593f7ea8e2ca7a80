/** What the theme components share: one client per page life, the filters and the links. */
import type {SearchGlobalData} from '../shared/types';
import {
  embeddedBackend,
  hostedBackend,
  loadEmbeddedIndex,
  type EmbeddedBackend,
  type SearchClient,
} from './client';
import {workerBackend} from './workerBackend';

export {loadIndexDetails, NO_DETAILS} from './client';
export type {EmbeddedBackend, SearchClient, SearchResults} from './client';
export type {SearchHit, SearchRequest, SearchResponse} from './engine';

export const DEFAULT_INDEX_NAME = 'vara';

let cached: {key: string; client: SearchClient} | null = null;
let embedded: {manifestPath: string; backend: EmbeddedBackend} | null = null;

/** The index on the main thread: for the docs assistant, and where workers are unavailable. */
export function getEmbeddedBackend(data: Pick<SearchGlobalData, 'manifestPath'>): EmbeddedBackend {
  if (embedded?.manifestPath !== data.manifestPath) {
    const {manifestPath} = data;
    embedded = {manifestPath, backend: embeddedBackend(() => loadEmbeddedIndex(manifestPath))};
  }
  return embedded.backend;
}

/** The modal's and the search page's: the embedded index in a Web Worker, or the service. */
export function getSearchClient(data: SearchGlobalData): SearchClient {
  const key = JSON.stringify([data.manifestPath, data.hosted]);
  if (cached?.key !== key) {
    const client = data.hosted
      ? hostedBackend(data.hosted)
      : workerBackend(data.manifestPath, () => getEmbeddedBackend(data));
    cached = {key, client};
  }
  return cached.client;
}

export function indexNameOf(data: SearchGlobalData): string {
  return data.hosted?.indexName ?? DEFAULT_INDEX_NAME;
}

/** Contextual search: the current language, and the default tag or the current docs version's. */
export function contextualFacetFilters(
  locale: string,
  tags: readonly string[],
): (string | string[])[] {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/** A result's URL as a site path (the service's are absolute), query and hash kept. */
export function processResultUrl(url: string): string {
  try {
    // The base only resolves relative URLs; its host is never used.
    const {pathname, search, hash} = new URL(url, 'https://site.invalid');
    return `${pathname}${search}${hash}`;
  } catch {
    return url;
  }
}

/** The search page URL for a query. */
export function searchPageUrl(data: SearchGlobalData, query: string): string {
  return `${data.searchPagePath}?q=${encodeURIComponent(query)}`;
}

/** A new issue on the repository with the query filled in ("Let us know"). */
export function missingResultsUrl(data: SearchGlobalData, query: string): string {
  const params = new URLSearchParams({
    title: `Search: no results for "${query.slice(0, 200)}"`,
    body: `The search for \`${query.slice(0, 1000)}\` returned no results, but I expected it to find something.\n\nWhat I was looking for:\n`,
  });
  return `${data.repositoryUrl}/issues/new?${params.toString()}`;
}
