/**
 * workerBackend: requests travel to the worker and back; where no worker can
 * run, or the worker fails, the main-thread backend answers, pending
 * requests included; the worker's failures come back as failures.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {SearchClient, WorkerCall, WorkerReply} from '../client';
import {workerBackend} from '..';

/** A worker stand-in that answers with `answer` (or not at all). */
class FakeWorker {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  readonly sent: WorkerCall[] = [];
  terminated = false;
  constructor(private readonly answer?: (m: WorkerCall) => WorkerReply) {}
  postMessage(message: WorkerCall): void {
    this.sent.push(message);
    const reply = this.answer?.(message);
    if (reply) queueMicrotask(() => this.onmessage?.({data: reply} as MessageEvent<WorkerReply>));
  }
  terminate(): void {
    this.terminated = true;
  }
  fail(): void {
    this.onerror?.({preventDefault() {}} as ErrorEvent);
  }
}

function mainThread(): SearchClient & {calls: string[]} {
  const calls: string[] = [];
  return {
    calls,
    prepare: async () => {
      calls.push('prepare');
    },
    search: async ({requests}) => {
      calls.push(`search:${requests.map((r) => r.query).join(',')}`);
      return {results: []};
    },
    complete: async () => {
      calls.push('complete');
    },
  };
}

const request = {indexName: 'vara', query: 'gas'};

// The page's address, against which the manifest's path is resolved for the worker.
beforeAll(() => vi.stubGlobal('location', {href: 'http://docs.test/docs/welcome'}));
afterAll(() => vi.unstubAllGlobals());

describe('workerBackend', () => {
  it('asks the worker', async () => {
    const worker = new FakeWorker((m) => ({
      id: m.id,
      value: m.method === 'search' ? {results: []} : null,
    }));
    const fallback = vi.fn(mainThread);
    const backend = workerBackend('/search-index/manifest.json', fallback, () => worker as never);
    await backend.prepare();
    await expect(backend.search({requests: [request]})).resolves.toEqual({results: []});
    expect(worker.sent.map((m) => m.method)).toEqual(['prepare', 'search']);
    expect(worker.sent[0]?.manifestUrl).toBe('http://docs.test/search-index/manifest.json');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('answers on the main thread where no worker can be made', async () => {
    const main = mainThread();
    const backend = workerBackend(
      '/m.json',
      () => main,
      () => null,
    );
    await backend.prepare();
    await backend.search({requests: [request]});
    expect(main.calls).toEqual(['prepare', 'search:gas']);
  });

  it('hands what the worker had not answered to the main thread when it fails', async () => {
    const worker = new FakeWorker();
    const main = mainThread();
    const backend = workerBackend(
      '/m.json',
      () => main,
      () => worker as never,
    );
    const answer = backend.search({requests: [request]});
    worker.fail();
    await expect(answer).resolves.toEqual({results: []});
    expect(worker.terminated).toBe(true);
    await backend.search({requests: [{...request, query: 'mailbox'}]});
    expect(main.calls).toEqual(['search:gas', 'search:mailbox']);
  });

  it("passes the worker's failures on", async () => {
    const worker = new FakeWorker((m) => ({id: m.id, error: 'offline'}));
    const backend = workerBackend('/m.json', mainThread, () => worker as never);
    await expect(backend.search({requests: [request]})).rejects.toThrow('offline');
    await expect(backend.prepare()).rejects.toThrow('offline');
  });

  it("answers a typing search with the newest one's answer when a newer one was asked before its own came", async () => {
    const worker = new FakeWorker((m) =>
      m.method === 'search'
        ? {id: m.id, value: {results: [{query: m.requests?.[0]?.query}]}}
        : {id: m.id, value: null},
    );
    const backend = workerBackend('/m.json', mainThread, () => worker as never);
    const typing = {early: true, latestOnly: true};
    const first = backend.search({requests: [{...request, query: 'ga'}]}, typing);
    const second = backend.search({requests: [{...request, query: 'gas'}]}, typing);
    const gas = {results: [{query: 'gas'}]};
    await expect(first).resolves.toEqual(gas);
    await expect(second).resolves.toEqual(gas);
    // A search not typed keeps its own answer.
    await expect(backend.search({requests: [{...request, query: 'mail'}]})).resolves.toEqual({
      results: [{query: 'mail'}],
    });
  });

  it("answers a typing search overtaken by a newer one with the newer one's answer", async () => {
    // As the worker answers when "ga" is still waiting once "gas" arrives.
    const worker = new FakeWorker((m) =>
      m.method !== 'search'
        ? {id: m.id, value: null}
        : m.requests?.[0]?.query === 'ga'
          ? {id: m.id, superseded: true}
          : {id: m.id, value: {results: [], partial: true}},
    );
    // Both are sent before either answer is read.
    const backend = workerBackend('/m.json', mainThread, () => worker as never);
    const typing = {early: true, latestOnly: true};
    const first = backend.search({requests: [{...request, query: 'ga'}]}, typing);
    const second = backend.search({requests: [{...request, query: 'gas'}]}, typing);
    await expect(first).resolves.toEqual({results: [], partial: true});
    await expect(second).resolves.toEqual({results: [], partial: true});
    expect(worker.sent.map((m) => m.method === 'search' && m.options?.latestOnly)).toEqual([
      true,
      true,
    ]);
  });
});
