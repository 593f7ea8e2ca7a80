/**
 * The DocSearch modal over our search client. Loaded on demand by the
 * SearchBar (this module, @docsearch/react's modal, its styles and the search
 * engine form one chunk that a page's first load does not include).
 */
import {useEffect, useLayoutEffect, useMemo, useState, type JSX, type ReactNode} from 'react';
import {createPortal, flushSync} from 'react-dom';
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
  Suggestions,
  typeIntoModal,
  useModalClient,
  useModalFocusTrap,
  useNoResultsExtra,
  useNoResultsSlot,
  type NoResultsStore,
} from '../../compat/docsearch';
import type {ShownAnswer} from '../../compat/shownAnswer';
import type {SearchGlobalData} from '../../shared/types';
import {cleanStoredSearches} from './storedSearches';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './modal.css';

/** The stand-in box (./index.tsx), which takes the keys until the modal has been drawn. */
export type StandIn = {
  /** What has been typed into it so far. */
  readonly typed: () => string;
  /** Takes it away. */
  readonly done: () => void;
};

export type SearchModalProps = {
  readonly data: SearchGlobalData;
  readonly onClose: () => void;
  /** Set while the stand-in box is over the modal (useFocusOnOpen). */
  readonly standIn?: StandIn;
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
function NoResultsExtra({store}: {store: NoResultsStore}): ReactNode {
  const {failed, suggestions} = useNoResultsExtra(store);
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

/** Frames the hand-over waits, at most, for the box to show the text it was given. */
const MAX_WAIT_FRAMES = 30;

/**
 * Who types into the modal's box as it opens. DocSearch focuses the box in
 * its first commit, which forces a layout of the new modal in that commit
 * (the trimmed modal does not: ../../compat/trimModal.ts, 17).
 * - Opened with no stand-in box: the box is focused in a layout effect,
 *   before the browser handles the next key.
 * - Opened over the stand-in box (the modal's code arrived while the reader
 *   waited): the stand-in stays on top and keeps taking keys while the modal
 *   is committed and drawn under it. Once drawn (after the next frame), the
 *   text typed so far goes into the modal's box (again in the next task if
 *   more was typed meanwhile), drawn as a transition since the stand-in
 *   hides it; once the box shows it, the box takes the focus and the
 *   stand-in goes (`standIn.done`). Commit, text and focus fall in tasks of
 *   their own instead of the first commit's one (issue 21).
 */
function useFocusOnOpen(standIn: StandIn | undefined): void {
  useLayoutEffect(() => {
    if (!standIn) modalBox()?.focus({preventScroll: true});
    // Once, as the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!standIn) return undefined;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame's layout and paint, in a task of its own: a step
    // that found the page laid out forces no layout (focusing a box right
    // after a render of the modal took 20 ms at 4x CPU for that alone).
    const afterFrame = (step: () => void): void => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(step, 0);
      });
    };
    let given = '';
    let waited = 0;
    // One step per task, each at most one round of DocSearch's own work (a
    // search asked, the modal drawn again): text and focus together made a
    // task of 40-50 ms at 4x CPU.
    const step = (): void => {
      const box = modalBox();
      // Focused already (DocSearch opened on the page's selected text): keys
      // have gone to the box itself.
      const handing = box !== null && document.activeElement !== box;
      const typed = standIn.typed();
      if (handing && typed !== given) {
        // The text, while the stand-in keeps the focus and takes the keys;
        // again in a later step if more came meanwhile.
        given = typed;
        waited = 0;
        typeIntoModal(typed);
        afterFrame(step);
        return;
      }
      if (handing && box.value !== given && waited < MAX_WAIT_FRAMES) {
        // Set behind the stand-in, the text is drawn as a transition, in
        // slices (compat/trimModal.ts, 20): the box takes the focus once it
        // shows the text, or the next key would go after the old one.
        waited++;
        afterFrame(step);
        return;
      }
      if (handing) box.focus({preventScroll: true});
      // Gone in this same task: no moment with the focus in the modal and
      // the stand-in still over it.
      flushSync(standIn.done);
    };
    afterFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once, as the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

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

export default function SearchModal({data, onClose, standIn}: SearchModalProps): ReactNode {
  const history = useHistory();
  const client = getSearchClient(data);
  // Read once: reading the scroll position lays out the page if it has changed.
  const [initialScrollY] = useState(() => window.scrollY);
  // The stand-in box over the modal keeps Tab itself until it goes.
  useModalFocusTrap(!standIn);
  useBackend(client);
  useFocusOnOpen(standIn);
  const noResultsSlot = useNoResultsSlot();
  const {modalClient, noResults, shown} = useModalClient(client);
  const indices = useIndices(data);

  // The same element while its inputs stay: when the stand-in box goes (a
  // render of this component, in the hand-over's last step), DocSearch's
  // whole modal, results included, is not rendered again for nothing.
  const modal = useMemo(
    () => (
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
    ),
    [modalClient, data, indices, initialScrollY, onClose, history, shown],
  );

  return createPortal(
    <>
      {modal}
      {noResultsSlot && createPortal(<NoResultsExtra store={noResults} />, noResultsSlot)}
    </>,
    document.body,
  );
}
