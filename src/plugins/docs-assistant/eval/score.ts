/**
 * Scores the assistant on an evaluation set: whether the answer holds the
 * expected fact (anywhere in what it shows: its sentences, table rows and
 * code block), whether the expected page is its first source, and whether
 * the questions the docs do not answer get "not found". Each set is reported
 * apart: the tuning and development sets the weights and word lists are
 * fitted to, and a held-out set kept outside the repository, never tuned on.
 * Pure over an `ask` function, so the bench runs it in Chromium on the real
 * index, run.ts in Node on the built index, and the unit tests on a fixture.
 */
import type {Answer} from '../answer';

export type EvalQuestion = {
  readonly id: string;
  readonly kind: string;
  readonly question: string;
  /** The question this one follows up (asked right after it). */
  readonly follows?: string;
  /**
   * The page that states the fact (or the pages, when each states it); null
   * when the docs do not answer.
   */
  readonly page: string | readonly string[] | null;
  /** Text the answer must hold, as the built page shows it (case and spacing ignored). */
  readonly fact: string | null;
  /** Or a regular expression the answer must match (case ignored). */
  readonly factPattern?: string;
};

export type EvalMiss = {
  readonly id: string;
  readonly question: string;
  /** "fact", "page" or "not found". */
  readonly what: string;
  /** The first source (or "not covered") and what the answer shows. */
  readonly got: string;
  /** Whether an answer was given (not "not found"). */
  readonly answered: boolean;
  /** The answer the question was asked after, as it was asked (a follow-up, or in a conversation). */
  readonly previous: Answer | null;
};

export type EvalFigures = {
  readonly answerable: number;
  /** Answers that hold the expected fact. */
  readonly factHeld: number;
  /** Answers whose first source is the expected page. */
  readonly pageFirst: number;
  readonly unanswerable: number;
  /** Questions the docs do not answer that got "not found". */
  readonly notFound: number;
  /** Milliseconds per question, in the set's order. */
  readonly times: readonly number[];
  readonly misses: readonly EvalMiss[];
};

export type Ask = (question: string, previous: Answer | null) => Promise<Answer> | Answer;

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** The path of a source link, without anchor or trailing slash. */
function pathOf(url: string): string {
  return url.split('#')[0]?.replace(/\/+$/, '') ?? url;
}

/** Whether an answer's text holds a question's expected fact. */
export function holdsFact(q: EvalQuestion, text: string): boolean {
  if (q.factPattern !== undefined) return new RegExp(q.factPattern, 'i').test(text);
  return q.fact !== null && normalize(text).includes(normalize(q.fact));
}

/**
 * Asks every question (a follow-up right after the answer it follows) and scores the answers.
 * As one `conversation`, each question comes after the answer before it, as a reader's unrelated
 * questions do in one panel.
 */
export async function runEval(
  questions: readonly EvalQuestion[],
  ask: Ask,
  now: () => number = () => performance.now(),
  conversation = false,
): Promise<EvalFigures> {
  const answers = new Map<string, Answer>();
  const times: number[] = [];
  const misses: EvalMiss[] = [];
  let answerable = 0;
  let factHeld = 0;
  let pageFirst = 0;
  let unanswerable = 0;
  let notFound = 0;
  let last: Answer | null = null;
  for (const q of questions) {
    const previous = conversation ? last : q.follows ? (answers.get(q.follows) ?? null) : null;
    const started = now();
    const answer = await ask(q.question, previous);
    times.push(now() - started);
    answers.set(q.id, answer);
    last = answer;
    const covered = answer.sentences.length > 0;
    const first = covered ? pathOf(answer.sources[0]?.url ?? '') : 'not covered';
    const text = answer.sentences.map((s) => s.text).join(' | ');
    const miss = {
      id: q.id,
      question: q.question,
      got: `${first}: ${text}`,
      answered: covered,
      previous,
    };
    if (q.page === null) {
      unanswerable++;
      if (!covered) notFound++;
      else misses.push({...miss, what: 'not found'});
      continue;
    }
    answerable++;
    if (covered && holdsFact(q, text)) factHeld++;
    else misses.push({...miss, what: 'fact'});
    const pages: readonly string[] = typeof q.page === 'string' ? [q.page] : q.page;
    if (pages.includes(first)) pageFirst++;
    else if (covered) misses.push({...miss, what: 'page'});
  }
  return {answerable, factHeld, pageFirst, unanswerable, notFound, times, misses};
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)}%`);

/** The figures of one set as lines of text. */
export function report(name: string, f: EvalFigures): string[] {
  const times = [...f.times].sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  return [
    `${name}: answers holding the expected fact ${f.factHeld}/${f.answerable} (${pct(f.factHeld, f.answerable)})`,
    `${name}: expected page first ${f.pageFirst}/${f.answerable} (${pct(f.pageFirst, f.answerable)})`,
    `${name}: "not found" for questions the docs do not answer ${f.notFound}/${f.unanswerable} (${pct(f.notFound, f.unanswerable)})`,
    `${name}: answer time p95 ${p95.toFixed(1)} ms (${times.length} questions)`,
  ];
}
