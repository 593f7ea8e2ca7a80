/** What the bench bundles to run the docs assistant's answers in Chromium, on the real index. */
import {loadIndexDetails} from '../../src/plugins/search/client/client';
import {loadEmbeddedIndex} from '../../src/plugins/search/client/load';
import {
  answerQuestion,
  searchRequests,
  type Answer,
  type Retrieve,
} from '../../src/plugins/docs-assistant/answer';
import {runEval, type EvalQuestion} from '../../src/plugins/docs-assistant/eval/score';

export type Asker = (question: string, previous: Answer | null) => Promise<Answer>;

/** The index as a page gets it, with its full text indexed, and the assistant over it. */
export async function load(manifestUrl: string): Promise<Asker> {
  const [index, details] = await Promise.all([
    loadEmbeddedIndex(manifestUrl),
    loadIndexDetails(manifestUrl),
  ]);
  await index.complete();
  const retrieve: Retrieve = async (queries) =>
    searchRequests(queries, 'vara', 'en').map((request) => {
      const {hits, nbHits} = index.search(request);
      return {hits, nbHits};
    });
  return (question, previous) =>
    answerQuestion(retrieve, (r) => r.url, question, previous, details);
}

export {runEval, type EvalQuestion};
