/**
 * What the theme components share: one client per page life (the embedded
 * index behind a Web Worker, or the service), the filters and the links.
 */
import type {SearchGlobalData} from '../shared/types';
import {
  embeddedBackend,
  hostedBackend,
  indexFiles,
  runCall,
  type EmbeddedBackend,
  type SearchClient,
  type SearchResults,
  type WorkerCall,
  type WorkerReply,
} from './client';
import type {FacetFilters} from './engine';
import {startSearchWorker} from './startWorker';

export type {EmbeddedBackend, SearchClient, SearchResults} from './client';
export type {SearchHit, SearchRequest, SearchResponse} from './engine';

type Pending = {call: WorkerCall; resolve: (r: WorkerReply) => void; reject: (e: unknown) => void};

/** Each call answered once; once the worker fails, all (waiting ones too) by `fallback`. */
export function workerBackend(
  manifestPath: string,
  fallback: () => SearchClient,
  createWorker: () => Worker | null = () => startSearchWorker(manifestPath),
): SearchClient {
  let worker: Worker | null | undefined;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let newestTyping: Promise<WorkerReply> | null = null;
  const onMainThread = (p: Pending) => void runCall(fallback(), p.call).then(p.resolve, p.reject);
  const failOver = () => {
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    waiting.forEach(onMainThread);
  };
  const start = (): Worker | null => {
    if (worker !== undefined) return worker;
    worker = createWorker();
    if (!worker) return null;
    worker.onmessage = ({data}: MessageEvent<WorkerReply>) => {
      const p = pending.get(data.id);
      pending.delete(data.id);
      if (data.error === undefined) p?.resolve(data);
      else p?.reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      failOver();
    };
    worker.onmessageerror = failOver;
    return worker;
  };
  const ask = (method: WorkerCall['method'], more?: Partial<WorkerCall>) =>
    new Promise<WorkerReply>((resolve, reject) => {
      // Absolute: the worker resolves URLs against its script's.
      const manifestUrl = new URL(manifestPath, globalThis.location?.href).href;
      const p = {call: {id: nextId++, manifestUrl, method, ...more}, resolve, reject};
      const w = start();
      if (!w) return onMainThread(p);
      pending.set(p.call.id, p);
      w.postMessage(p.call);
    });

  return {
    async prepare() {
      await ask('prepare');
    },
    async search({requests}, options) {
      const asked = ask('search', {requests: [...requests], options: {...options}});
      if (options?.latestOnly) newestTyping = asked;
      let reply = await asked;
      // Overtaken by a newer typing search: its answer stands for this one,
      // so keys typed faster than answered are drawn once.
      for (let mine = asked; options?.latestOnly && newestTyping && newestTyping !== mine;) {
        mine = newestTyping;
        reply = await mine;
      }
      return reply.superseded ? {results: []} : (reply.value as SearchResults);
    },
    async complete() {
      await ask('complete');
    },
  };
}

let cached: {key: string; client: SearchClient} | null = null;
let embedded: {manifestPath: string; backend: EmbeddedBackend} | null = null;

/** The index on the main thread: for the docs assistant, and where workers are unavailable. */
export function getEmbeddedBackend(data: Pick<SearchGlobalData, 'manifestPath'>): EmbeddedBackend {
  if (embedded?.manifestPath !== data.manifestPath) {
    const {manifestPath} = data;
    embedded = {manifestPath, backend: embeddedBackend(indexFiles(manifestPath))};
  }
  return embedded.backend;
}

/** The modal's and the search page's: the embedded index in a Web Worker, or the service. */
export function getSearchClient(data: SearchGlobalData): SearchClient {
  const key = JSON.stringify([data.manifestPath, data.hosted]);
  if (cached?.key !== key) {
    const client = data.hosted
      ? hostedBackend(data.hosted)
      : workerBackend(data.manifestPath, () => getEmbeddedBackend(data));
    cached = {key, client};
  }
  return cached.client;
}

/** The spec's index name, unless the hosted service names another. */
export function indexNameOf(data: SearchGlobalData): string {
  return data.hosted?.indexName ?? 'vara';
}

/** Contextual search: the current language, and the default tag or the current docs version's. */
export function contextualFacetFilters(locale: string, tags: readonly string[]): FacetFilters {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/** A result's URL as a site path (the service's are absolute), query and hash kept. */
export function processResultUrl(url: string): string {
  try {
    // The base only resolves relative URLs; its host is never used.
    const {pathname, search, hash} = new URL(url, 'https://site.invalid');
    return `${pathname}${search}${hash}`;
  } catch {
    return url;
  }
}

export function searchPageUrl(data: SearchGlobalData, query: string): string {
  return `${data.searchPagePath}?q=${encodeURIComponent(query)}`;
}

/** A new issue on the repository with the query filled in ("Let us know"). */
export function missingResultsUrl(data: SearchGlobalData, query: string): string {
  const params = new URLSearchParams({
    title: `Search: no results for "${query.slice(0, 200)}"`,
    body: `The search for \`${query.slice(0, 1000)}\` returned no results, but I expected it to find something.\n\nWhat I was looking for:\n`,
  });
  return `${data.repositoryUrl}/issues/new?${params.toString()}`;
}
