/**
 * The search page's data: asks the client for a query, keeps the last answer
 * on screen while the next is on its way, and fetches more on demand.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {contextualFacetFilters, getSearchClient, indexNameOf, type SearchHit} from '../../client';
import type {SearchGlobalData} from '../../shared/types';

/** Sections fetched per "more results" step. */
const HITS_PER_PAGE = 20;
/** Words in each snippet on this page (the modal shows 15). */
const SNIPPET_WORDS = 30;

/** The answer to one query (and one try of it). */
type Answer = {readonly query: string; readonly attempt: number; readonly error: true} | Answered;

/** An answer that came: the sections fetched so far and how many there are in all. */
export type Answered = {
  readonly query: string;
  readonly attempt: number;
  readonly error: false;
  readonly hits: readonly SearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly loadingMore: boolean;
};

export type SearchAnswer = {
  /** The results on screen: the last that came, kept while the next are on their way. */
  readonly shown: Answered | null;
  /** The answer on screen is the one to the query in the box (and its latest try). */
  readonly isCurrent: boolean;
  readonly loading: boolean;
  readonly failed: boolean;
  /** Appends the next step of sections; does nothing while one is on its way. */
  readonly loadMore: () => void;
  /** Asks the same query again after a failure. */
  readonly retry: () => void;
};

/** One request for a page of sections, with the page's contextual filters. */
function useRequest(data: SearchGlobalData) {
  const {locale, tags} = useContextualSearchFilters();
  const client = getSearchClient(data);
  // The hook returns a new tags array on every render: key the memo on its content.
  const tagsKey = tags.join('\n');
  const facetFilters = useMemo(
    () => contextualFacetFilters(locale, tagsKey.split('\n')),
    [locale, tagsKey],
  );
  return useCallback(
    (text: string, page: number) =>
      client.search({
        requests: [
          {
            indexName: indexNameOf(data),
            query: text,
            page,
            hitsPerPage: HITS_PER_PAGE,
            facetFilters,
            attributesToSnippet: [`content:${SNIPPET_WORDS}`],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      }),
    [client, data, facetFilters],
  );
}

/** The answer to `query` (trimmed; the empty query asks nothing). */
export function useSearchAnswer(data: SearchGlobalData, query: string): SearchAnswer {
  const request = useRequest(data);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query === '') return undefined;
    let current = true;
    request(query, 0).then(
      ({results}) => {
        const result = results[0];
        if (!current) return;
        setAnswer({
          query,
          attempt,
          error: false,
          hits: (result?.hits ?? []) as SearchHit[],
          nbHits: result?.nbHits ?? 0,
          page: 0,
          nbPages: result?.nbPages ?? 0,
          loadingMore: false,
        });
      },
      () => {
        if (current) setAnswer({query, attempt, error: true});
      },
    );
    // A newer query wins over an answer still on its way.
    return () => {
      current = false;
    };
  }, [query, request, attempt]);

  const isCurrent = answer !== null && answer.query === query && answer.attempt === attempt;
  const shown = query !== '' && answer !== null && !answer.error ? answer : null;

  const loadMore = () => {
    if (!shown || shown.loadingMore || !isCurrent) return;
    const next = shown.page + 1;
    setAnswer({...shown, loadingMore: true});
    request(shown.query, next).then(
      ({results}) => {
        setAnswer((previous) =>
          previous && !previous.error && previous.query === shown.query
            ? {
                ...previous,
                hits: [...previous.hits, ...((results[0]?.hits ?? []) as SearchHit[])],
                page: next,
                loadingMore: false,
              }
            : previous,
        );
      },
      () => setAnswer({query: shown.query, attempt, error: true}),
    );
  };

  return {
    shown,
    isCurrent,
    loading: query !== '' && !isCurrent,
    failed: isCurrent && answer.error,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
