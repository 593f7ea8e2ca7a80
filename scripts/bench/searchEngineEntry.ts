/** What the bench bundles to run the site's own search engine in Chromium. */
import {indexFiles} from '../../src/plugins/search/client/client';
import type {EmbeddedIndex} from '../../src/plugins/search/client/engine';

/** The index as a page gets it, with its full text indexed. */
export async function load(manifestUrl: string): Promise<EmbeddedIndex> {
  const index = await indexFiles(manifestUrl).index();
  await index.complete();
  return index;
}
