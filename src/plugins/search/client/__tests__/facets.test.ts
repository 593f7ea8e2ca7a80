import {describe, expect, it} from 'vitest';
import {facetPredicate} from '../engine';
import {RECORDS} from './fixture';

const matching = (filters: Parameters<typeof facetPredicate>[0]) =>
  RECORDS.filter(facetPredicate(filters)).map((r) => r.objectID);

describe('facetPredicate', () => {
  it('ANDs the outer list and ORs an inner list', () => {
    expect(
      matching(['language:en', ['docusaurus_tag:docs-default-0.9', 'docusaurus_tag:nope']]),
    ).toEqual(['/docs/old/page#0']);
    expect(matching(['language:fr'])).toEqual(['/fr/docs/page#0']);
  });

  it('passes everything without filters and nothing for malformed ones', () => {
    expect(matching(undefined)).toHaveLength(RECORDS.length);
    expect(matching([])).toHaveLength(RECORDS.length);
    expect(matching(['no-colon'])).toEqual([]);
    expect(matching(['unknown:value'])).toEqual([]);
    expect(matching(['hierarchy:[object Object]'])).toEqual([]);
  });
});
