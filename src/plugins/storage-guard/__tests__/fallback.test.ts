import {describe, expect, it} from 'vitest';
import {WARNING, installStorageFallback, type StorageWindow} from '../fallback';
import {MemoryStorage} from '../../../utils/memoryStorage';

/** A browser-like window whose Storage class is its own, so each test patches a fresh one. */
function fakeWindow({full = false} = {}) {
  class FakeStorage extends MemoryStorage {
    override setItem(key: string, value: string): void {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      super.setItem(key, value);
    }
  }
  const warnings: unknown[][] = [];
  const win: StorageWindow = {
    localStorage: new FakeStorage(),
    sessionStorage: new FakeStorage(),
    Storage: FakeStorage,
    console: {warn: (...data: unknown[]) => warnings.push(data)},
  };
  return {win, warnings};
}

describe('installStorageFallback', () => {
  it('leaves working storage as it is and warns about nothing', () => {
    const {win, warnings} = fakeWindow();
    installStorageFallback(win);
    win.localStorage.setItem('theme', 'light');
    expect(win.localStorage.getItem('theme')).toBe('light');
    win.localStorage.removeItem('theme');
    expect(win.localStorage.getItem('theme')).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('keeps refused writes in memory for the visit, with one warning in all', () => {
    const {win, warnings} = fakeWindow({full: true});
    installStorageFallback(win);
    installStorageFallback(win); // a second install changes nothing
    for (let i = 0; i < 10; i += 1) win.localStorage.setItem('recent', `search ${i}`);
    win.sessionStorage.setItem('assistant', 'turns');
    expect(win.localStorage.getItem('recent')).toBe('search 9');
    expect(win.sessionStorage.getItem('assistant')).toBe('turns');
    // Each storage keeps its own values.
    expect(win.sessionStorage.getItem('recent')).toBeNull();
    win.localStorage.removeItem('recent');
    expect(win.localStorage.getItem('recent')).toBeNull();
    expect(warnings).toEqual([[WARNING]]);
  });
});
