/**
 * Why an answer missed its fact, read from the steps of answer.ts: each
 * section step 2 found is labelled by whether an answer quoted from it alone
 * holds the fact (the labels eval/fit.ts fits `RANKING` to), and the miss is
 * put in the first of these classes that fits:
 *
 * - `refused`: the best section's quote holds the fact, but step 4 answered
 *   "not found" (or `cut`: it answered, and shortening a long sentence cut
 *   the fact);
 * - `ranked below`: a section whose quote holds it was found, ranked lower
 *   (its place is given);
 * - `not quoted`: no quote holds it, but the text of a section found does
 *   (step 3 picked other passages);
 * - `not found`: no section found holds it (the engine's any-word search
 *   did not bring it into the 30).
 */
import {
  choosePassage,
  findSections,
  type AnswerDetails,
  type Found,
  type SectionSearch,
} from '../answer';
import {readQuestion, type Previous, type Reading} from '../question';
import {holdsFact, type EvalQuestion} from './score';

export type MissReason =
  | {readonly why: 'refused'}
  | {readonly why: 'cut'}
  | {readonly why: 'ranked below'; readonly place: number}
  | {readonly why: 'not quoted'}
  | {readonly why: 'not found'};

/** For each section found, whether an answer quoted from it alone holds the fact. */
export function quoteHolds(
  q: EvalQuestion,
  found: Found,
  reading: Reading,
  details: AnswerDetails,
): boolean[] {
  return found.candidates.map((c) => {
    const choice = choosePassage({...found, candidates: [c]}, reading, details);
    const text = [...(choice?.quoted.map((p) => p.text) ?? []), choice?.code ?? ''];
    return holdsFact(q, text.join(' | '));
  });
}

/** For each section found, whether its text or its commands hold the fact. */
export function textHolds(q: EvalQuestion, found: Found, details: AnswerDetails): boolean[] {
  return found.candidates.map(({section: {record}}) =>
    holdsFact(q, [record.content ?? '', ...(details.commands[record.objectID] ?? [])].join(' ')),
  );
}

/** Why the answer to `q` (asked after `previous`, for a follow-up; `answered`: not "not found") lacks its fact. */
export function whyMissed(
  q: EvalQuestion,
  search: SectionSearch,
  details: AnswerDetails,
  answered: boolean,
  previous: Previous | null = null,
): MissReason {
  const reading = readQuestion(q.question, previous);
  const found = findSections(search, reading, details);
  const quoted = quoteHolds(q, found, reading, details);
  const place = quoted.indexOf(true);
  if (place === 0) return {why: answered ? 'cut' : 'refused'};
  if (place > 0) return {why: 'ranked below', place: place + 1};
  return textHolds(q, found, details).includes(true) ? {why: 'not quoted'} : {why: 'not found'};
}

export const describe = (r: MissReason): string =>
  r.why === 'ranked below' ? `ranked below (the first good section is number ${r.place})` : r.why;
