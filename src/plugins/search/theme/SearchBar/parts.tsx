/** What the modal and the /search page draw alike: the answer to a query and its hit rows. */
import {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {contextualFacetFilters, getSearchClient, indexNameOf, type SearchHit} from '../../client';
import type {SearchGlobalData} from '../../shared/types';
import {hitTexts, markedParts, type Branch, type ShownHit} from './results';

export type Answer = {
  readonly query: string;
  readonly hits: readonly SearchHit[];
  readonly count: number;
  /** From the headings alone: its count is not the full one. */
  readonly partial: boolean;
};

/**
 * The answer to `query`, in typing order (a late answer to an older query is
 * dropped); an early one (`early`) is asked again once the full text is in.
 */
export function useAnswer(
  data: SearchGlobalData,
  query: string,
  {hitsPerPage = 20, snippetWords = 15, early = false} = {},
) {
  const client = getSearchClient(data);
  const {locale, tags} = useContextualSearchFilters();
  // The hook returns a new tags array on every render: key on its content.
  const tagsKey = tags.join('\n');
  const [state, setState] = useState({answer: null as Answer | null, failed: false});
  const [round, setRound] = useState(0);
  const order = useRef({sent: 0, shown: -1, results: null as unknown, refreshing: false});
  useEffect(() => {
    if (query.trim() === '') return;
    const id = order.current.sent++;
    const request = {
      indexName: indexNameOf(data),
      query,
      hitsPerPage,
      facetFilters: contextualFacetFilters(locale, tagsKey.split('\n')),
      attributesToSnippet: [`content:${snippetWords}`],
      // The embedded engine's two rules (engine.ts), asked of the hosted service too: small words
      // need not match but for the last one, and all words turn optional when none holds them all.
      removeStopWords: true,
      removeWordsIfNoResults: 'allOptional',
      // The hosted service's default tags are not <mark>.
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    };
    client.search({requests: [request]}, {early, latestOnly: true}).then(
      ({results, partial}) => {
        // A later query's answer is shown, or this one is (shared by fast keys).
        if (id < order.current.shown || results === order.current.results) return;
        Object.assign(order.current, {shown: id, results});
        const [result] = results;
        const answer = {
          query,
          hits: result?.hits ?? [],
          count: result?.nbHits ?? 0,
          partial: partial === true,
        };
        // Drawn in slices: keys typed meanwhile come first.
        startTransition(() => setState({answer, failed: false}));
        if (partial && !order.current.refreshing) {
          order.current.refreshing = true;
          const again = () => {
            order.current.refreshing = false;
            setRound((n) => n + 1);
          };
          client.complete().then(again, again);
        }
      },
      () => {
        if (id < order.current.shown) return;
        order.current.shown = id;
        setState((s) => ({...s, failed: true}));
      },
    );
  }, [client, data, query, locale, tagsKey, round, hitsPerPage, snippetWords, early]);
  return {...state, retry: () => setRound((n) => n + 1)};
}

/** A highlighted value as text and <mark> elements, never as HTML. */
export function Highlighted({value}: {value: string}): ReactNode {
  return markedParts(value).map((part, i) =>
    part.marked ? <mark key={i}>{part.text}</mark> : part.text,
  );
}

/** Offered by the no-results screens. */
export const SUGGESTIONS = ['gas', 'mailbox', 'voucher', 'Sails', 'staking'];

/** The no-results screens' link to a new issue with the query filled in. */
export function LetUsKnow({url}: {url: string}): ReactNode {
  return (
    <>
      Believe this query should return results?{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        Let us know
      </a>
    </>
  );
}

export function Icon({d, size = 20, className}: {d: string; size?: number; className?: string}) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" className={className}>
      <path d={d} stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const ICONS = {
  page: 'M5 2.5h7l3.5 3.5v11.5H5zM12 2.5V6h3.5',
  section: 'M8 3 6 17M14 3l-2 14M4 7.5h13M3 12.5h13',
  content: 'M4 5h12M4 10h12M4 15h8',
  recent: 'M10 3a7 7 0 1 0 0 14 7 7 0 1 0 0-14M10 6v4l3 2',
  star: 'm10 2.5 2.3 4.8 5.2.7-3.8 3.6.9 5.2-4.6-2.5-4.6 2.5.9-5.2L2.5 8l5.2-.7z',
  close: 'm5 5 10 10M15 5 5 15',
  search: 'M9 3a6 6 0 1 0 0 12A6 6 0 1 0 9 3m4.5 10.5L17 17',
  enter: 'M16 4v5a3 3 0 0 1-3 3H4m3-3-3 3 3 3',
};

const BRANCHES = {middle: 'M8 0v54M8 27h10', last: 'M8 0v27h10'};

/** A hit's row inside its link: its place in the page's tree, icon, title and path. */
export function HitContent(props: {
  hit: ShownHit;
  icon?: string;
  branch?: Branch;
  children?: ReactNode;
}): ReactNode {
  const {hit, branch, children} = props;
  const kind = hit.type === 'content' ? 'content' : hit.type === 'lvl1' ? 'page' : 'section';
  const {icon = ICONS[kind]} = props;
  const {title, path} = hitTexts(hit);
  return (
    <div className="DocSearch-Hit-Container">
      {branch && (
        <svg className="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true">
          <path d={BRANCHES[branch]} stroke="currentColor" fill="none" />
        </svg>
      )}
      <div className="DocSearch-Hit-icon">
        <Icon d={icon} />
      </div>
      <div className="DocSearch-Hit-content-wrapper">
        <span className="DocSearch-Hit-title">
          <Highlighted value={title} />
        </span>
        {path && (
          <span className="DocSearch-Hit-path">
            <Highlighted value={path} />
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
