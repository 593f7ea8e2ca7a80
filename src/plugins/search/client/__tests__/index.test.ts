import {describe, expect, it} from 'vitest';
import {
  contextualFacetFilters,
  getEmbeddedBackend,
  getSearchClient,
  indexNameOf,
  missingResultsUrl,
  searchPageUrl,
} from '..';
import type {SearchGlobalData} from '../../shared/types';

const DATA: SearchGlobalData = {
  manifestPath: '/search-index/manifest.json',
  searchPagePath: '/search',
  hosted: null,
  repositoryUrl: 'https://github.com/gear-foundation/vara-wiki',
};
const HOSTED = {...DATA, hosted: {appId: 'A', apiKey: 'K', indexName: 'other'}};

describe('getSearchClient', () => {
  it('keeps one client per configuration', () => {
    expect(getSearchClient(DATA)).toBe(getSearchClient({...DATA}));
    expect(getSearchClient(HOSTED)).not.toBe(getSearchClient(DATA));
  });
});

describe('getEmbeddedBackend', () => {
  it('keeps one embedded index per manifest, whether or not search is hosted', () => {
    const backend = getEmbeddedBackend(DATA);
    expect(getEmbeddedBackend({manifestPath: DATA.manifestPath})).toBe(backend);
    getSearchClient(HOSTED);
    expect(getEmbeddedBackend(DATA)).toBe(backend);
    expect(getEmbeddedBackend({manifestPath: '/other/manifest.json'})).not.toBe(backend);
  });
});

describe('indexNameOf', () => {
  it("is the spec's index name unless the hosted service names another", () => {
    expect(indexNameOf(DATA)).toBe('vara');
    expect(indexNameOf(HOSTED)).toBe('other');
  });
});

describe('contextualFacetFilters', () => {
  it('filters on the language and any of the tags', () => {
    expect(contextualFacetFilters('en', ['default', 'docs-default-current'])).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
  });
});

describe('searchPageUrl', () => {
  it('encodes the query', () => {
    expect(searchPageUrl(DATA, 'a&b #c')).toBe('/search?q=a%26b%20%23c');
  });
});

describe('missingResultsUrl', () => {
  it('opens a new issue with the query filled in', () => {
    const url = new URL(missingResultsUrl(DATA, 'gas <x>'));
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://github.com/gear-foundation/vara-wiki/issues/new',
    );
    expect(url.searchParams.get('title')).toBe('Search: no results for "gas <x>"');
    expect(url.searchParams.get('body')).toContain('`gas <x>`');
  });
});
