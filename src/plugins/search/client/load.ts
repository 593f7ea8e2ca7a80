/** Builds the index from its file; apart from client.ts so MiniSearch loads only where needed. */
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

export async function loadEmbeddedIndex(
  manifestUrl: string,
  fetchImpl: Fetch = globalThis.fetch.bind(globalThis),
): Promise<EmbeddedIndex> {
  return buildEmbeddedIndex(await fetchIndexFile(manifestUrl, fetchImpl));
}
