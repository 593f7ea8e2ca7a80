/** The embedded index behind the Web Worker; where none can run, the main-thread backend answers. */
import {SearchUnavailableError, type SearchBackend} from './client';
import type {FromWorker, Question} from './protocol';
import {startSearchWorker} from './startWorker';

type Pending = {
  readonly message: Question;
  readonly resolve: (message: FromWorker) => void;
  readonly reject: (err: unknown) => void;
};

export type WorkerFactory = () => Worker | null;

function unwrap(answer: FromWorker): FromWorker {
  if (answer.type !== 'failed') return answer;
  throw answer.unavailable
    ? new SearchUnavailableError(answer.message)
    : new Error(`search worker: ${answer.message}`);
}

/** Each message answered once; once the worker fails, all (waiting ones too) on the main thread. */
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
    failedOver: () => failedOver,
  };
}

export function workerBackend(
  manifestPath: string,
  fallback: () => SearchBackend,
  createWorker: WorkerFactory = () => startSearchWorker(manifestPath),
): SearchBackend {
  // Absolute: the worker resolves URLs against its script's.
  const manifestUrl = () => new URL(manifestPath, globalThis.location?.href).href;
  let topSections: readonly string[] = [];
  const link = workerLink(fallback, createWorker, (sections) => {
    topSections = sections;
  });
  let nextId = 1;
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
      // Overtaken by a newer typing search: its answer stands for this one,
      // so keys typed faster than answered are drawn once.
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
