import RELATED_TERMS from './related-terms.json';
import {foldTerm} from './foldTerm';

const PLAIN = /^[a-z]+$/;
const VOWEL = /[aeiouy]/;
/** Consonant, vowel, consonant (not w, x, y): "stak", "tim", "cod". */
const CVC = /[^aeiou][aeiouy][^aeiouwxy]$/;

/**
 * What remains of a word once "-ing" or "-ed" is cut: a doubled last letter is
 * undone ("stopp" → "stop", "runn" → "run"; not "call", "pass"), and a short
 * stem ending consonant, vowel, consonant gets its "e" back ("tim" → "time").
 */
function verbStem(stem: string): string {
  const last = stem.charAt(stem.length - 1);
  if (stem.length > 3 && last === stem.charAt(stem.length - 2) && !'lsz'.includes(last))
    return stem.slice(0, -1);
  return stem.length === 3 && CVC.test(stem) ? `${stem}e` : stem;
}

/**
 * A folded word's light stem, shared by the search engine and the docs
 * assistant, so that "delayed", "delays" and "delay", or "created" and
 * "create", meet: plural "-s", "-ing", "-ed" and the final "-e" of longer
 * words are removed. Words under four letters, identifiers with digits and
 * non-ASCII words stay whole. A few string tests per word: it runs once for
 * every distinct word the browser indexes.
 */
export function stemTerm(word: string): string {
  if (word.length < 4 || !PLAIN.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  // "status", "genesis", "class" are not plurals.
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) w = verbStem(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4 && !w.endsWith('eed') && VOWEL.test(w.slice(0, -2)))
    w = verbStem(w.slice(0, -2));
  // "create"/"created" → "creat", "stake"/"staking" → "stak"; "time", "free" keep theirs.
  if (w.endsWith('e') && w.length > 4 && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** English function words: they say how, not what, so a section need not hold them to match. */
const FUNCTION_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i in into is it its my of on or our ' +
    'that the their this to was what when where which who why with you your'
  ).split(' '),
);

/** Whether a folded word is a function word ("for", "the"), which the search does not require. */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word);
}

/** Related words by stem (related-terms.json): each stem to the other stems of its groups. */
const RELATED: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const group of RELATED_TERMS.groups) {
    const stems = group.map((w) => stemTerm(foldTerm(w)));
    for (const stem of stems) {
      const others = out.get(stem) ?? [];
      for (const other of stems) if (other !== stem && !others.includes(other)) others.push(other);
      out.set(stem, others);
    }
  }
  return out;
})();

/** The stems of the words related to a folded word (the shared table), or none. */
export function relatedStems(word: string): readonly string[] {
  return RELATED.get(stemTerm(word)) ?? [];
}
