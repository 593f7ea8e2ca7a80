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

/** The manifest, revalidated: it has a fixed name; the files it names are immutable. */
const fetchManifest = (manifestUrl: string, fetchImpl: Fetch) =>
  fetchJson<SearchManifest>(fetchImpl, manifestUrl, {cache: 'no-cache'});

/** The URL of the file the manifest names as `file`, or null when it names none. */
export async function manifestEntry(
  manifestUrl: string,
  file: 'index' | 'headings' | 'details',
  fetchImpl: Fetch,
  manifest = fetchManifest(manifestUrl, fetchImpl),
): Promise<string | null> {
  const name = (await manifest)?.[file];
  if (typeof name !== 'string') return null;
  return new URL(name, new URL(manifestUrl, globalThis.location?.href)).href;
}

/**
 * The index files a manifest names, each fetched while the engine's code loads: the whole index,
 * and its headings alone (a twentieth of the bytes), which an older manifest may not name.
 */
export type IndexFiles = Record<'index' | 'headings', () => Promise<EmbeddedIndex>>;

/** With one fetch of the manifest (again after a failure) for both files. */
export function indexFiles(
  manifestUrl: string,
  fetchImpl: Fetch = globalThis.fetch.bind(globalThis),
): IndexFiles {
  let manifest: Promise<SearchManifest> | null = null;
  const load = async (file: keyof IndexFiles) => {
    const engine = import('./engine');
    manifest ??= fetchManifest(manifestUrl, fetchImpl).catch((err: unknown) => {
      manifest = null;
      throw err;
    });
    const url = await manifestEntry(manifestUrl, file, fetchImpl, manifest);
    if (url === null) throw new Error(`search: ${manifestUrl} names no ${file}`);
    const [encoded, m] = await Promise.all([fetchJson<EncodedIndex>(fetchImpl, url), engine]);
    return m.buildEmbeddedIndex(url, encoded);
  };
  return {index: () => load('index'), headings: () => load('headings')};
}

/** With the engine itself, full text indexed, for the docs assistant. */
export type EmbeddedBackend = SearchClient & {
  engine(): Promise<EmbeddedIndex>;
  /** Resolves once an early search can be answered: the headings' index or the whole one is in. */
  answering(): Promise<void>;
};

/**
 * `indexText` indexes the full text once the index is in: by default when the page is idle.
 * Early searches are answered from the headings of the index in first: the headings file's or,
 * when both are in, the whole one's.
 */
export function embeddedBackend(
  files: IndexFiles,
  indexText = (engine: EmbeddedIndex) => {
    // Once idle, so that the first answer (from the headings) is drawn first.
    whenIdle(() => engine.complete().catch(() => undefined), 500);
  },
): EmbeddedBackend {
  let whole: EmbeddedIndex | null = null;
  const index = loadOnce(() =>
    files.index().then((engine) => {
      whole = engine;
      indexText(engine);
      return engine;
    }),
  );
  // Without it, early searches wait for the whole index.
  const headings = loadOnce(() => files.headings().catch(() => null));
  const first = async () => (await Promise.race([index(), headings()])) ?? index();
  return {
    async prepare() {
      await index();
    },
    async answering() {
      await first();
    },
    async search({requests}, options) {
      let engine = await (options?.early ? first() : index());
      // Early: the headings file's index answers what it can, the whole one what is not indexed yet.
      const ready = engine === whole && requests.every((request) => engine.isReadyFor(request));
      if (options?.early && !ready) {
        const early = requests.map((request) => engine.searchHeadings(request));
        if (early.every((r) => r !== null)) return {results: early, partial: true};
      }
      engine = await index();
      if (!requests.every((request) => engine.isReadyFor(request))) await engine.complete();
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
      const body = await fetchJson<SearchResults>(fetchImpl, url, {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: JSON.stringify({requests}),
        signal: AbortSignal.timeout(HOSTED_TIMEOUT_MS),
      });
      if (!Array.isArray(body?.results)) {
        throw new Error('search: the service answered without results');
      }
      return body;
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
