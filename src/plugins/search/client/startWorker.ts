/** Starts the search worker on the first sign of intent (first-load code: a module of its own). */
import type {WorkerCall} from './client';

let started: {manifestUrl: string; worker: Worker | null; failed: boolean} | null = null;

/** The page's worker for this manifest, made on the first call; null if unavailable or failed. */
export function startSearchWorker(manifestPath: string): Worker | null {
  const manifestUrl = new URL(manifestPath, globalThis.location?.href).href;
  if (started?.manifestUrl !== manifestUrl) {
    started?.worker?.terminate();
    let worker: Worker | null = null;
    try {
      // The bundler turns this exact form into a separate worker chunk.
      worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
    } catch {
      // No workers here (or none allowed): the main thread answers.
    }
    const current = {manifestUrl, worker, failed: false};
    // Until workerBackend listens: an early failure must not go unseen.
    worker?.addEventListener('error', (event) => {
      event.preventDefault();
      current.failed = true;
    });
    // Id 0: nobody waits for this answer; the index starts downloading.
    worker?.postMessage({id: 0, manifestUrl, method: 'prepare'} satisfies WorkerCall);
    started = current;
  }
  return started.failed ? null : started.worker;
}
