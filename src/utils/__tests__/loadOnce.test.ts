import {describe, expect, it} from 'vitest';
import {loadOnce} from '../loadOnce';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    let calls = 0;
    const load = loadOnce(async () => ++calls);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('forgets a failure, so the next call tries again', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });
});
