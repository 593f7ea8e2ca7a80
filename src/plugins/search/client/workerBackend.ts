/** The embedded index behind the Web Worker; where none can run, the main-thread backend answers. */
import {
  runCall,
  SearchUnavailableError,
  type SearchClient,
  type SearchResults,
  type WorkerCall,
  type WorkerReply,
} from './client';
import {startSearchWorker} from './startWorker';

type Pending = {
  readonly call: WorkerCall;
  readonly resolve: (reply: WorkerReply) => void;
  readonly reject: (err: unknown) => void;
};

/** Each call answered once; once the worker fails, all (waiting ones too) on the main thread. */
export function workerBackend(
  manifestPath: string,
  fallback: () => SearchClient,
  createWorker: () => Worker | null = () => startSearchWorker(manifestPath),
): SearchClient {
  let worker: Worker | null | undefined;
  let failedOver: SearchClient | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let newestTyping: Promise<WorkerReply> | null = null;

  const onMainThread = (p: Pending) => {
    failedOver ??= fallback();
    runCall(failedOver, p.call).then(p.resolve, p.reject);
  };
  const failOver = () => {
    worker?.terminate();
    worker = null;
    failedOver ??= fallback();
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
      else if (data.unavailable) p?.reject(new SearchUnavailableError(data.error));
      else p?.reject(new Error(`search worker: ${data.error}`));
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
      const w = failedOver ? null : start();
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
