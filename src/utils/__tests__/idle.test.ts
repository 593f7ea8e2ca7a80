import {afterEach, describe, expect, it, vi} from 'vitest';
import {afterMs, whenIdle} from '../idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks for an idle callback with the timeout, and cancels it', () => {
    const request = vi.fn(() => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = () => undefined;
    const stop = whenIdle(task, 500);
    expect(request).toHaveBeenCalledWith(task, {timeout: 500});
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where there is no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, 5000);
    vi.advanceTimersByTime(49);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const other = vi.fn();
    whenIdle(other, 5000)();
    vi.advanceTimersByTime(100);
    expect(other).not.toHaveBeenCalled();
  });
});

describe('afterMs', () => {
  it('resolves once the time has passed, not before', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void afterMs(20).then(done);
    await vi.advanceTimersByTimeAsync(19);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledOnce();
  });
});
