/**
 * startSearchWorker: one worker per manifest, told at once where the index
 * is; none where workers are unavailable or once it has failed unseen.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';

class StubWorker {
  static made: StubWorker[] = [];
  readonly posted: unknown[] = [];
  readonly listeners: ((event: {preventDefault(): void}) => void)[] = [];
  terminated = false;
  constructor() {
    StubWorker.made.push(this);
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  addEventListener(_type: 'error', listener: (event: {preventDefault(): void}) => void): void {
    this.listeners.push(listener);
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A fresh copy of the module (it keeps the page's worker). */
async function fresh() {
  vi.resetModules();
  return import('../startWorker');
}

afterEach(() => {
  vi.unstubAllGlobals();
  StubWorker.made = [];
});

describe('startSearchWorker', () => {
  it('makes one worker per manifest and tells it to load the index at once', async () => {
    vi.stubGlobal('location', {href: 'http://docs.test/docs/welcome'});
    vi.stubGlobal('Worker', StubWorker);
    const {startSearchWorker} = await fresh();
    const worker = startSearchWorker('/search-index/manifest.json');
    expect(startSearchWorker('/search-index/manifest.json')).toBe(worker);
    expect(StubWorker.made).toHaveLength(1);
    expect(StubWorker.made[0]?.posted).toEqual([
      {id: 0, method: 'prepare', manifestUrl: 'http://docs.test/search-index/manifest.json'},
    ]);
    // Another manifest (another build): a new worker, the old one ended.
    startSearchWorker('/other/manifest.json');
    expect(StubWorker.made).toHaveLength(2);
    expect(StubWorker.made[0]?.terminated).toBe(true);
  });

  it('gives no worker where there is none, or once it failed before anyone listened', async () => {
    vi.stubGlobal('location', {href: 'http://docs.test/'});
    const none = await fresh();
    vi.stubGlobal('Worker', undefined);
    expect(none.startSearchWorker('/m.json')).toBeNull();

    vi.stubGlobal('Worker', StubWorker);
    const {startSearchWorker} = await fresh();
    expect(startSearchWorker('/m.json')).not.toBeNull();
    let prevented = false;
    for (const listener of StubWorker.made[0]?.listeners ?? [])
      listener({preventDefault: () => (prevented = true)});
    expect(prevented).toBe(true);
    expect(startSearchWorker('/m.json')).toBeNull();
  });
});
