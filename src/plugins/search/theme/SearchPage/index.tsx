/**
 * The /search page: the query is `?q=` and the URL follows the box; results
 * are grouped by page, drawn as the modal's, more on demand. Same client as the modal.
 */
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import {missingResultsUrl, processResultUrl, type SearchHit} from '../../client';
import {HitContent, Highlighted, LetUsKnow, SUGGESTIONS, useAnswer} from '../SearchBar/parts';
import {PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import '@docsearch/css/dist/modal.css';
import '../SearchBar/modal.css';
import styles from './styles.module.css';

const HITS_PER_PAGE = 20;

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
  for (const hit of hits)
    pages.set(hit.url_without_anchor, [...(pages.get(hit.url_without_anchor) ?? []), hit]);
  return (
    <ol className={clsx('search-page-results', 'clean-list', styles.results)}>
      {[...pages].map(([url, pageHits]) => (
        <li key={url} className="DocSearch-Hits">
          <h2 className="DocSearch-Hit-source">
            <Highlighted value={pageHits[0]?._highlightResult.hierarchy.lvl0?.value ?? ''} />
            {' › '}
            <Link to={processResultUrl(url)}>
              <Highlighted value={pageHits[0]?._highlightResult.hierarchy.lvl1?.value ?? ''} />
            </Link>
          </h2>
          <ul className="clean-list">
            {pageHits.map((hit) => (
              <li key={hit.objectID} className="DocSearch-Hit">
                <Link to={processResultUrl(hit.url)}>
                  <HitContent hit={hit} />
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** Inside the Layout: the contextual filters need the docs providers it sets up. */
function SearchPageContent(): ReactNode {
  const data = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const {input, arrivedEmpty, setInput} = useUrlQuery();
  const query = input.trim();
  // Pages of results asked for, for this query.
  const [more, setMore] = useState({query, pages: 1});
  const pages = more.query === query ? more.pages : 1;
  const hitsPerPage = HITS_PER_PAGE * pages;
  const {answer, failed, retry} = useAnswer(data, query, {hitsPerPage, snippetWords: 30});
  // The last answer stays on screen while the next is on its way.
  const shown = query !== '' && !failed ? answer : null;
  const current = shown?.query === query;
  const title = query ? `Search results for "${query}"` : 'Search the documentation';

  return (
    <>
      <PageMetadata title={title} description="Search the Vara Network documentation." />
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <h1>{title}</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            // The placeholder and the h1 say it visually.
            aria-label="Search the docs"
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
          {query !== '' && !failed && !current && <p>Searching…</p>}
          {current && shown.count > 0 && (
            <p>
              {shown.count === 1 ? '1 result' : `${shown.count} results`} for “{shown.query}”
            </p>
          )}
        </div>
        {query === '' && (
          <p>
            Type a word or a phrase to search every page of the Vara Network documentation; results
            are grouped by page. Press <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd> on any page to
            search without leaving it, or start from the{' '}
            <Link to="/docs/welcome">welcome page</Link>.
          </p>
        )}
        {query !== '' && failed && (
          <div role="alert">
            <p className={styles.messageTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
            <button type="button" className="button button--primary" onClick={retry}>
              Try again
            </button>
          </div>
        )}
        {current && shown.count === 0 && (
          <div>
            <p className={styles.messageTitle}>
              No results for “<strong>{shown.query}</strong>”
            </p>
            <p>Try searching for:</p>
            <p className={styles.suggestions}>
              {SUGGESTIONS.map((s) => (
                <button
                  key={s}
                  type="button"
                  className="button button--outline button--primary button--sm"
                  onClick={() => setInput(s)}>
                  {s}
                </button>
              ))}
            </p>
            <p>
              <LetUsKnow url={missingResultsUrl(data, shown.query)} />
            </p>
          </div>
        )}
        {shown && <Results hits={shown.hits} />}
        {shown && shown.hits.length < shown.count && (
          <p className="text--center">
            <button
              type="button"
              className="button button--secondary"
              disabled={!current || shown.hits.length < hitsPerPage}
              onClick={() => setMore({query, pages: pages + 1})}>
              {current && shown.hits.length >= hitsPerPage ? 'Show more results' : 'Loading…'}
            </button>
          </p>
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
