/** What the bench bundles to run the site's own search engine in Chromium. */
import {loadEmbeddedIndex} from '../../src/plugins/search/client/client';
import type {EmbeddedIndex} from '../../src/plugins/search/client/engine';

/** The index as a page gets it, with its full text indexed. */
export async function load(manifestUrl: string): Promise<EmbeddedIndex> {
  const index = await loadEmbeddedIndex(manifestUrl);
  await index.complete();
  return index;
}
