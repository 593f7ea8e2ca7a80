/**
 * Every place the search leans on DocSearch 4.7 behaviour that is not its
 * public API, each with its workaround. compat/__tests__/docsearch.test.ts
 * runs the real DocSearch modal in Chromium for each one and fails when
 * DocSearch changes or fixes it: then the workaround here can go.
 *
 * 1. The modal builds a search client from `appId`/`apiKey` before
 *    `transformSearchClient` replaces it: any values do, no request is sent.
 * 2. A failed search sets the "error" status, which autocomplete resets to
 *    "idle" at once: the error screen never shows (useModalClient).
 * 3. `context.nbHits` adds up the counts of every keystroke's query
 *    (useModalClient: `shown()` gives the query and count on screen).
 * 4. The no-results screen's suggestions are kept in an object where an
 *    array is expected, so they never show (useNoResultsSlot, Suggestions).
 * 5. Highlights, and the raw hierarchy and content of saved searches, are
 *    inserted as HTML (escapeHit).
 * 6. The modal's own Tab cycle ends at its footer logo; with the logo hidden
 *    (modal.css, for the embedded index) Tab walks out (useModalFocusTrap).
 * 7. `window.localStorage` is read without a guard on mount
 *    (installMemoryStorageIfBlocked, in ./storage).
 * 8. The box follows only an `input` event after the native value setter,
 *    and only when the value changed (typeIntoModal, setModalQuery).
 *
 * The modal file itself is trimmed at build time (./trimModal.ts): three
 * internals the portal never uses get stand-ins, and what only they reached
 * (Ask AI, zod and its eval probe, marked, the hosted client) is dropped.
 * 9. The Ask AI chat hook answers an idle chat.
 * 10. The hosted service's client factory builds an empty client (see 1).
 * 11. The Ask AI answer screen draws nothing.
 * 12. The recent and favourite lists, made anew (a storage probe and a
 *     parse each) on every render, and the page's selected text (a style
 *     update forced), read on every render, are made once per opening.
 * 13. Its variables, set on the page's root (every element styled again when
 *     they arrive), are set on its own elements (./scopeVariables.ts).
 * 14. The scrollbar is measured on opening (a layout of the whole page), for
 *     a margin the page does not need: the measure is 0.
 * 15. The window's height is measured after opening (another layout) for
 *     browsers without the `dvh` unit: not done.
 * 16. The results are scrolled to the top after each new query in an effect
 *     (a layout forced): at the next frame instead.
 * 17, 18. The box is focused in the first commit (a layout forced) and
 *     once after it: the portal focuses it (SearchBar/Modal.tsx).
 * 19. Highlighted fields are drawn from HTML (a parser per field, and the
 *     reason for 5): drawn from text and <mark> elements instead; escapeHit
 *     stays as a second line of defence.
 * 20. Every change of autocomplete's state renders the modal at once,
 *     arriving results included (a task of 30-60 ms at 4x CPU): a change
 *     that keeps the query is rendered as a transition, in slices; a new
 *     query is rendered together with the "loading" status set with it,
 *     at once, unless it is set behind the stand-in box (a transition).
 * 21. Focusing the box searches again for the query already in it (and
 *     draws the modal again): only the empty box searches on focus.
 * 22. The first query of an opening shows "No results for" it until its
 *     answer comes (the result list appears then, and skips renders while
 *     loading only once it is there): nothing shows while loading.
 * Also, in modal.css: no blur behind the modal.
 */
import {useEffect, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import {trapTab} from '../../../utils/focusTrap';
import type {SearchClient, SearchResponse} from '../client';
import {escapeHtml, sanitizeHighlighted} from '../client/highlight';
import {createNoResultsStore, type NoResultsExtra, type NoResultsStore} from './noResultsStore';
import {createShownAnswer, refresherWhenComplete, type ShownAnswer} from './shownAnswer';

export type {NoResultsStore} from './noResultsStore';

export {installMemoryStorageIfBlocked} from './storage';

/** (1) The props that hand DocSearch our client instead of the one it builds. */
export function clientProps(
  client: SearchClient,
  hosted: {readonly appId: string; readonly apiKey: string} | null,
): {appId: string; apiKey: string; transformSearchClient: () => DocSearchTransformClient} {
  return {
    appId: hosted?.appId ?? 'embedded',
    apiKey: hosted?.apiKey ?? 'embedded',
    // Our client answers the service's JSON; its types are the service
    // client's generics, hence the cast.
    transformSearchClient: () => client as unknown as DocSearchTransformClient,
  };
}

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
 * (5) The raw fields travel escaped and the highlights keep no tag but
 * <mark>, whichever backend answered.
 */
export function escapeHit(hit: DocSearchHit, url: string): DocSearchHit {
  const hierarchy = {...hit.hierarchy};
  for (const key of Object.keys(hierarchy) as (keyof typeof hierarchy)[]) {
    const value = hierarchy[key];
    if (typeof value === 'string') (hierarchy as Record<string, string>)[key] = escapeHtml(value);
  }
  return {
    ...hit,
    url,
    hierarchy,
    content: typeof hit.content === 'string' ? escapeHtml(hit.content) : hit.content,
    _highlightResult: sanitizeTree(hit._highlightResult),
    _snippetResult: sanitizeTree(hit._snippetResult),
  };
}

/** DocSearch's search box, when the modal is open. */
export function modalBox(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('.DocSearch-Input');
}

/**
 * (8) Types into DocSearch's box as a user would, so its own state follows,
 * and it searches again even when the box already holds `query` (React
 * passes on an `input` event only when the value differs from the one it
 * last saw, which its value tracker keeps: the tracker is told ""). The
 * focus stays where it is. Gives back the box, null when the modal is closed.
 */
export function typeIntoModal(query: string): HTMLInputElement | null {
  const input = modalBox();
  if (!input) return null;
  (input as {_valueTracker?: {setValue(value: string): void}})._valueTracker?.setValue('');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  return input;
}

/** (8) Types into DocSearch's box and gives it the focus. */
export function setModalQuery(query: string): void {
  const input = typeIntoModal(query);
  // Focusing a box that has the focus would still bring styles up to date.
  if (input && document.activeElement !== input) input.focus({preventScroll: true});
}

/**
 * (4) A place for our own "Try searching for" list (or error screen) in the
 * no-results screen, after its title, kept while DocSearch redraws.
 */
export function useNoResultsSlot(): Element | null {
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    const dropdown = document.querySelector('.DocSearch-Modal');
    if (!dropdown) return undefined;
    let attached: Element | null = null;
    const attach = () => {
      const screen = dropdown.querySelector('.DocSearch-NoResults');
      let target = screen?.querySelector('[data-search-suggestions]') ?? null;
      if (screen && !target) {
        target = document.createElement('div');
        target.setAttribute('data-search-suggestions', '');
        const title = screen.querySelector('.DocSearch-Title');
        title?.after(target);
      }
      // Most changes are new results: no render of the modal for them.
      if (target === attached) return;
      attached = target;
      setSlot(target);
    };
    attach();
    const observer = new MutationObserver(attach);
    observer.observe(dropdown, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
  return slot;
}

/** (2) DocSearch's error screen, with its class names, drawn by us in the slot. */
export function ErrorScreen({title, help}: {title: string; help: string}): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen">
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>
  );
}

/** (4) DocSearch's suggestion list, with its class names, drawn by us in the slot. */
export function Suggestions({queries}: {queries: readonly string[]}): ReactNode {
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

/** The no-results screen's state, for the component that draws it. */
export function useNoResultsExtra(store: NoResultsStore): NoResultsExtra {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * (2), (3) and (4): the client as DocSearch gets it, asking for early answers. A failure answers no
 * results instead and is remembered, and the no-results screen then shows
 * the error screen. The suggestions are taken after every answer: the
 * no-results screen can stay mounted from the first keystroke to the last,
 * so reading them while rendering could leave the list empty for good.
 */
export function useModalClient(client: SearchClient): {
  modalClient: SearchClient;
  noResults: NoResultsStore;
  shown: () => ShownAnswer | null;
} {
  const [noResults] = useState(() =>
    createNoResultsStore({failed: false, suggestions: client.suggestions(3)}),
  );
  const answers = useState(createShownAnswer)[0];
  const modalClient = useMemo<SearchClient>(() => {
    const refreshWhenComplete = refresherWhenComplete({
      complete: () => client.complete(),
      shown: answers.shown,
      typed: () => modalBox()?.value,
      // The focus stays where it is: in the stand-in box, during its
      // hand-over, taking keys that the modal's box does not have yet.
      ask: (query) => void typeIntoModal(query),
    });
    return {
      ...client,
      search(params) {
        const requests = 'requests' in params ? params.requests : params;
        const asked = async () => {
          try {
            const answer = await client.search(params, {early: true, latestOnly: true});
            noResults.set({failed: false, suggestions: client.suggestions(3)});
            if (answer.partial) refreshWhenComplete();
            return answer;
          } catch {
            noResults.set({failed: true, suggestions: noResults.get().suggestions});
            return {results: Array.from({length: requests.length}, emptyResponse)};
          }
        };
        return answers.track(String(requests[0]?.query ?? ''), asked());
      },
    };
  }, [client, answers, noResults]);
  return {modalClient, noResults, shown: answers.shown};
}

/** (6) While the modal is open and `enabled`, Tab and Shift+Tab cycle through its own controls only. */
export function useModalFocusTrap(enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
      if (modal) trapTab(modal, event);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
