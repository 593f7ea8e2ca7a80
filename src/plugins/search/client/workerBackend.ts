/**
 * The embedded index behind a Web Worker (worker.ts): the index is
 * downloaded, decoded and queried off the main thread, which only renders.
 * Where a worker cannot run (no Worker, a policy or a failed script), the
 * same requests go to the main-thread backend instead, so search still works.
 */
import {SearchUnavailableError, type SearchBackend} from './client';
import type {FromWorker, Question} from './protocol';
import {startSearchWorker} from './startWorker';

type Pending = {
  readonly message: Question;
  readonly resolve: (message: FromWorker) => void;
  readonly reject: (err: unknown) => void;
};

/** Makes the worker; null where workers are unavailable. */
export type WorkerFactory = () => Worker | null;

/** A worker answer as its result, or its failure thrown. */
function unwrap(answer: FromWorker): FromWorker {
  if (answer.type !== 'failed') return answer;
  throw answer.unavailable
    ? new SearchUnavailableError(answer.message)
    : new Error(`search worker: ${answer.message}`);
}

/**
 * The line to the worker: started on the first message, each message
 * answered once. If the worker cannot run, or fails, every message (those
 * waiting included) is answered on the main thread from then on.
 */
function workerLink(
  fallback: () => SearchBackend,
  createWorker: WorkerFactory,
  onPrepared: (topSections: readonly string[]) => void,
) {
  let worker: Worker | null | undefined;
  let failedOver: SearchBackend | null = null;
  const pending = new Map<number, Pending>();

  const failOver = () => {
    worker?.terminate();
    worker = null;
    failedOver ??= fallback();
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) answerOnMainThread(failedOver, p);
  };

  const start = (): Worker | null => {
    if (worker !== undefined) return worker;
    worker = createWorker();
    if (!worker) return null;
    worker.onmessage = ({data}: MessageEvent<FromWorker>) => {
      const p = pending.get(data.id);
      if (!p) return;
      pending.delete(data.id);
      if (data.type === 'prepared') onPrepared(data.topSections);
      p.resolve(data);
    };
    // The script did not load or threw (a policy, a network error): fail over.
    worker.onerror = (event) => {
      event.preventDefault();
      failOver();
    };
    worker.onmessageerror = failOver;
    return worker;
  };

  return {
    ask: (message: Question): Promise<FromWorker> =>
      new Promise((resolve, reject) => {
        const p = {message, resolve, reject};
        const w = failedOver ? null : start();
        if (!w) {
          failedOver ??= fallback();
          answerOnMainThread(failedOver, p);
          return;
        }
        pending.set(message.id, p);
        w.postMessage(message);
      }),
    /** The main-thread backend, once it answers instead of the worker. */
    failedOver: () => failedOver,
  };
}

export function workerBackend(
  manifestPath: string,
  fallback: () => SearchBackend,
  createWorker: WorkerFactory = () => startSearchWorker(manifestPath),
): SearchBackend {
  // The worker's own URL is its script's: hand it an absolute one (known
  // in the browser only, hence on first use).
  const manifestUrl = () => new URL(manifestPath, globalThis.location?.href).href;
  let topSections: readonly string[] = [];
  const link = workerLink(fallback, createWorker, (sections) => {
    topSections = sections;
  });
  let nextId = 1;
  /** The answer to come of the newest `latestOnly` search. */
  let newestTyping: Promise<FromWorker> | null = null;

  return {
    kind: 'embedded',
    async prepare() {
      unwrap(await link.ask({type: 'prepare', id: nextId++, manifestUrl: manifestUrl()}));
    },
    async search(requests, options) {
      const asked = link.ask({
        type: 'search',
        id: nextId++,
        manifestUrl: manifestUrl(),
        requests: [...requests],
        early: options?.early === true,
        latestOnly: options?.latestOnly === true,
      });
      if (options?.latestOnly) newestTyping = asked;
      let answer = unwrap(await asked);
      // Overtaken by a newer typing search, before its turn (superseded) or
      // after: the newest one's answer stands for this one too, so the
      // answers to keystrokes typed faster than they were answered are
      // drawn once, not one after another.
      for (let mine = asked; options?.latestOnly && newestTyping && newestTyping !== mine;) {
        mine = newestTyping;
        answer = unwrap(await mine);
      }
      if (answer.type !== 'results') return {results: []};
      return answer.partial ? {results: answer.results, partial: true} : {results: answer.results};
    },
    async complete() {
      unwrap(await link.ask({type: 'complete', id: nextId++, manifestUrl: manifestUrl()}));
    },
    fallbackSuggestions: (count) =>
      link.failedOver()?.fallbackSuggestions(count) ?? topSections.slice(0, count),
  };
}

/** Answers one request the way the worker would have, with the main-thread backend. */
function answerOnMainThread(backend: SearchBackend, p: Pending): void {
  const {message} = p;
  const work: Promise<FromWorker> = (() => {
    switch (message.type) {
      case 'prepare':
        return backend.prepare().then(() => ({
          type: 'prepared',
          id: message.id,
          topSections: backend.fallbackSuggestions(5),
        }));
      case 'complete':
        return backend.complete().then(() => ({type: 'completed', id: message.id}));
      case 'search':
        return backend
          .search(message.requests, {early: message.early})
          .then(({results, partial}) => ({
            type: 'results',
            id: message.id,
            results,
            partial: partial === true,
          }));
    }
  })();
  work.then(p.resolve, p.reject);
}
