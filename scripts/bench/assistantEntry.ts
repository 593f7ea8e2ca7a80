/** What the bench bundles to run the docs assistant's answers in Chromium, on the real index. */
import {loadEmbeddedIndex} from '../../src/plugins/search/client/client';
import {
  answerQuestion,
  searchRequests,
  type Answer,
  type Retrieve,
} from '../../src/plugins/docs-assistant/answer';

export type Asker = (question: string, previous: Answer | null) => Promise<Answer>;

/** The index as a page gets it, with its full text indexed, and the assistant over it. */
export async function load(manifestUrl: string): Promise<Asker> {
  const index = await loadEmbeddedIndex(manifestUrl);
  await index.complete();
  const retrieve: Retrieve = async (queries) =>
    searchRequests(queries, 'vara', 'en').map((request) => index.search(request).hits);
  return (question, previous) => answerQuestion(retrieve, (r) => r.url, question, previous);
}
