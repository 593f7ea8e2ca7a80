/**
 * The DocSearch modal over our search client. Loaded on demand by the
 * SearchBar (this module, @docsearch/react's modal, its styles and the search
 * engine form one chunk that a page's first load does not include).
 */
import {useEffect, useMemo, useState, type JSX, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {DocSearchHit, DocSearchTransformClient, ModalTranslations} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {
  contextualFacetFilters,
  getSearchClient,
  indexNameOf,
  missingResultsUrl,
  processResultUrl,
  searchPageUrl,
  type SearchClient,
  type SearchResponse,
} from '../../client';
import {escapeHtml, sanitizeHighlighted} from '../../client/highlight';
import type {SearchGlobalData} from '../../shared/types';
import {cleanStoredSearches} from './storedSearches';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './modal.css';

export type SearchModalProps = {
  readonly data: SearchGlobalData;
  readonly onClose: () => void;
};

/** Starts downloading the index (called on hover or focus of the button). */
export function prepare(data: SearchGlobalData): Promise<void> {
  return getSearchClient(data).prepare();
}

/**
 * Drops saved searches that are unsafe or broken from storage (storedSearches.ts).
 * Called before each opening: DocSearch reads them once, when the modal mounts.
 */
export function checkSavedSearches(data: SearchGlobalData): void {
  try {
    cleanStoredSearches(window.localStorage, indexNameOf(data));
  } catch {
    // storage that cannot be opened holds nothing DocSearch could read either
  }
}

/** The spec's texts (§2, §8, §9). */
const TRANSLATIONS: ModalTranslations = {
  searchBox: {placeholderText: 'Search docs'},
  errorScreen: {
    titleText: 'Unable to fetch results',
    helpText: 'You might want to check your network connection.',
  },
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know',
  },
  startScreen: {
    recentSearchesTitle: 'Recent',
    noRecentSearchesText: 'No recent searches',
    favoriteSearchesTitle: 'Favorite',
  },
};

/** Every `value` in a highlight tree, made safe to insert as HTML. */
function sanitizeTree<T>(node: T): T {
  if (Array.isArray(node)) return node.map(sanitizeTree) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === 'value' && typeof value === 'string'
        ? sanitizeHighlighted(value)
        : sanitizeTree(value);
  }
  return out as T;
}

/**
 * DocSearch inserts highlights, and the raw hierarchy and content of a saved
 * (recent or favourite) search, as HTML: the raw fields travel escaped and
 * the highlights keep no tag but <mark>, whichever backend answered.
 */
function escapeHit(hit: DocSearchHit, data: SearchGlobalData): DocSearchHit {
  const hierarchy = {...hit.hierarchy};
  for (const key of Object.keys(hierarchy) as (keyof typeof hierarchy)[]) {
    const value = hierarchy[key];
    if (typeof value === 'string') (hierarchy as Record<string, string>)[key] = escapeHtml(value);
  }
  return {
    ...hit,
    url: processResultUrl(hit.url, data),
    hierarchy,
    content: typeof hit.content === 'string' ? escapeHtml(hit.content) : hit.content,
    _highlightResult: sanitizeTree(hit._highlightResult),
    _snippetResult: sanitizeTree(hit._snippetResult),
  };
}

/** Types into DocSearch's box as a user would, so its own state follows. */
function setModalQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * The no-results screen's "Try searching for" list. DocSearch 4.7.0 keeps
 * its suggestions in an object where it then looks for an array, so its own
 * list never shows; this one is rendered into that screen in its place, with
 * its class names so that it looks the same.
 */
function useNoResultsSlot(): Element | null {
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    const dropdown = document.querySelector('.DocSearch-Modal');
    if (!dropdown) return undefined;
    const attach = () => {
      const screen = dropdown.querySelector('.DocSearch-NoResults');
      let target = screen?.querySelector('[data-search-suggestions]') ?? null;
      if (screen && !target) {
        target = document.createElement('div');
        target.setAttribute('data-search-suggestions', '');
        const title = screen.querySelector('.DocSearch-Title');
        title?.after(target);
      }
      setSlot(target);
    };
    attach();
    const observer = new MutationObserver(attach);
    observer.observe(dropdown, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
  return slot;
}

/** DocSearch's error screen, drawn by us: see `useModalClient`. */
function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen">
      <p className="DocSearch-Title">{TRANSLATIONS.errorScreen?.titleText}</p>
      <p className="DocSearch-Help">{TRANSLATIONS.errorScreen?.helpText}</p>
    </div>
  );
}

/**
 * The client as DocSearch gets it. DocSearch 4.7.0 sets its "error" status
 * on a failed search, but autocomplete's own `finally` sets it back to
 * "idle" at once, so its error screen never shows and the failure surfaces
 * as an unhandled rejection. Here a failure answers no results instead and
 * is remembered, and the no-results screen then shows the error screen.
 *
 * The suggestions are state too, taken after every answer: the no-results
 * screen can stay mounted from the first keystroke (drawn before any answer,
 * while the index loads) to the last, so reading them while rendering could
 * leave the list empty for good.
 */
function useModalClient(client: SearchClient): {
  modalClient: SearchClient;
  failed: boolean;
  suggestions: readonly string[];
} {
  const [failed, setFailed] = useState(false);
  const [suggestions, setSuggestions] = useState<readonly string[]>(() => client.suggestions(3));
  const modalClient = useMemo<SearchClient>(
    () => ({
      ...client,
      async search(params) {
        try {
          const answer = await client.search(params);
          setFailed(false);
          setSuggestions(client.suggestions(3));
          return answer;
        } catch {
          setFailed(true);
          const count = 'requests' in params ? params.requests.length : params.length;
          return {results: Array.from({length: count}, emptyResponse)};
        }
      },
    }),
    [client],
  );
  return {modalClient, failed, suggestions};
}

function emptyResponse(): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: '',
    params: '',
    index: '',
  };
}

function Suggestions({queries}: {queries: readonly string[]}): ReactNode {
  if (queries.length === 0) return null;
  return (
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">Try searching for:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {queries.map((query) => (
          <p key={query}>
            <button
              type="button"
              className="DocSearch-Prefill"
              onClick={() => setModalQuery(`${query.toLowerCase()} `)}>
              {query}
            </button>
          </p>
        ))}
      </div>
    </div>
  );
}

/** Results open with client-side navigation. */
function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * DocSearch 4.7's modal lets Tab walk out of it when it holds few controls
 * (an empty query: the box and Close). While the modal is open, Tab and
 * Shift+Tab cycle through its own controls only.
 */
function useFocusTrap(selector: string): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const modal = document.querySelector<HTMLElement>(selector);
      if (!modal) return;
      const items = [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.getClientRects().length > 0,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && modal.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [selector]);
}

export default function SearchModal({data, onClose}: SearchModalProps): ReactNode {
  const history = useHistory();
  const {locale, tags} = useContextualSearchFilters();
  const client = getSearchClient(data);
  useFocusTrap('.DocSearch-Modal');

  useEffect(() => {
    // Opened by a shortcut, the modal may be the first to ask for the index.
    client.prepare().catch(() => undefined);
    // Lets the styles tell the embedded index from the hosted service.
    document.body.dataset.searchBackend = client.backend;
    return () => {
      delete document.body.dataset.searchBackend;
    };
  }, [client]);

  const noResultsSlot = useNoResultsSlot();
  const {modalClient, failed, suggestions} = useModalClient(client);

  // The hook returns a new tags array on every render: key the memo on its content.
  const tagsKey = tags.join('\n');
  const indices = useMemo(
    () => [
      {
        name: indexNameOf(data),
        searchParameters: {facetFilters: contextualFacetFilters(locale, tagsKey.split('\n'))},
      },
    ],
    [data, locale, tagsKey],
  );

  return createPortal(
    <>
      <DocSearchModal
        // The modal builds a client from these before handing it to
        // transformSearchClient, which replaces it; it never sends a request.
        appId={data.hosted?.appId ?? 'embedded'}
        apiKey={data.hosted?.apiKey ?? 'embedded'}
        indices={indices}
        placeholder="Search docs"
        translations={TRANSLATIONS}
        initialScrollY={window.scrollY}
        onClose={onClose}
        onAskAiToggle={() => undefined}
        // Our client answers the service's JSON; its types are the service
        // client's generics, hence the cast.
        transformSearchClient={() => modalClient as unknown as DocSearchTransformClient}
        transformItems={(items) => items.map((hit) => escapeHit(hit, data))}
        hitComponent={Hit}
        navigator={{
          navigate({itemUrl}) {
            history.push(itemUrl);
          },
        }}
        resultsFooterComponent={({state}) => {
          const count = client.nbHitsOf(state.query) ?? Number(state.context.nbHits ?? 0);
          return (
            <Link to={searchPageUrl(data, state.query)} onClick={onClose}>
              {`See all ${count} results`}
            </Link>
          );
        }}
        getMissingResultsUrl={({query}) => missingResultsUrl(data, query)}
      />
      {noResultsSlot &&
        createPortal(
          failed ? <ErrorScreen /> : <Suggestions queries={suggestions} />,
          noResultsSlot,
        )}
    </>,
    document.body,
  );
}
