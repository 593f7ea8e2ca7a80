/**
 * The headings searched without an index: one pass over each section's page
 * title and own heading. It answers one-letter queries, and any query early
 * while the full text is being indexed. A pass costs about a millisecond;
 * building an index of the headings first cost 35 ms in a fresh worker
 * (measured on the site's 1,620 sections), time the first answer waited.
 */
import type {SearchResult} from 'minisearch';
import {escapeRegExp, SEPARATORS} from './highlight';

/** What the scan reads of a section (the engine's indexed fields), folded as the index folds words. */
export type HeadingFields = {readonly title: string; readonly heading: string};

type Field = keyof HeadingFields;

/** Weights as the engine boosts its fields: the page title most. */
const WEIGHT: Record<Field, number> = {title: 3, heading: 2};

/** A whole word equal to `term`, or, for the word being typed, starting with it. */
function wordPattern(term: string, asPrefix: boolean): RegExp {
  const rest = asPrefix ? `[^${SEPARATORS}]*` : `(?![^${SEPARATORS}])`;
  return new RegExp(`(?<![^${SEPARATORS}])${escapeRegExp(term)}${rest}`, 'u');
}

/**
 * The sections whose title or heading hold every term (the last as a
 * prefix), best first, in the shape of the engine's results. `terms` are
 * folded as the index folds them; `accept` filters by section number.
 */
export function scanHeadings(
  sections: readonly HeadingFields[],
  terms: readonly string[],
  accept: (id: number) => boolean,
): SearchResult[] {
  if (terms.length === 0) return [];
  const patterns = terms.map((term, i) => wordPattern(term, i === terms.length - 1));
  const found: {result: SearchResult; length: number}[] = [];
  sections.forEach((section, id) => {
    const match: Record<string, Field[]> = {};
    let score = 0;
    for (const pattern of patterns) {
      let matched = false;
      for (const field of ['title', 'heading'] as const) {
        const word = pattern.exec(section[field])?.[0];
        if (word === undefined) continue;
        matched = true;
        score += WEIGHT[field];
        (match[word] ??= []).push(field);
      }
      if (!matched) return;
    }
    if (!accept(id)) return;
    const words = Object.keys(match);
    found.push({
      result: {id, score, terms: words, queryTerms: [...terms], match},
      length: section.heading.length,
    });
  });
  // Best score first; then the shorter heading, the more to the point.
  found.sort((a, b) => b.result.score - a.result.score || a.length - b.length);
  return found.map((f) => f.result);
}
