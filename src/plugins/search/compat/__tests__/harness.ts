/**
 * Bundled into a blank page by docsearch.test.ts: the real DocSearch modal
 * over a fake client, with or without our workarounds, so each test sees
 * what DocSearch itself does.
 */
import {Component, createElement, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {DocSearchModal} from '@docsearch/react/modal';
import {
  clientProps,
  installMemoryStorageIfBlocked,
  setModalQuery,
  useModalFocusTrap,
} from '../docsearch';
import type {SearchClient} from '../../client';

type Answer = {readonly lvl0: string; readonly title: string; readonly nbHits: number};

export type Mount = {
  /** The answer to each query; other queries find nothing. */
  readonly answers?: Readonly<Record<string, Answer>>;
  /** Every search fails as the service's client fails (a RetryError). */
  readonly fail?: boolean;
  /** window.localStorage throws, as where storage is blocked. */
  readonly blockStorage?: boolean;
  /** Our workarounds: the memory storage and the focus trap. */
  readonly withCompat?: boolean;
  /** Ask AI switched on and its screen shown, as the portal never does (stand-ins 9 and 11). */
  readonly askAi?: boolean;
};

class Boundary extends Component<{children: ReactNode}, {error: string | null}> {
  override state = {error: null as string | null};
  static getDerivedStateFromError(error: unknown) {
    return {error: String(error)};
  }
  override render(): ReactNode {
    return this.state.error === null
      ? this.props.children
      : createElement('p', {id: 'crashed'}, this.state.error);
  }
}

function hit(query: string, answer: Answer, i: number) {
  const hierarchy = {
    lvl0: answer.lvl0,
    lvl1: answer.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const highlighted = {value: answer.title, matchLevel: 'full', matchedWords: [query]};
  return {
    objectID: `${query}-${i}`,
    url: `/docs/${query}-${i}`,
    url_without_anchor: `/docs/${query}-${i}`,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy,
    _highlightResult: {hierarchy: {lvl0: highlighted, lvl1: highlighted}},
    _snippetResult: {},
  };
}

function TrapFocus(): null {
  useModalFocusTrap();
  return null;
}

const queries: string[] = [];

function fakeClient(options: Mount): SearchClient {
  const agent = {value: 'test', add: () => undefined};
  return {
    backend: 'embedded',
    prepare: async () => undefined,
    complete: async () => undefined,
    async search(params) {
      const requests = 'requests' in params ? params.requests : params;
      queries.push(...requests.map((r) => String(r.query ?? '')));
      if (options.fail) {
        const error = new Error('unreachable');
        error.name = 'RetryError';
        throw error;
      }
      return {
        results: requests.map((r) => {
          const query = String(r.query ?? '');
          const answer = options.answers?.[query];
          const hits = answer ? [hit(query, answer, 0), hit(query, answer, 1)] : [];
          return {
            hits,
            nbHits: answer?.nbHits ?? 0,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query,
            params: '',
            index: r.indexName,
          };
        }),
      } as Awaited<ReturnType<SearchClient['search']>>;
    },
    suggestions: () => [],
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: agent},
  };
}

function mount(options: Mount): void {
  if (options.blockStorage) {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  }
  if (options.withCompat) installMemoryStorageIfBlocked();
  const client = fakeClient(options);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    createElement(
      Boundary,
      null,
      createElement(DocSearchModal, {
        ...clientProps(client, null),
        // Records what the modal built before our client replaces it (stand-in 10).
        transformSearchClient: (built: object) => {
          window.harness.built = Object.keys(built).sort();
          return clientProps(client, null).transformSearchClient();
        },
        ...(options.askAi ? {askAi: 'assistant', isAskAiActive: true} : {}),
        indices: [{name: 'vara'}],
        initialScrollY: 0,
        onAskAiToggle: () => undefined,
        onClose: () => undefined,
        resultsFooterComponent: ({state}) =>
          createElement('span', {id: 'nbhits'}, String(state.context.nbHits ?? '')),
      }),
      options.withCompat ? createElement(TrapFocus) : null,
    ),
  );
}

declare global {
  interface Window {
    harness: {
      mount: typeof mount;
      setModalQuery: typeof setModalQuery;
      queries: string[];
      built: string[];
    };
  }
}

window.harness = {mount, setModalQuery, queries, built: []};
