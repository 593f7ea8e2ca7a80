/**
 * The search worker: downloads the index, decodes it and builds the engine
 * off the main thread, then answers every query of the modal and the search
 * page. Bundled as its own chunk by `new Worker(new URL(...))` in
 * workerBackend.ts; the page falls back to the same engine on the main
 * thread where workers are unavailable.
 */
import {loadEmbeddedIndex, SearchUnavailableError} from './client';
import type {EmbeddedIndex} from './engine';
import type {FromWorker, ToWorker} from './protocol';

/** The worker's global scope (the DOM lib types `self` as a Window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

let loading: {url: string; engine: Promise<EmbeddedIndex>} | null = null;

/** The engine for this manifest, loaded once; a failure is forgotten so the next query retries. */
function engineFor(manifestUrl: string): Promise<EmbeddedIndex> {
  if (loading?.url !== manifestUrl) {
    const engine = loadEmbeddedIndex(manifestUrl).then((index) => {
      // Nothing else runs on this thread: index the full text at once, so
      // that the first query of more than one letter does not wait for it.
      index.completeNow();
      return index;
    });
    engine.catch(() => {
      if (loading?.engine === engine) loading = null;
    });
    loading = {url: manifestUrl, engine};
  }
  return loading.engine;
}

function failure(id: number, err: unknown): FromWorker {
  return {
    type: 'failed',
    id,
    message: err instanceof Error ? err.message : String(err),
    unavailable: err instanceof SearchUnavailableError,
  };
}

scope.onmessage = ({data}) => {
  const {id} = data;
  engineFor(data.manifestUrl).then(
    (engine) => {
      try {
        scope.postMessage(
          data.type === 'prepare'
            ? {type: 'prepared', id, topSections: engine.topSections(5)}
            : {type: 'results', id, results: data.requests.map((r) => engine.search(r))},
        );
      } catch (err) {
        scope.postMessage(failure(id, err));
      }
    },
    (err: unknown) => scope.postMessage(failure(id, err)),
  );
};
