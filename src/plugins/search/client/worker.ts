/** The search worker: the embedded backend off the main thread, answering workerBackend's calls. */
import {afterMs, nextTask} from '../../../utils/idle';
import {
  embeddedBackend,
  indexFiles,
  runCall,
  type EmbeddedBackend,
  type WorkerCall,
  type WorkerReply,
} from './client';

/** The worker's global scope (the DOM lib types `self` as a Window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerCall>) => void) | null;
  postMessage(message: WorkerReply): void;
};

/** Indexing in 20 ms steps with 20 ms rests leaves the page half a core; a query waits a step. */
const STEP_MS = 20;

/** Typing searches waiting a task to read the messages queued behind them. */
let readingQueue = 0;

async function betweenSteps(): Promise<void> {
  await afterMs(STEP_MS);
  while (readingQueue > 0) await nextTask();
}

/** One manifest per worker (startWorker.ts): the first call names it. */
let backend: EmbeddedBackend | null = null;

/** The newest typing search asked (ids grow with each call). */
let newestTyping = 0;

async function answer(call: WorkerCall): Promise<WorkerReply> {
  if (!backend) {
    // Indexed right away, in steps, after the waiting queries' early answers.
    backend = embeddedBackend(indexFiles(call.manifestUrl), (engine) => {
      void betweenSteps().then(() => engine.complete(STEP_MS, betweenSteps));
    });
    // Typing searches are coming: the headings file, a twentieth of the index, answers first.
    backend.answering().catch(() => undefined);
  }
  if (call.method === 'search' && call.options?.latestOnly) {
    // Read the calls queued behind it first: only the newest typing search is answered.
    await backend.answering();
    readingQueue++;
    await nextTask();
    readingQueue--;
    if (call.id < newestTyping) return {id: call.id, superseded: true};
  }
  return runCall(backend, call);
}

scope.onmessage = ({data}) => {
  if (data.method === 'search' && data.options?.latestOnly) {
    newestTyping = Math.max(newestTyping, data.id);
  }
  answer(data).then(
    // startWorker's call (id 0) has nobody waiting.
    (reply) => data.id !== 0 && scope.postMessage(reply),
    (err: unknown) =>
      scope.postMessage({id: data.id, error: err instanceof Error ? err.message : String(err)}),
  );
};
