/** What the bench bundles to run the docs assistant's answers in Chromium, on the real index. */
import {indexFiles} from '../../src/plugins/search/client/client';
import {loadIndexDetails} from '../../src/plugins/docs-assistant/details';
import {
  answerQuestion,
  sectionSearchOf,
  type Answer,
} from '../../src/plugins/docs-assistant/answer';
import {report, runEval, type EvalQuestion} from '../../src/plugins/docs-assistant/eval/score';

export type Asker = (question: string, previous: Answer | null) => Answer;

/** The index as a page gets it, with its full text indexed, and the assistant over it. */
export async function load(manifestUrl: string): Promise<Asker> {
  const [index, details] = await Promise.all([
    indexFiles(manifestUrl).index(),
    loadIndexDetails(manifestUrl),
  ]);
  await index.complete();
  const search = sectionSearchOf(index, 'en');
  return (question, previous) => answerQuestion(search, (r) => r.url, question, previous, details);
}

export {report, runEval, type EvalQuestion};
