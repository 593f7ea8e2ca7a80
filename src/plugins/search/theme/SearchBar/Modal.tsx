/**
 * The DocSearch modal over our search client. Loaded on demand by the
 * SearchBar (this module, @docsearch/react's modal, its styles and the search
 * engine form one chunk that a page's first load does not include).
 */
import {useEffect, useLayoutEffect, useMemo, useState, type JSX, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {ModalTranslations} from '@docsearch/react';
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
} from '../../client';
import {
  clientProps,
  ErrorScreen,
  escapeHit,
  modalBox,
  setModalQuery,
  Suggestions,
  useModalClient,
  useModalFocusTrap,
  useNoResultsSlot,
} from '../../compat/docsearch';
import type {ShownAnswer} from '../../compat/shownAnswer';
import type {SearchGlobalData} from '../../shared/types';
import {cleanStoredSearches} from './storedSearches';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './modal.css';

export type SearchModalProps = {
  readonly data: SearchGlobalData;
  readonly onClose: () => void;
  /**
   * What was typed into the stand-in box before this module arrived, up to
   * now (the box takes keys until the modal's first commit): searched at once.
   */
  readonly typedEarly?: () => string;
};

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

/** The texts the product specification gives the modal. */
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

/**
 * Results open with client-side navigation. A plain anchor, not the router's
 * Link: Link gives every rendering of every hit an IntersectionObserver and
 * prefetches each result's page as it shows, which costs the main thread on
 * every keystroke; Enter on a hit goes through `navigator`, as in DocSearch.
 */
function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): JSX.Element {
  const history = useHistory();
  return (
    <a
      href={hit.url}
      onClick={(event) => {
        // A new tab or window (a modifier or another button) is the browser's to open.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        history.push(hit.url);
      }}>
      {children}
    </a>
  );
}

/**
 * The footer link: the query and count of the results on screen (while a
 * later query is on its way, those of the one answered last). An early
 * answer (headings only, the first search of a visit) has no count yet: the
 * full one replaces it within a moment.
 */
function ResultsFooter({
  data,
  answer,
  onClose,
}: {
  data: SearchGlobalData;
  answer: ShownAnswer;
  onClose: () => void;
}): ReactNode {
  return (
    <Link to={searchPageUrl(data, answer.query)} onClick={onClose}>
      {answer.partial ? 'See all results' : `See all ${answer.count} results`}
    </Link>
  );
}

/** The no-results screen's own part: the error screen after a failure, else suggestions. */
function NoResultsExtra({
  failed,
  suggestions,
}: {
  failed: boolean;
  suggestions: readonly string[];
}): ReactNode {
  return failed ? (
    <ErrorScreen
      title={TRANSLATIONS.errorScreen?.titleText ?? ''}
      help={TRANSLATIONS.errorScreen?.helpText ?? ''}
    />
  ) : (
    <Suggestions queries={suggestions} />
  );
}

/**
 * Opened by a shortcut, the modal may be the first to ask for the index; the
 * body says which backend answers (the styles tell the embedded index from
 * the hosted service).
 */
function useBackend(client: SearchClient): void {
  useEffect(() => {
    client.prepare().catch(() => undefined);
    document.body.dataset.searchBackend = client.backend;
    return () => {
      delete document.body.dataset.searchBackend;
    };
  }, [client]);
}

/**
 * Typing goes on where it stopped in the stand-in box. DocSearch opens with
 * an empty box, which it focuses as it mounts; the text typed so far is then
 * typed into it (setModalQuery), in a layout effect, before the browser
 * handles the next key.
 *
 * Not DocSearch's `initialQuery`: it is read when the modal's render begins,
 * and keys typed during that render (a transition) would have to be carried
 * over after it. It also costs three searches as the modal mounts instead of
 * one: focusing a box that holds a query searches it, and DocSearch searches
 * its initial query again after mounting.
 */
function useTypingCarriedOver(typedEarly: () => string): void {
  useLayoutEffect(() => {
    const typed = typedEarly();
    if (typed === '') return;
    setModalQuery(typed);
    modalBox()?.setSelectionRange(typed.length, typed.length);
    // Once, as the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

const NOTHING_TYPED = () => '';

/** The index and filters of the current docs context. */
function useIndices(data: SearchGlobalData) {
  const {locale, tags} = useContextualSearchFilters();
  // The hook returns a new tags array on every render: key the memo on its content.
  const tagsKey = tags.join('\n');
  return useMemo(
    () => [
      {
        name: indexNameOf(data),
        searchParameters: {facetFilters: contextualFacetFilters(locale, tagsKey.split('\n'))},
      },
    ],
    [data, locale, tagsKey],
  );
}

export default function SearchModal({
  data,
  onClose,
  typedEarly = NOTHING_TYPED,
}: SearchModalProps): ReactNode {
  const history = useHistory();
  const client = getSearchClient(data);
  // Read once: reading the scroll position lays out the page if it has changed.
  const [initialScrollY] = useState(() => window.scrollY);
  useModalFocusTrap();
  useBackend(client);
  useTypingCarriedOver(typedEarly);
  const noResultsSlot = useNoResultsSlot();
  const {modalClient, failed, suggestions, shown} = useModalClient(client);
  const indices = useIndices(data);

  return createPortal(
    <>
      <DocSearchModal
        {...clientProps(modalClient, data.hosted)}
        indices={indices}
        placeholder="Search docs"
        translations={TRANSLATIONS}
        initialScrollY={initialScrollY}
        onClose={onClose}
        onAskAiToggle={() => undefined}
        transformItems={(items) =>
          items.map((hit) => escapeHit(hit, processResultUrl(hit.url, data)))
        }
        hitComponent={Hit}
        navigator={{
          navigate({itemUrl}) {
            history.push(itemUrl);
          },
        }}
        resultsFooterComponent={({state}) => (
          <ResultsFooter
            data={data}
            answer={shown() ?? {query: state.query, count: 0, partial: false}}
            onClose={onClose}
          />
        )}
        getMissingResultsUrl={({query}) => missingResultsUrl(data, query)}
      />
      {noResultsSlot &&
        createPortal(<NoResultsExtra failed={failed} suggestions={suggestions} />, noResultsSlot)}
    </>,
    document.body,
  );
}
