/**
 * What the search page says instead of results: how to search (no query yet),
 * that the index could not be fetched, or that nothing matched.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {missingResultsUrl} from '../../client';
import type {SearchGlobalData} from '../../shared/types';
import styles from './styles.module.css';

/** Sections people often look for, offered when nothing matches. */
const SUGGESTIONS = ['gas', 'mailbox', 'voucher', 'Sails', 'staking'];

/** Before any query: what the search covers and how it ranks. */
export function Introduction(): ReactNode {
  return (
    <div className={styles.empty}>
      <p>
        Type a word or a phrase to search every page of the Vara Network documentation: building
        programs with Sails and gstd, the JavaScript API and tools, running a node, staking, the
        bridge and the example applications. Results are grouped by page and show the passage that
        matched; headings count more than body text, and a word you are still typing matches as a
        prefix.
      </p>
      <p>
        You can also press <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd> on any page to open the
        search box without leaving it. Not sure where to start? Read the{' '}
        <Link to="/docs/welcome">welcome page</Link> or{' '}
        <Link to="/docs/getting-started-in-5-minutes">get started in five minutes</Link>.
      </p>
    </div>
  );
}

export function FetchError({onRetry}: {readonly onRetry: () => void}): ReactNode {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

type NoResultsProps = {
  readonly query: string;
  readonly data: SearchGlobalData;
  /** Searches for a suggestion instead. */
  readonly onPick: (query: string) => void;
};

export function NoResults({query, data, onPick}: NoResultsProps): ReactNode {
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
        Believe this query should return results?{' '}
        <a href={missingResultsUrl(data, query)} target="_blank" rel="noopener noreferrer">
          Let us know
        </a>
      </p>
    </div>
  );
}
