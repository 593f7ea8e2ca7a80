/**
 * The search worker: downloads the index, decodes it and builds the engine
 * off the main thread, then answers every query of the modal and the search
 * page. Bundled as its own chunk by `new Worker(new URL(...))` in
 * workerBackend.ts; the page falls back to the same engine on the main
 * thread where workers are unavailable.
 */
import {afterMs, nextTask} from '../../../utils/idle';
import {downloadIndex, SearchUnavailableError} from './client';
import type {EmbeddedIndex} from './engine';
import type {FromWorker, Question, ToWorker} from './protocol';

/** The worker's global scope (the DOM lib types `self` as a Window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

/**
 * Steps of the full-text indexing: queries that arrive meanwhile wait at
 * most this long to be read (and answered early from the headings).
 */
const INDEXING_SLICE_MS = 20;

/**
 * The rest after each step, as long as the step: the indexing takes half a
 * core, not a whole one. At full speed it took a core for about 200 ms while
 * the reader typed the first query, and on a two-core machine the page, the
 * compositor and the browser then shared the other: in 30 cold opens at 4x
 * CPU, 16 had a main-thread task over 50 ms, against 5 with the rest. The
 * full text is in about 200 ms later; the headings answer meanwhile.
 */
const INDEXING_REST_MS = 20;

/** Typing searches waiting a task to read the messages queued behind them. */
let readingQueue = 0;

/** Between two steps of the indexing: a rest, and tasks while typing searches wait theirs. */
async function betweenSteps(): Promise<void> {
  await afterMs(INDEXING_REST_MS);
  while (readingQueue > 0) await nextTask();
}

type Loaded = {
  readonly url: string;
  readonly engine: Promise<EmbeddedIndex>;
  /** Resolves once the full text is indexed. */
  readonly complete: Promise<void>;
};

let loading: Loaded | null = null;

/** The engine for this manifest, loaded once; a failure is forgotten so the next query retries. */
function load(manifestUrl: string): Loaded {
  if (loading?.url !== manifestUrl) {
    const engine = downloadIndex(manifestUrl);
    // Nothing else runs on this thread: index the full text right away, in
    // steps, after the queries already waiting have had their early answer.
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
      // Keys typed while the index loads (or while a step of the indexing
      // runs) wait here together: the messages queued behind this one are
      // read first, so only the newest search is answered and each older one
      // is superseded, instead of one answer per key before the newest. The
      // indexing waits for these (betweenSteps).
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
    // A failure is answered to the questions that follow (and retried by them).
    load(data.manifestUrl).engine.catch(() => undefined);
    return;
  }
  if (data.type === 'search' && data.latestOnly) newestTyping = Math.max(newestTyping, data.id);
  answer(data).then(
    (message) => scope.postMessage(message),
    (err: unknown) => scope.postMessage(failure(data.id, err)),
  );
};
