/**
 * Builds the embedded index from its downloaded file: decoded into the
 * engine. Kept apart from client.ts so that the engine and MiniSearch travel
 * only where the index is built: the search worker, and the main thread
 * only when it must (no Worker, or the docs assistant).
 */
import {decodeIndex} from '../shared/format';
import {fetchIndexFile, SearchUnavailableError, type Fetch, type IndexFile} from './client';
import {EmbeddedIndex} from './engine';

export function buildEmbeddedIndex({url, encoded}: IndexFile): EmbeddedIndex {
  try {
    return new EmbeddedIndex(decodeIndex(encoded));
  } catch (cause) {
    throw new SearchUnavailableError(`search: ${url} is not a search index`, {cause});
  }
}

/** Downloads and builds the index (one step, for the tests and the bench). */
export async function loadEmbeddedIndex(
  manifestUrl: string,
  fetchImpl: Fetch = globalThis.fetch.bind(globalThis),
): Promise<EmbeddedIndex> {
  return buildEmbeddedIndex(await fetchIndexFile(manifestUrl, fetchImpl));
}
