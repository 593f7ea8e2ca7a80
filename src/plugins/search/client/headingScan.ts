/**
 * The headings searched without an index, one pass over titles and headings
 * (far cheaper than building an index of them before the first answer).
 */
import type {SearchResult} from 'minisearch';
import {escapeRegExp, SEPARATORS} from './highlight';

/** Folded as the index folds words. */
export type HeadingFields = {readonly title: string; readonly heading: string};

type Field = keyof HeadingFields;

/** As the engine boosts its fields. */
const WEIGHT: Record<Field, number> = {title: 3, heading: 2};

function wordPattern(term: string, asPrefix: boolean): RegExp {
  const rest = asPrefix ? `[^${SEPARATORS}]*` : `(?![^${SEPARATORS}])`;
  return new RegExp(`(?<![^${SEPARATORS}])${escapeRegExp(term)}${rest}`, 'u');
}

/** Sections whose title or heading hold every (folded) term, the last as a prefix, best first. */
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
  // Then the shorter heading, the more to the point.
  found.sort((a, b) => b.result.score - a.result.score || a.length - b.length);
  return found.map((f) => f.result);
}
