/**
 * The /search page: the query comes from `?q=`, the URL
 * follows the box as you type, results are grouped by page with snippets and
 * more load on demand. Same client and index as the navbar's modal.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import {PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import {FetchError, Introduction, NoResults} from './Messages';
import Results from './Results';
import {useSearchAnswer, type Answered} from './useSearchAnswer';
import styles from './styles.module.css';

function readQuery(search: string): string {
  // A repeated q keeps the first; a missing one is the empty query.
  return new URLSearchParams(search).get('q') ?? '';
}

/** The query as the URL holds it, and a setter that rewrites `?q=` in place. */
function useUrlQuery() {
  const history = useHistory();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const setInput = (value: string) => {
    const params = new URLSearchParams(location.search);
    params.delete('q');
    if (value !== '') params.set('q', value);
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  };
  return {
    // The static HTML was built without a query, so the first render
    // (hydration) shows none either; the URL's follows at once.
    input: isBrowser ? readQuery(location.search) : '',
    // Arriving without a query, the reader came here to type one.
    arrivedEmpty: readQuery(location.search) === '',
    setInput,
  };
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
        <SearchForm value={input} autoFocus={arrivedEmpty} onChange={setInput} />
        <ResultCount loading={loading} shown={shown} />
        {query === '' && <Introduction />}
        {failed && <FetchError onRetry={retry} />}
        {isCurrent && shown && shown.nbHits === 0 && (
          <NoResults query={shown.query} data={data} onPick={setInput} />
        )}
        {shown && !failed && <Results hits={shown.hits} data={data} />}
        {!failed && shown && shown.page + 1 < shown.nbPages && (
          <MoreButton loading={shown.loadingMore} onClick={loadMore} />
        )}
      </main>
    </>
  );
}

type SearchFormProps = {
  readonly value: string;
  readonly autoFocus: boolean;
  readonly onChange: (value: string) => void;
};

function SearchForm({value, autoFocus, onChange}: SearchFormProps): ReactNode {
  return (
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
        value={value}
        placeholder="Search docs"
        autoComplete="off"
        spellCheck={false}
        maxLength={512}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}

/** "Searching…" or the number of results, read out as it changes. */
function ResultCount({
  loading,
  shown,
}: {
  readonly loading: boolean;
  readonly shown: Answered | null;
}): ReactNode {
  return (
    <div className={styles.status} aria-live="polite">
      {loading && <p>Searching…</p>}
      {!loading && shown && shown.nbHits > 0 && (
        <p className={styles.count}>
          {shown.nbHits === 1 ? '1 result' : `${shown.nbHits} results`} for “{shown.query}”
        </p>
      )}
    </div>
  );
}

function MoreButton({
  loading,
  onClick,
}: {
  readonly loading: boolean;
  readonly onClick: () => void;
}): ReactNode {
  return (
    <div className={styles.more}>
      <button
        type="button"
        className="button button--secondary"
        disabled={loading}
        onClick={onClick}>
        {loading ? 'Loading…' : 'Show more results'}
      </button>
    </div>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
