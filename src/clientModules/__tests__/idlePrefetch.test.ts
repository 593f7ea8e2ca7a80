import {describe, expect, it, vi} from 'vitest';
import {deferPrefetch} from '../idlePrefetch';

function fakeApi() {
  return {
    prefetch: vi.fn<(path: string) => Promise<void[]>>(() => Promise.resolve([])),
    preload: vi.fn<(path: string) => Promise<void[]>>(() => Promise.resolve([])),
  };
}

describe('deferPrefetch', () => {
  it('runs nothing at once, then one path per scheduled slot, in order', () => {
    const api = fakeApi();
    const slots: (() => void)[] = [];
    const deferred = deferPrefetch(api, (run) => slots.push(run));
    deferred.prefetch('/docs/a');
    deferred.prefetch('/docs/b');
    expect(api.prefetch).not.toHaveBeenCalled();
    expect(slots).toHaveLength(1);
    slots.shift()?.();
    expect(api.prefetch.mock.calls).toEqual([['/docs/a']]);
    slots.shift()?.();
    expect(api.prefetch.mock.calls).toEqual([['/docs/a'], ['/docs/b']]);
    expect(slots).toHaveLength(0);
  });

  it('asks for each path once, even after it ran', () => {
    const api = fakeApi();
    const deferred = deferPrefetch(api, (run) => run());
    for (const path of ['/docs/a', '/docs/a', '/docs/b', '/docs/a']) deferred.prefetch(path);
    expect(api.prefetch.mock.calls).toEqual([['/docs/a'], ['/docs/b']]);
  });

  it('holds the queue while held, and goes on once released', () => {
    vi.useFakeTimers();
    const api = fakeApi();
    let held = true;
    const slots: (() => void)[] = [];
    const deferred = deferPrefetch(
      api,
      (run) => slots.push(run),
      () => held,
    );
    deferred.prefetch('/docs/a');
    slots.shift()?.();
    expect(api.prefetch).not.toHaveBeenCalled();
    vi.runAllTimers();
    held = false;
    slots.shift()?.();
    expect(api.prefetch.mock.calls).toEqual([['/docs/a']]);
    vi.useRealTimers();
  });

  it('preloads at once, for hover and touch', () => {
    const api = fakeApi();
    const deferred = deferPrefetch(api, () => undefined);
    void deferred.preload('/docs/a');
    expect(api.preload).toHaveBeenCalledWith('/docs/a');
  });
});
