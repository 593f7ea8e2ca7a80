/**
 * Reading a question: the words worth searching for (split and folded as the
 * search index does, question and stop words dropped, see words.json), the
 * shape of answer it wants from its opening words, and whether it leans on
 * the question before it.
 */
import {indexWords, matchesQueryWord} from '../search/client/engine';
import {stemTerm} from '../../utils/terms';
import WORDS from './words.json';

/** Longest question looked at; the rest is ignored (and the reader told so). */
export const MAX_QUESTION_LENGTH = 500;
/** Most words of one question searched for. */
const MAX_WORDS = 8;

const list = (words: string) => new Set(words.split(' '));
const STOP_WORDS = list(WORDS.stopWords);
const HOW_WORDS = list(WORDS.howWords);
const BOUND_WORDS = list(WORDS.boundWords);
const VALUE_WORDS = list(WORDS.valueWords);
const VALUE_OPENERS = list(WORDS.valueOpeners);
const PRONOUNS = list(WORDS.pronouns);
const REFERRING = list(WORDS.referring);
const AUXILIARIES = list(WORDS.auxiliaries);
const PREPOSITIONS = list(WORDS.prepositions);
const DUMMY_IT = list(WORDS.dummyIt);
const opening = (phrases: readonly string[]) => new RegExp(`^(${phrases.join('|')})\\b`);
const QUANTITY = opening(WORDS.quantityOpeners);
const HOWTO = opening(WORDS.howtoOpeners);
const DEFINITION = opening(WORDS.definitionOpeners);
const FOLLOW_UP = opening(WORDS.followUpOpeners);

/**
 * The answer a question wants: a number ("how long…"), a value named by its
 * kind ("which port…", "what is the default…"), the steps ("how do I…"),
 * what a term means ("what is a…"), or else the sentence that fits best.
 */
export type Shape = 'quantity' | 'value' | 'howto' | 'definition' | 'other';

/** The question in the index's words, lower case, spaces collapsed. */
function normalized(question: string): string {
  return indexWords(question).join(' ');
}

/** Classifies a question by its opening words (and, for "what/which", the value it names). */
export function shapeOf(question: string): Shape {
  const q = normalized(question);
  if (QUANTITY.test(q)) return 'quantity';
  if (HOWTO.test(q)) return 'howto';
  const words = q.split(' ');
  // "Which port…", "What is the default…", "What address does it connect to?", "the largest…"
  if (VALUE_OPENERS.has(words[0] ?? '') && !DEFINITION.test(q)) {
    if (words.slice(1).some((w) => VALUE_WORDS.has(w) || BOUND_WORDS.has(w))) return 'value';
  }
  // "What does the --tmp flag do?" asks what it does, which a table row often says.
  if (/^what (does|do) .+ do\b/.test(q)) return 'other';
  // "What is gas?", "What are lazy pages?", "What does NPoS mean?"
  if (DEFINITION.test(q) || /\bmean\b/.test(q) || /^(what|who) (is|are)\b/.test(q))
    return 'definition';
  return 'other';
}

/** Whether a word says nothing about what a question is about ("how", "the", "my"). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** The words of a question worth searching for: no stop words, no repeats, at most eight. */
export function keyWords(question: string): string[] {
  const out: string[] = [];
  let previous = '';
  for (const word of indexWords(question.slice(0, MAX_QUESTION_LENGTH))) {
    const after = previous;
    previous = word;
    // "how big": the question's shape, not its subject.
    if ((after === 'how' && HOW_WORDS.has(word)) || BOUND_WORDS.has(word)) continue;
    if (STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    // The same word in another form ("delays", "delayed"); a near spelling is another word ("Locked1x").
    if (out.some((w) => stemTerm(w) === stemTerm(word))) continue;
    out.push(word);
    if (out.length === MAX_WORDS) break;
  }
  return out;
}

/**
 * Whether a question builds on the previous one: it refers back with few
 * words of its own ("Can it be revoked?"), opens like a continuation ("and
 * on testnet?"), or names nothing of its own ("How long?").
 */
export function isFollowUp(question: string, own: readonly string[]): boolean {
  if (own.length === 0) return true;
  const q = normalized(question.slice(0, MAX_QUESTION_LENGTH));
  if (FOLLOW_UP.test(q)) return true;
  const words = q.split(' ');
  const mine = new Set(own);
  // Words that stand for nothing outside the question (words.json, $pronounPlaces).
  const standsForWhatFollows = (i: number) =>
    (words[i] === 'it' && DUMMY_IT.has(words[i + 1] ?? '') && words.includes('to', i + 2)) ||
    (words[i] === 'one' && mine.has(words[i + 1] ?? ''));
  const standsForOwnWord = (i: number) =>
    !AUXILIARIES.has(words[i - 1] ?? '') &&
    !PREPOSITIONS.has(words[i - 1] ?? '') &&
    words.slice(0, i).filter((w) => mine.has(w)).length >= 2;
  const refers = (i: number) => !standsForWhatFollows(i) && !standsForOwnWord(i);
  // "it" stands for a subject even in a longer question; "this" may be a determiner ("this command").
  if (own.length <= 4 && words.some((w, i) => PRONOUNS.has(w) && refers(i))) return true;
  return own.length <= 2 && words.some((w, i) => REFERRING.has(w) && !standsForWhatFollows(i));
}

/** A question as read, before any search. */
export type Reading = {
  readonly question: string;
  readonly truncated: boolean;
  readonly shape: Shape;
  /** The question's own words worth searching for. */
  readonly own: readonly string[];
  /** The subject a follow-up takes from the question before it. */
  readonly carried: readonly string[];
};

/** The part of an earlier answer a follow-up reads. */
export type Previous = {readonly terms: readonly string[]; readonly carried: readonly string[]};

/** Step 1: reads a question on its own and against the one before it. */
export function readQuestion(raw: string, previous: Previous | null): Reading {
  const question = raw.trim().slice(0, MAX_QUESTION_LENGTH);
  const truncated = raw.trim().length > MAX_QUESTION_LENGTH;
  const own = keyWords(question);
  // The subject of a chain of follow-ups is what its first question asked about.
  const subject = previous ? (previous.carried.length > 0 ? previous.carried : previous.terms) : [];
  const carried =
    previous && isFollowUp(question, own)
      ? subject.filter((t) => !own.some((o) => matchesQueryWord(o, t, false)))
      : [];
  return {question, truncated, shape: shapeOf(question), own, carried};
}

/** A piece of text, marked where it matches a word of the question. */
export type Segment = {readonly text: string; readonly match: boolean};

const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** Splits text into the words that match any of the question's words and the rest, for highlighting. */
export function markTerms(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const m of text.matchAll(WORD)) {
    const [word] = indexWords(m[0]);
    if (word === undefined || !terms.some((t) => matchesQueryWord(t, word, false))) continue;
    if (m.index > cursor) segments.push({text: text.slice(cursor, m.index), match: false});
    segments.push({text: m[0], match: true});
    cursor = m.index + m[0].length;
  }
  if (cursor < text.length) segments.push({text: text.slice(cursor), match: false});
  return segments;
}
