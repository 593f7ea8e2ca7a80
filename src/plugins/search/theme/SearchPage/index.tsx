/**
 * The /search page: the query is `?q=` and the URL follows the box; results
 * are grouped by page with snippets, more on demand. Same client as the modal.
 */
import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata, useContextualSearchFilters} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import {
  contextualFacetFilters,
  getSearchClient,
  indexNameOf,
  missingResultsUrl,
  processResultUrl,
  type SearchHit,
} from '../../client';
import {Highlighted, LetUsKnow} from '../SearchBar/parts';
import {LEVELS, PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import styles from './styles.module.css';

/** Offered when nothing matches. */
const SUGGESTIONS = ['gas', 'mailbox', 'voucher', 'Sails', 'staking'];
const HITS_PER_PAGE = 20;

type Answered = {
  readonly query: string;
  readonly attempt: number;
  readonly error: false;
  readonly hits: readonly SearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly loadingMore: boolean;
};
type Answer = {readonly query: string; readonly attempt: number; readonly error: true} | Answered;

/** The answer to `query`, kept on screen while the next is on its way; more on demand. */
function useSearchAnswer(data: SearchGlobalData, query: string) {
  const {locale, tags} = useContextualSearchFilters();
  const client = getSearchClient(data);
  // A new tags array on every render: key on its content.
  const tagsKey = tags.join('\n');
  const facetFilters = useMemo(
    () => contextualFacetFilters(locale, tagsKey.split('\n')),
    [locale, tagsKey],
  );
  const request = useCallback(
    (text: string, page: number) =>
      client.search({
        requests: [
          {
            indexName: indexNameOf(data),
            query: text,
            page,
            hitsPerPage: HITS_PER_PAGE,
            facetFilters,
            attributesToSnippet: ['content:30'],
            // The hosted service's default tags are not <mark>.
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      }),
    [client, data, facetFilters],
  );
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query === '') return undefined;
    let current = true;
    request(query, 0).then(
      ({results: [result]}) => {
        if (!current) return;
        setAnswer({
          query,
          attempt,
          error: false,
          hits: result?.hits ?? [],
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
      ({results}) =>
        setAnswer((previous) =>
          previous && !previous.error && previous.query === shown.query
            ? {
                ...previous,
                hits: [...previous.hits, ...(results[0]?.hits ?? [])],
                page: next,
                loadingMore: false,
              }
            : previous,
        ),
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

/** The query as the URL holds it (a repeated q keeps the first), and a setter for `?q=`. */
function useUrlQuery() {
  const history = useHistory();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const fromUrl = new URLSearchParams(location.search).get('q') ?? '';
  const setInput = (value: string) => {
    const params = new URLSearchParams(location.search);
    params.delete('q');
    if (value !== '') params.set('q', value);
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  };
  // The static HTML has no query, so hydration shows none either.
  return {input: isBrowser ? fromUrl : '', arrivedEmpty: fromUrl === '', setInput};
}

/** One entry per page, where its best section ranks, with every matching section. */
function Results({hits}: {hits: readonly SearchHit[]}): ReactNode {
  const pages = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const page = pages.get(hit.url_without_anchor);
    if (page) page.push(hit);
    else pages.set(hit.url_without_anchor, [hit]);
  }
  if (pages.size === 0) return null;
  return (
    <ol className={styles.groups}>
      {[...pages].map(([url, [first, ...rest]]) => (
        <li key={url} className={styles.group}>
          <p className={styles.section}>
            <Highlighted value={first?._highlightResult.hierarchy.lvl0?.value ?? ''} />
          </p>
          <h2 className={styles.pageTitle}>
            <Link to={processResultUrl(url)}>
              <Highlighted value={first?._highlightResult.hierarchy.lvl1?.value ?? ''} />
            </Link>
          </h2>
          <ul className={styles.hits}>
            {[first as SearchHit, ...rest].map((hit) => {
              // The deepest heading; "Introduction" for the page's top.
              const level = [...LEVELS].reverse().find((l, i) => i < 5 && hit.hierarchy[l]);
              const heading = level && hit._highlightResult.hierarchy[level]?.value;
              const text = hit._snippetResult.content?.value;
              return (
                <li key={hit.objectID}>
                  <Link className={styles.hit} to={processResultUrl(hit.url)}>
                    <Highlighted className={styles.hitHeading} value={heading ?? 'Introduction'} />
                    {text && <Highlighted className={styles.snippet} value={text} />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function NoResults(props: {query: string; data: SearchGlobalData; onPick: (q: string) => void}) {
  const {query, data, onPick} = props;
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        No results for “<strong>{query}</strong>”
      </p>
      <p>Try searching for:</p>
      <ul className={styles.suggestions}>
        {SUGGESTIONS.map((s) => (
          <li key={s}>
            <button type="button" className={styles.suggestion} onClick={() => onPick(s)}>
              {s}
            </button>
          </li>
        ))}
      </ul>
      <p>
        <LetUsKnow url={missingResultsUrl(data, query)} />
      </p>
    </div>
  );
}

/** Inside the Layout: the contextual filters need the docs providers it sets up. */
function SearchPageContent(): ReactNode {
  const data = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const {input, arrivedEmpty, setInput} = useUrlQuery();
  const query = input.trim();
  const {shown, isCurrent, loading, failed, loadMore, retry} = useSearchAnswer(data, query);
  const title = query ? `Search results for "${query}"` : 'Search the documentation';

  return (
    <>
      <PageMetadata title={title} description="Search the Vara Network documentation." />
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <h1>{title}</h1>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          {/* The placeholder and the h1 say it visually. */}
          <label htmlFor="search-page-input" className="sr-only">
            Search the docs
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            name="q"
            value={input}
            placeholder="Search docs"
            autoComplete="off"
            spellCheck={false}
            maxLength={512}
            autoFocus={arrivedEmpty}
            onChange={(event) => setInput(event.target.value)}
          />
        </form>
        <div className={styles.status} aria-live="polite">
          {loading && <p>Searching…</p>}
          {!loading && shown && shown.nbHits > 0 && (
            <p className={styles.count}>
              {shown.nbHits === 1 ? '1 result' : `${shown.nbHits} results`} for “{shown.query}”
            </p>
          )}
        </div>
        {query === '' && (
          <div className={styles.empty}>
            <p>
              Type a word or a phrase to search every page of the Vara Network documentation:
              building programs with Sails and gstd, the JavaScript API and tools, running a node,
              staking, the bridge and the example applications. Results are grouped by page and show
              the passage that matched; headings count more than body text, and a word you are still
              typing matches as a prefix.
            </p>
            <p>
              You can also press <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd> on any page to open
              the search box without leaving it. Not sure where to start? Read the{' '}
              <Link to="/docs/welcome">welcome page</Link> or{' '}
              <Link to="/docs/getting-started-in-5-minutes">get started in five minutes</Link>.
            </p>
          </div>
        )}
        {failed && (
          <div className={styles.message} role="alert">
            <p className={styles.messageTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
            <button type="button" className="button button--primary" onClick={retry}>
              Try again
            </button>
          </div>
        )}
        {isCurrent && shown && shown.nbHits === 0 && (
          <NoResults query={shown.query} data={data} onPick={setInput} />
        )}
        {shown && !failed && <Results hits={shown.hits} />}
        {!failed && shown && shown.page + 1 < shown.nbPages && (
          <div className={styles.more}>
            <button
              type="button"
              className="button button--secondary"
              disabled={shown.loadingMore}
              onClick={loadMore}>
              {shown.loadingMore ? 'Loading…' : 'Show more results'}
            </button>
          </div>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
