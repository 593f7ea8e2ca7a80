/**
 * Extractive answers: the sections of the site's own index that match a
 * question best, and from them the sentences that carry the question's terms,
 * each with the section it came from. Nothing is generated: every sentence of
 * an answer is a sentence of these docs. Pure functions over the search
 * engine's hits, so they run the same in the browser, in tests and in the bench.
 */
import type {SearchRecord} from '../search/shared/types';
import {foldTerm} from '../../utils/terms';

/** Longest question looked at; the rest is ignored (and the reader told so). */
export const MAX_QUESTION_LENGTH = 500;
/** Most terms of one question used to search. */
const MAX_TERMS = 8;
/** Sections read for sentences. */
const MAX_SECTIONS = 6;
/** Sentences in one answer, and from any one section. */
const MAX_SENTENCES = 4;
const MAX_PER_SECTION = 2;
/** A sentence longer than this is cut at a word (lists read as one long "sentence"). */
const MAX_SENTENCE_CHARS = 320;
/** Hits asked of the engine per query. */
const HITS_PER_QUERY = 10;

/** Words that say nothing about what a question is about. */
const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing done down during each else few for ' +
    'from further get gets had has have having he her here hers him his how i if in into is it ' +
    'its itself just me more most my no nor not now of off on once one only or other our ours ' +
    'out over own please same she should so some such tell than that the their theirs them then ' +
    'there these they this those through to too under until up use used using very want was we ' +
    'were what when where which while who whom why will with would you your yours explain ' +
    'show need know way ways work works thing things much many make'
  ).split(' '),
);

/** Words that point back at the previous question's subject. */
const REFERRING = new Set(
  'it its this that these those they them their there such same also more else another'.split(' '),
);

const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

/** Lower case without accents: the search engine's own folding, so terms meet. */
const fold = foldTerm;

function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map(fold);
}

/** A crude English stem, enough to let "messages" answer "message" and "sending" answer "send". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  let s = word;
  if (s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('ing') && s.length > 6) s = s.slice(0, -3);
  else if (s.endsWith('ed') && s.length > 5) s = s.slice(0, -2);
  else if (/(ss|x|ch|sh)es$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
  // "revoke", "revoked" and "revoking" meet at "revok".
  return s.length > 4 && s.endsWith('e') ? s.slice(0, -1) : s;
}

/** The words of a question worth searching for: no stop words, no repeats, at most eight. */
export function keyTerms(question: string): string[] {
  const terms: string[] = [];
  const stems = new Set<string>();
  for (const word of wordsOf(question.slice(0, MAX_QUESTION_LENGTH))) {
    if (STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    const s = stem(word);
    if (stems.has(s)) continue;
    stems.add(s);
    terms.push(word);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/** Whether a question builds on the previous one: it refers back, or names little of its own. */
export function isFollowUp(question: string, terms: readonly string[]): boolean {
  if (terms.length <= 1) return true;
  return wordsOf(question.slice(0, MAX_QUESTION_LENGTH)).some((w) => REFERRING.has(w));
}

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'cf', 'approx', 'no', 'fig']);

/** Cuts a long sentence at a word boundary, with an ellipsis. */
function shorten(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE_CHARS) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_SENTENCE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A section's text as sentences: split after ".", "!" or "?" followed by a
 * space and a capital, digit, quote or bracket (not after "e.g." and the
 * like), and at line breaks.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/[\r\n]+/)) {
    let start = 0;
    const end = /[.!?]+["')\]]*\s+(?=["'([\p{Lu}\d])/gu;
    for (let m = end.exec(line); m !== null; m = end.exec(line)) {
      const before = line.slice(start, m.index);
      const lastWord = fold(before.slice(before.lastIndexOf(' ') + 1));
      if (ABBREVIATIONS.has(lastWord)) continue;
      sentences.push(line.slice(start, m.index + m[0].trimEnd().length));
      start = m.index + m[0].length;
    }
    sentences.push(line.slice(start));
  }
  return sentences.map((s) => s.trim()).filter((s) => /[\p{L}\d]/u.test(s));
}

function matchesTerm(word: string, term: string): boolean {
  if (word === term) return true;
  if (stem(word) === stem(term)) return true;
  // "gasless" for "gas" is not the same thing; "reservations" for "reserv" is.
  return term.length >= 5 && word.startsWith(term);
}

/** A piece of a sentence, marked where it matches a term. */
export type Segment = {readonly text: string; readonly match: boolean};

/** Splits text into the words that match any of the terms and the rest, for highlighting. */
export function markTerms(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const m of text.matchAll(WORD)) {
    const word = fold(m[0]);
    if (!terms.some((t) => matchesTerm(word, t))) continue;
    if (m.index > cursor) segments.push({text: text.slice(cursor, m.index), match: false});
    segments.push({text: m[0], match: true});
    cursor = m.index + m[0].length;
  }
  if (cursor < text.length) segments.push({text: text.slice(cursor), match: false});
  return segments;
}

/** One section an answer cites. */
export type Source = {
  /** Site-relative link to the section (page URL and anchor). */
  readonly url: string;
  /** The page's title. */
  readonly page: string;
  /** The section's heading, or null for the page's opening text. */
  readonly section: string | null;
};

export type AnswerSentence = {
  readonly text: string;
  /** Index into the answer's sources. */
  readonly source: number;
};

export type Answer = {
  /** The question as asked (cut to the longest length looked at). */
  readonly question: string;
  /** Whether the question was longer than the part looked at. */
  readonly truncated: boolean;
  /** The question's own terms, carried into the next question if it follows up. */
  readonly terms: readonly string[];
  /** Terms taken from the previous question. */
  readonly carried: readonly string[];
  /** Empty when nothing relevant was found. */
  readonly sentences: readonly AnswerSentence[];
  readonly sources: readonly Source[];
};

/** Runs the queries (one request each) and gives each query's hits, best first. */
export type Retrieve = (
  queries: readonly string[],
) => Promise<readonly (readonly SearchRecord[])[]>;

/** Turns a record's URL into the link to show (the search's result-URL rules). */
export type LinkOf = (record: SearchRecord) => string;

type Candidate = {record: SearchRecord; score: number; rank: number};

/**
 * The best sections for the terms: one query with all of them (weighs most),
 * then one per term, so that a question whose words never meet in one
 * section still finds the sections about each.
 */
async function retrieveSections(
  retrieve: Retrieve,
  own: readonly string[],
  carried: readonly string[],
): Promise<SearchRecord[]> {
  const queries: {query: string; weight: number}[] = [
    {query: [...own, ...carried].join(' '), weight: 3},
  ];
  if (own.length + carried.length > 1) {
    for (const t of own) queries.push({query: t, weight: 1});
    for (const t of carried) queries.push({query: t, weight: 0.5});
  }
  const results = await retrieve(queries.map((q) => q.query));
  const byId = new Map<string, Candidate>();
  results.forEach((hits, i) => {
    const weight = (queries[i] as {weight: number}).weight;
    hits.forEach((record, rank) => {
      const c = byId.get(record.objectID) ?? {record, score: 0, rank: byId.size};
      c.score += weight / (rank + 3);
      byId.set(record.objectID, c);
    });
  });
  return [...byId.values()]
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, MAX_SECTIONS)
    .map((c) => c.record);
}

type Scored = {text: string; section: number; position: number; score: number};

function scoreSentence(
  sentence: string,
  own: readonly string[],
  carried: readonly string[],
): {score: number; ownMatched: number} {
  const words = wordsOf(sentence);
  const has = (t: string) => words.some((w) => matchesTerm(w, t));
  const ownMatched = own.filter(has).length;
  const carriedMatched = carried.filter(has).length;
  let score = ownMatched + 0.5 * carriedMatched;
  // A sentence that opens with a term is about it ("A voucher lets…"), not merely mentioning it.
  const opening = words.slice(0, 3);
  if (own.some((t) => opening.some((w) => matchesTerm(w, t)))) score += 0.25;
  // Fragments ("See below.") and run-ons read badly as answers.
  if (words.length < 4) score -= 0.5;
  if (words.length > 60) score -= 0.25;
  return {score, ownMatched};
}

function headingOf(record: SearchRecord): string | null {
  const {hierarchy: h} = record;
  return h.lvl6 ?? h.lvl5 ?? h.lvl4 ?? h.lvl3 ?? h.lvl2 ?? null;
}

/**
 * Answers a question from the index: the sentences of the best sections that
 * share the most terms with it, at most four, grouped by section in the
 * sections' order. A follow-up question also uses the previous one's terms.
 */
export async function answerQuestion(
  retrieve: Retrieve,
  linkOf: LinkOf,
  rawQuestion: string,
  previous: Pick<Answer, 'terms'> | null = null,
): Promise<Answer> {
  const question = rawQuestion.trim().slice(0, MAX_QUESTION_LENGTH);
  const truncated = rawQuestion.trim().length > MAX_QUESTION_LENGTH;
  const own = keyTerms(question);
  const carried =
    previous && isFollowUp(question, own)
      ? previous.terms.filter((t) => !own.some((o) => stem(o) === stem(t)))
      : [];
  const empty = {question, truncated, terms: own, carried, sentences: [], sources: []};
  if (own.length + carried.length === 0) return empty;

  const sections = await retrieveSections(retrieve, own, carried);
  // A question of only carried terms ("and that?") is answered by them alone.
  const needOwn = own.length > 0;
  const scored: Scored[] = [];
  sections.forEach((record, section) => {
    splitSentences(record.content ?? '').forEach((text, position) => {
      const {score, ownMatched} = scoreSentence(text, own, carried);
      if (score <= 0 || (needOwn && ownMatched === 0)) return;
      // Earlier sections were ranked higher by the engine.
      scored.push({text, section, position, score: score + 0.3 / (section + 1)});
    });
  });
  scored.sort((a, b) => b.score - a.score || a.section - b.section || a.position - b.position);

  const picked: Scored[] = [];
  const perSection = new Map<number, number>();
  const seen = new Set<string>();
  for (const s of scored) {
    if (picked.length === MAX_SENTENCES) break;
    const count = perSection.get(s.section) ?? 0;
    if (count === MAX_PER_SECTION || seen.has(s.text)) continue;
    perSection.set(s.section, count + 1);
    seen.add(s.text);
    picked.push(s);
  }
  if (picked.length === 0) return empty;

  // Read as a text: the best section first, each section's sentences in page order.
  const order = [...new Set(picked.map((s) => s.section))];
  picked.sort(
    (a, b) => order.indexOf(a.section) - order.indexOf(b.section) || a.position - b.position,
  );
  const sources: Source[] = order.map((i) => {
    const record = sections[i] as SearchRecord;
    return {url: linkOf(record), page: record.hierarchy.lvl1, section: headingOf(record)};
  });
  return {
    ...empty,
    sentences: picked.map((s) => ({text: shorten(s.text), source: order.indexOf(s.section)})),
    sources,
  };
}

/** Requests for the engine: one per query, in the reader's language. */
export function searchRequests(
  queries: readonly string[],
  indexName: string,
  locale: string,
): {
  indexName: string;
  query: string;
  hitsPerPage: number;
  facetFilters: string[];
  attributesToSnippet: string[];
}[] {
  return queries.map((query) => ({
    indexName,
    query,
    hitsPerPage: HITS_PER_QUERY,
    facetFilters: [`language:${locale}`],
    // The assistant reads whole sections: snippets would be work thrown away.
    attributesToSnippet: [],
  }));
}
