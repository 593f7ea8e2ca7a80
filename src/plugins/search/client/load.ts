/**
 * Loads the embedded index: the manifest, then the hashed index it names,
 * decoded into the engine. Kept apart from client.ts so that the engine and
 * MiniSearch travel only where the index is built: the search worker, and
 * the main thread only when it must (no Worker, or the docs assistant).
 */
import {decodeIndex, type EncodedIndex} from '../shared/format';
import type {SearchManifest} from '../shared/types';
import {fetchJson, SearchUnavailableError, type Fetch} from './client';
import {EmbeddedIndex} from './engine';

/** Downloads the manifest, then the hashed index it names, once. */
export async function loadEmbeddedIndex(
  manifestUrl: string,
  fetchImpl: Fetch = globalThis.fetch.bind(globalThis),
): Promise<EmbeddedIndex> {
  // The manifest has a fixed name: revalidate it; the index is immutable.
  const manifest = await fetchJson<SearchManifest>(fetchImpl, manifestUrl, {cache: 'no-cache'});
  if (typeof manifest?.index !== 'string') {
    throw new SearchUnavailableError(`search: ${manifestUrl} names no index`);
  }
  const indexUrl = new URL(manifest.index, new URL(manifestUrl, globalThis.location?.href)).href;
  const encoded = await fetchJson<EncodedIndex>(fetchImpl, indexUrl);
  try {
    return new EmbeddedIndex(decodeIndex(encoded));
  } catch (cause) {
    throw new SearchUnavailableError(`search: ${indexUrl} is not a search index`, {cause});
  }
}
