/** A module of its own: the search modal's highlighting needs it without the word lists. */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * A word as the search index and the docs assistant compare it: lower case,
 * accents removed. Most words are ASCII: folding accents only where there can
 * be any keeps indexing fast (it runs for every word of the site).
 */
export function foldTerm(word: string): string {
  return NON_ASCII.test(word)
    ? word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
    : word.toLowerCase();
}
