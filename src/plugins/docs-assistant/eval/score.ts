/**
 * Scores the assistant on its evaluation set (questions.json beside this
 * file): whether the expected page is the first source, whether the expected
 * fact is in the first two sentences (a command block counts as one), and
 * whether the questions the docs do not answer get "not covered". Pure over
 * an `ask` function, so the bench runs it in Chromium on the real index and
 * the unit tests on a fixture.
 */
import type {Answer} from '../answer';

export type EvalQuestion = {
  readonly id: string;
  readonly kind: string;
  readonly question: string;
  /** The question this one follows up (asked right after it). */
  readonly follows?: string;
  /**
   * The page that should answer first (or the pages, when the fact is stated
   * as plainly on each); null when the docs do not answer.
   */
  readonly page: string | readonly string[] | null;
  /** Text that must be in the first two sentences, as the built page shows it. */
  readonly fact: string | null;
};

export type EvalMiss = {
  readonly id: string;
  readonly question: string;
  /** "page", "fact" or "not found". */
  readonly what: string;
  /** The first source (or "not covered") and the first two sentences. */
  readonly got: string;
};

export type EvalFigures = {
  readonly answerable: number;
  readonly pageFirst: number;
  readonly factFirstTwo: number;
  readonly unanswerable: number;
  readonly notFound: number;
  /** Milliseconds per question, in the set's order. */
  readonly times: readonly number[];
  readonly misses: readonly EvalMiss[];
};

export type Ask = (question: string, previous: Answer | null) => Promise<Answer>;

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** The path of a source link, without anchor or trailing slash. */
function pathOf(url: string): string {
  return url.split('#')[0]?.replace(/\/+$/, '') ?? url;
}

/** Asks every question (a follow-up right after the answer it follows) and scores the answers. */
export async function runEval(
  questions: readonly EvalQuestion[],
  ask: Ask,
  now: () => number = () => performance.now(),
): Promise<EvalFigures> {
  const answers = new Map<string, Answer>();
  const times: number[] = [];
  const misses: EvalMiss[] = [];
  let answerable = 0;
  let pageFirst = 0;
  let factFirstTwo = 0;
  let unanswerable = 0;
  let notFound = 0;
  for (const q of questions) {
    const previous = q.follows ? (answers.get(q.follows) ?? null) : null;
    const started = now();
    const answer = await ask(q.question, previous);
    times.push(now() - started);
    answers.set(q.id, answer);
    const covered = answer.sentences.length > 0;
    const first = covered ? pathOf(answer.sources[0]?.url ?? '') : 'not covered';
    const lead = answer.sentences
      .slice(0, 2)
      .map((s) => s.text)
      .join(' | ');
    const got = `${first}: ${lead}`;
    if (q.page === null) {
      unanswerable++;
      if (!covered) notFound++;
      else misses.push({id: q.id, question: q.question, what: 'not found', got});
      continue;
    }
    answerable++;
    const pages: readonly string[] = typeof q.page === 'string' ? [q.page] : q.page;
    if (pages.includes(first)) pageFirst++;
    else misses.push({id: q.id, question: q.question, what: 'page', got});
    if (q.fact !== null && normalize(lead).includes(normalize(q.fact))) factFirstTwo++;
    else misses.push({id: q.id, question: q.question, what: 'fact', got});
  }
  return {answerable, pageFirst, factFirstTwo, unanswerable, notFound, times, misses};
}
