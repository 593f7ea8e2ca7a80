/**
 * The /search page: the query comes from `?q=`, the URL
 * follows the box as you type, results are grouped by page with snippets and
 * more load on demand. Same client and index as the navbar's modal.
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
import {sanitizeHighlighted} from '../../client/highlight';
import {LEVELS, PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import styles from './styles.module.css';

/** Sections fetched per "more results" step. */
const HITS_PER_PAGE = 20;
/** Words in each snippet on this page (the modal shows 15). */
const SNIPPET_WORDS = 30;

/** Sections people often look for, offered when nothing matches. */
const SUGGESTIONS = ['gas', 'mailbox', 'voucher', 'Sails', 'staking'];

/** The answer to one query (and one try of it). */
type Answer =
  | {readonly query: string; readonly attempt: number; readonly error: true}
  | {
      readonly query: string;
      readonly attempt: number;
      readonly error: false;
      readonly hits: readonly SearchHit[];
      readonly nbHits: number;
      readonly page: number;
      readonly nbPages: number;
      readonly loadingMore: boolean;
    };

type PageGroup = {url: string; hits: SearchHit[]};

/** Hits in rank order, gathered under their page (a page appears where its best section ranks). */
function groupByPage(hits: readonly SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const key = hit.url_without_anchor;
    let group = groups.get(key);
    if (!group) {
      group = {url: key, hits: []};
      groups.set(key, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

function Highlighted({value, className}: {value: string; className?: string}): ReactNode {
  // Values are escaped text with <mark> tags; anything else is neutralised.
  return (
    <span className={className} dangerouslySetInnerHTML={{__html: sanitizeHighlighted(value)}} />
  );
}

/** The deepest heading of a section, highlighted; null for the page's intro. */
function sectionHeading(hit: SearchHit): string | null {
  for (let i = LEVELS.length - 1; i > 1; i--) {
    const level = LEVELS[i] as (typeof LEVELS)[number];
    if (hit.hierarchy[level]) return hit._highlightResult.hierarchy[level]?.value ?? null;
  }
  return null;
}

function readQuery(search: string): string {
  // A repeated q keeps the first; a missing one is the empty query.
  return new URLSearchParams(search).get('q') ?? '';
}

/** Inside the Layout: the contextual filters need the docs providers it sets up. */
function SearchPageContent(): ReactNode {
  const data = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const history = useHistory();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const {locale, tags} = useContextualSearchFilters();
  const client = getSearchClient(data);
  // The URL holds the query. The static HTML was built without one, so the
  // first render (hydration) shows none either; the URL's follows at once.
  const input = isBrowser ? readQuery(location.search) : '';
  const query = input.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The hook returns a new tags array on every render: key the memo on its content.
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
            attributesToSnippet: [`content:${SNIPPET_WORDS}`],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      }),
    [client, data, facetFilters],
  );

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

  const onChange = (value: string) => {
    const params = new URLSearchParams(location.search);
    params.delete('q');
    if (value !== '') params.set('q', value);
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  };

  const isCurrent = answer !== null && answer.query === query && answer.attempt === attempt;
  const loading = query !== '' && !isCurrent;
  const failed = isCurrent && answer.error;
  // While the next answer is on its way, the last results stay on screen.
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

  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  const groups = shown && !failed ? groupByPage(shown.hits) : [];

  return (
    <>
      <PageMetadata title={title} description="Search the Vara Network documentation." />
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <h1>{title}</h1>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.label}>
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
            // Arriving without a query, the reader came here to type one.
            autoFocus={readQuery(location.search) === ''}
            onChange={(event) => onChange(event.target.value)}
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
            <button
              type="button"
              className="button button--primary"
              onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        )}

        {isCurrent && shown && shown.nbHits === 0 && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>
              No results for “<strong>{shown.query}</strong>”
            </p>
            <p>Try searching for:</p>
            <ul className={styles.suggestions}>
              {SUGGESTIONS.map((s) => (
                <li key={s}>
                  <button type="button" className={styles.suggestion} onClick={() => onChange(s)}>
                    {s}
                  </button>
                </li>
              ))}
            </ul>
            <p>
              Believe this query should return results?{' '}
              <a
                href={missingResultsUrl(data, shown.query)}
                target="_blank"
                rel="noopener noreferrer">
                Let us know
              </a>
            </p>
          </div>
        )}

        {groups.length > 0 && (
          <ol className={styles.groups}>
            {groups.map((group) => {
              const first = group.hits[0] as SearchHit;
              return (
                <li key={group.url} className={styles.group}>
                  <p className={styles.section}>
                    <Highlighted value={first._highlightResult.hierarchy.lvl0?.value ?? ''} />
                  </p>
                  <h2 className={styles.pageTitle}>
                    <Link to={processResultUrl(group.url, data)}>
                      <Highlighted value={first._highlightResult.hierarchy.lvl1?.value ?? ''} />
                    </Link>
                  </h2>
                  <ul className={styles.hits}>
                    {group.hits.map((hit) => {
                      const heading = sectionHeading(hit);
                      const text = hit._snippetResult.content?.value;
                      return (
                        <li key={hit.objectID}>
                          <Link className={styles.hit} to={processResultUrl(hit.url, data)}>
                            <Highlighted
                              className={styles.hitHeading}
                              value={heading ?? 'Introduction'}
                            />
                            {text && <Highlighted className={styles.snippet} value={text} />}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ol>
        )}

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
