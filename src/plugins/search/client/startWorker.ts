/**
 * Starts the search worker on the first sign of intent (first-load code,
 * hence its own small module), so the index downloads before the client's
 * and the modal's code arrive; workerBackend then talks to the same worker.
 */
import type {ToWorker} from './protocol';

type Started = {
  readonly manifestUrl: string;
  readonly worker: Worker | null;
  failed: boolean;
};

let started: Started | null = null;

function createSearchWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // The bundler turns this exact form into a separate worker chunk.
    return new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  } catch {
    return null;
  }
}

/** The page's worker for this manifest, made on the first call; null if unavailable or failed. */
export function startSearchWorker(manifestPath: string): Worker | null {
  const manifestUrl = new URL(manifestPath, globalThis.location?.href).href;
  if (started?.manifestUrl !== manifestUrl) {
    started?.worker?.terminate();
    const worker = createSearchWorker();
    const current: Started = {manifestUrl, worker, failed: false};
    // Until workerBackend listens: an early failure must not go unseen.
    worker?.addEventListener('error', (event) => {
      event.preventDefault();
      current.failed = true;
    });
    worker?.postMessage({type: 'load', manifestUrl} satisfies ToWorker);
    started = current;
  }
  return started.failed ? null : started.worker;
}
