/** The service's `facetFilters` on local records: the outer list AND, an inner list OR. */
import type {SearchRecord} from '../shared/types';

/** "attribute:value" filters on a record's own fields (`language`, `docusaurus_tag`). */
export type FacetFilters = readonly (string | readonly string[])[];

export function facetPredicate(filters: FacetFilters = []): (record: SearchRecord) => boolean {
  const test = (filter: string) => {
    const colon = filter.indexOf(':');
    const field = filter.slice(0, colon) as keyof SearchRecord;
    // A filter without "attribute:" matches nothing, as an unknown facet would.
    return (record: SearchRecord) => colon > 0 && record[field] === filter.slice(colon + 1);
  };
  const clauses = filters.map((clause) => (typeof clause === 'string' ? [clause] : clause));
  const tests = clauses.map((clause) => clause.map(test));
  return (record) => tests.every((any) => any.some((matches) => matches(record)));
}
