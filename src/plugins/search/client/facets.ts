/** The service's `facetFilters` on local records: outer list AND, inner OR, "attr:-value" excludes. */
import type {SearchRecord} from '../shared/types';

export type FacetFilters = string | readonly (string | readonly string[])[];

type Predicate = (record: SearchRecord) => boolean;

function fieldValue(record: SearchRecord, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function single(filter: string): Predicate {
  const colon = filter.indexOf(':');
  // A filter without "attr:" matches nothing, as an unknown facet would.
  if (colon <= 0) return () => false;
  const attribute = filter.slice(0, colon).trim();
  let expected = filter.slice(colon + 1).trim();
  const negated = expected.startsWith('-');
  if (negated) expected = expected.slice(1);
  // A literal leading dash is written "\-".
  if (expected.startsWith('\\-')) expected = expected.slice(1);
  return (record) => {
    const value = fieldValue(record, attribute);
    const values = Array.isArray(value) ? value : [value];
    const found = values.some((v) => v !== null && v !== undefined && String(v) === expected);
    return negated ? !found : found;
  };
}

export function facetPredicate(filters: FacetFilters | undefined): Predicate {
  if (filters === undefined) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const clauses = list.map((clause): Predicate => {
    if (typeof clause === 'string') return single(clause);
    const any = clause.map(single);
    return (record) => any.some((p) => p(record));
  });
  return (record) => clauses.every((p) => p(record));
}
