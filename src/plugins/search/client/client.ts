/** The search client, with the hosted service's interface, over the embedded index or the service. */
import type {EncodedIndex} from '../shared/format';
import type {HostedSearch, SearchManifest} from '../shared/types';
import {whenIdle} from '../../../utils/idle';
import {loadOnce} from '../../../utils/loadOnce';
import type {EmbeddedIndex, SearchRequest, SearchResponse} from './engine';

export type SearchResults = {
  results: SearchResponse[];
  /** An early answer from the headings alone (asked for with `early`). */
  partial?: true;
};

export type SearchOptions = {
  /** An answer from the headings may come before the full text is indexed. */
  readonly early?: boolean;
  /** Typing: a search still waiting when a newer `latestOnly` one comes gets the newer's answer. */
  readonly latestOnly?: boolean;
};

/** What the modal and the search page ask, in the hosted service's shape: `search({requests})`. */
export type SearchClient = {
  prepare(): Promise<void>;
  search(
    params: {readonly requests: readonly SearchRequest[]},
    options?: SearchOptions,
  ): Promise<SearchResults>;
  /** Resolves once the full text is indexed. */
  complete(): Promise<void>;
};

export type Fetch = typeof globalThis.fetch;

/** Any failure is the modal's error screen; the message says which step failed. */
export async function fetchJson<T>(fetchImpl: Fetch, url: string, init?: RequestInit): Promise<T> {
  const failed = (what: string) => (cause: unknown) => {
    throw new Error(`search: ${url} ${what}`, {cause});
  };
  const response = await fetchImpl(url, init).catch(failed('could not be reached'));
  if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
  return response.json().catch(failed('did not answer JSON')) as Promise<T>;
}

export type IndexFile = {readonly url: string; readonly encoded: EncodedIndex};

type ManifestFile = 'index' | 'headings' | 'details';

function entryOf(manifest: SearchManifest, file: ManifestFile, manifestUrl: string): string | null {
  const name = manifest?.[file];
  if (typeof name !== 'string') return null;
  return new URL(name, new URL(manifestUrl, globalThis.location?.href)).href;
}

/** The manifest has a fixed name: revalidate it; the files it names are immutable. */
const fetchManifest = (manifestUrl: string, fetchImpl: Fetch) =>
  fetchJson<SearchManifest>(fetchImpl, manifestUrl, {cache: 'no-cache'});

/** The URL of the file the manifest names as `file`, or null when it names none. */
export async function manifestEntry(
  manifestUrl: string,
  file: ManifestFile,
  fetchImpl: Fetch,
): Promise<string | null> {
  return entryOf(await fetchManifest(manifestUrl, fetchImpl), file, manifestUrl);
}

/**
 * Loads an index the manifest names (null when it names none) while the engine's code loads,
 * with one fetch of the manifest (again after a failure): the whole index, or its headings
 * alone (a twentieth of the bytes, enough for the first answers).
 */
export function indexLoader(
  manifestUrl: string,
  fetchImpl: Fetch = globalThis.fetch.bind(globalThis),
): (file: 'index' | 'headings') => Promise<EmbeddedIndex | null> {
  let manifest: Promise<SearchManifest> | null = null;
  return async (file) => {
    const engine = import('./engine');
    manifest ??= fetchManifest(manifestUrl, fetchImpl).catch((err: unknown) => {
      manifest = null;
      throw err;
    });
    const url = entryOf(await manifest, file, manifestUrl);
    if (url === null) return null;
    const [encoded, m] = await Promise.all([fetchJson<EncodedIndex>(fetchImpl, url), engine]);
    return m.buildEmbeddedIndex({url, encoded});
  };
}

/** The whole index, from a loader (by default a new one). */
export async function loadEmbeddedIndex(
  manifestUrl: string,
  load = indexLoader(manifestUrl),
): Promise<EmbeddedIndex> {
  const index = await load('index');
  if (index === null) throw new Error(`search: ${manifestUrl} names no index`);
  return index;
}

/** With the engine itself, full text indexed, for the docs assistant. */
export type EmbeddedBackend = SearchClient & {
  engine(): Promise<EmbeddedIndex>;
  /** Resolves once an early search can be answered: the headings' index or the whole one is in. */
  answering(): Promise<void>;
};

/**
 * `indexText` indexes the full text once the index is in: by default when the page is idle.
 * `loadHeadings`, if given, loads a smaller index of the headings alone that answers early
 * searches until the whole index is in.
 */
export function embeddedBackend(
  load: () => Promise<EmbeddedIndex>,
  indexText = (engine: EmbeddedIndex) => {
    // Once idle, so that the first answer (from the headings) is drawn first.
    whenIdle(() => engine.complete().catch(() => undefined), 500);
  },
  loadHeadings?: () => Promise<EmbeddedIndex | null>,
): EmbeddedBackend {
  let whole = false;
  const index = loadOnce(() =>
    load().then((engine) => {
      whole = true;
      indexText(engine);
      return engine;
    }),
  );
  const headings = loadHeadings && loadOnce(() => loadHeadings().catch(() => null));
  return {
    async prepare() {
      void headings?.();
      await index();
    },
    async answering() {
      await (headings ? Promise.race([headings(), index()]) : index());
    },
    async search({requests}, options) {
      // An early answer from an index's headings, when they match every request.
      const fromHeadings = (engine: EmbeddedIndex): SearchResults | null => {
        const early = requests.map((request) => engine.searchHeadings(request));
        return early.every((r) => r !== null) ? {results: early, partial: true} : null;
      };
      if (options?.early && headings && !whole) {
        // Whichever comes first: the headings' index, or the whole one (then null here).
        const first = await Promise.race([headings(), index().then(() => null)]);
        const early = first && fromHeadings(first);
        if (early) return early;
      }
      const engine = await index();
      const ready = requests.every((request) => engine.isReadyFor(request));
      const early = options?.early && !ready && fromHeadings(engine);
      if (early) return early;
      if (!ready) await engine.complete();
      return {results: requests.map((request) => engine.search(request))};
    },
    async complete() {
      await (await index()).complete();
    },
    async engine() {
      const engine = await index();
      await engine.complete();
      return engine;
    },
  };
}

const HOSTED_TIMEOUT_MS = 5000;

export function hostedBackend(
  config: HostedSearch,
  fetchImpl: Fetch = globalThis.fetch.bind(globalThis),
): SearchClient {
  const origin = (config.host ?? `https://${config.appId}-dsn.algolia.net`).replace(/\/+$/, '');
  // Credentials in the query and a text/plain body: a "simple" request, no CORS preflight.
  const url = `${origin}/1/indexes/*/queries?${new URLSearchParams({
    'x-algolia-application-id': config.appId,
    'x-algolia-api-key': config.apiKey,
  }).toString()}`;
  return {
    async prepare() {},
    async complete() {},
    async search({requests}) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), HOSTED_TIMEOUT_MS);
      try {
        const body = await fetchJson<SearchResults>(fetchImpl, url, {
          method: 'POST',
          headers: {'content-type': 'text/plain'},
          body: JSON.stringify({requests}),
          signal: controller.signal,
        });
        if (!Array.isArray(body?.results)) {
          throw new Error('search: the service answered without results');
        }
        return body;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** A call to the search worker (worker.ts): a method of the embedded backend. */
export type WorkerCall = {
  readonly id: number;
  readonly manifestUrl: string;
  readonly method: 'prepare' | 'search' | 'complete';
  readonly requests?: readonly SearchRequest[];
  readonly options?: SearchOptions;
};

/** Its answer: the method's value, a failure, or "superseded" (a newer typing search came first). */
export type WorkerReply = {
  readonly id: number;
  readonly value?: unknown;
  readonly superseded?: true;
  readonly error?: string;
};

/** A call answered by a backend, in the worker or, where none runs, on the main thread. */
export async function runCall(backend: SearchClient, call: WorkerCall): Promise<WorkerReply> {
  if (call.method !== 'search') return {id: call.id, value: await backend[call.method]()};
  return {id: call.id, value: await backend.search({requests: call.requests ?? []}, call.options)};
}
