/** The search worker: downloads and builds the index off the main thread and answers queries. */
import {afterMs, nextTask} from '../../../utils/idle';
import {downloadIndex, SearchUnavailableError} from './client';
import type {EmbeddedIndex} from './engine';
import type {FromWorker, Question, ToWorker} from './protocol';

/** The worker's global scope (the DOM lib types `self` as a Window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

/** Queries arriving during the full-text indexing wait at most one step to be read. */
const INDEXING_SLICE_MS = 20;
/**
 * A rest as long as each step: the indexing takes half a core, so that on a
 * two-core machine the page's own tasks are not starved while the reader types.
 */
const INDEXING_REST_MS = 20;

/** Typing searches waiting a task to read the messages queued behind them. */
let readingQueue = 0;

async function betweenSteps(): Promise<void> {
  await afterMs(INDEXING_REST_MS);
  while (readingQueue > 0) await nextTask();
}

type Loaded = {
  readonly url: string;
  readonly engine: Promise<EmbeddedIndex>;
  readonly complete: Promise<void>;
};

let loading: Loaded | null = null;

/** The engine for this manifest, loaded once; a failure is forgotten so the next query retries. */
function load(manifestUrl: string): Loaded {
  if (loading?.url !== manifestUrl) {
    const engine = downloadIndex(manifestUrl);
    // Right away, in steps, after the waiting queries' early answers.
    const complete = engine.then(async (index) => {
      await betweenSteps();
      await index.complete(INDEXING_SLICE_MS, betweenSteps);
    });
    const current: Loaded = {url: manifestUrl, engine, complete};
    complete.catch(() => {
      if (loading === current) loading = null;
    });
    loading = current;
  }
  return loading;
}

function failure(id: number, err: unknown): FromWorker {
  return {
    type: 'failed',
    id,
    message: err instanceof Error ? err.message : String(err),
    unavailable: err instanceof SearchUnavailableError,
  };
}

async function answer(message: Question): Promise<FromWorker> {
  const {id} = message;
  const loaded = load(message.manifestUrl);
  const engine = await loaded.engine;
  switch (message.type) {
    case 'prepare':
      return {type: 'prepared', id, topSections: engine.topSections(5)};
    case 'complete':
      await loaded.complete;
      return {type: 'completed', id};
    case 'search': {
      // Read the messages queued behind this one first: only the newest
      // typing search is answered, the older ones are superseded.
      if (message.latestOnly) {
        readingQueue++;
        await nextTask();
        readingQueue--;
        if (message.id < newestTyping) return {type: 'superseded', id};
      }
      const ready = message.requests.every((request) => engine.isReadyFor(request));
      if (message.early && !ready) {
        const early = message.requests.map((request) => engine.searchHeadings(request));
        if (early.every((r) => r !== null)) {
          return {type: 'results', id, results: early, partial: true};
        }
      }
      if (!ready) await loaded.complete;
      const results = message.requests.map((request) => engine.search(request));
      return {type: 'results', id, results, partial: false};
    }
  }
}

/** The newest `latestOnly` search asked (ids grow with each message). */
let newestTyping = 0;

scope.onmessage = ({data}) => {
  if (data.type === 'load') {
    load(data.manifestUrl).engine.catch(() => undefined);
    return;
  }
  if (data.type === 'search' && data.latestOnly) newestTyping = Math.max(newestTyping, data.id);
  answer(data).then(
    (message) => scope.postMessage(message),
    (err: unknown) => scope.postMessage(failure(data.id, err)),
  );
};
