/**
 * The search worker's script: keys typed while the index loads are answered
 * once, for the newest query (the older ones superseded), and that answer
 * goes before the first step of the full-text indexing, whose steps rest
 * in between. The worker's task queue is played by hand: `nextTask` and
 * `afterMs` wait for the test to run the next task.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {EmbeddedIndex} from '../engine';
import type {WorkerCall, WorkerReply} from '../client';

/** Tasks queued by the worker (each a `nextTask` waiting its turn), in order. */
const tasks: (() => void)[] = [];
vi.mock('../../../../utils/idle', () => ({
  nextTask: () => new Promise<void>((resolve) => tasks.push(resolve)),
  afterMs: (ms: number) =>
    new Promise<void>((resolve) => {
      events.push(`rest ${ms}`);
      tasks.push(resolve);
    }),
}));

/** The download, finished by the test (no headings file: the whole index answers first). */
let finishDownload: (engine: unknown) => void = () => undefined;
vi.mock('../client', async (original) => ({
  ...(await original<object>()),
  indexFiles: () => ({
    index: () =>
      new Promise((resolve) => {
        finishDownload = resolve;
      }),
    headings: () => Promise.reject(new Error('no headings file')),
  }),
}));

/** What happened, in order: answers and steps of the indexing. */
const events: string[] = [];

/** A stand-in engine: heading answers name their query; indexing in three steps. */
const engine: Partial<EmbeddedIndex> = {
  isReadyFor: () => false,
  searchHeadings: (request) => ({hits: [], query: String(request.query)}) as never,
  async complete(_sliceMs, pause = async () => undefined) {
    for (let step = 1; step <= 3; step++) {
      events.push(`index ${step}`);
      await pause();
    }
  },
};

const posted: WorkerReply[] = [];
let send: (message: WorkerCall) => void = () => undefined;

beforeAll(async () => {
  const scope = {
    onmessage: null as ((event: MessageEvent<WorkerCall>) => void) | null,
    postMessage: (message: WorkerReply) => {
      posted.push(message);
      events.push(`${message.superseded ? 'superseded' : 'results'} ${message.id}`);
    },
  };
  vi.stubGlobal('self', scope);
  await import('../worker');
  send = (message) => scope.onmessage?.({data: message} as MessageEvent<WorkerCall>);
});
afterAll(() => vi.unstubAllGlobals());

/** Lets the microtasks run out. */
const microtasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the queued tasks, in order, until none is left. */
async function runTasks(): Promise<void> {
  await microtasks();
  for (let next = tasks.shift(); next; next = tasks.shift()) {
    next();
    await microtasks();
  }
}

const manifestUrl = 'http://docs.test/search-index/manifest.json';
const typing = (id: number, query: string): WorkerCall => ({
  method: 'search',
  id,
  manifestUrl,
  requests: [{indexName: 'vara', query}],
  options: {early: true, latestOnly: true},
});

describe('search worker', () => {
  it('answers only the newest of the keys typed while the index loads, before indexing with rests', async () => {
    send({id: 0, method: 'prepare', manifestUrl});
    send(typing(1, 'g'));
    send(typing(2, 'ga'));
    finishDownload(engine);
    await microtasks();
    // Typed while the index was decoded: read once the index is in.
    send(typing(3, 'gas'));
    await runTasks();
    // The first rest starts once the index is in; the searches waiting go
    // during it, and the indexing waits for them.
    expect(events).toEqual([
      'rest 20',
      'superseded 1',
      'superseded 2',
      'results 3',
      'index 1',
      'rest 20',
      'index 2',
      'rest 20',
      'index 3',
      'rest 20',
    ]);
    expect(posted.find((m) => m.id === 3)).toMatchObject({
      value: {partial: true, results: [{query: 'gas'}]},
    });
  });
});
