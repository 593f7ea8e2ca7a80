import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import colorModeGuardPlugin, {GUARD_SCRIPT} from '../index';

/** Runs the guard against a storage holding `theme` = value; returns what is left. */
function guard(value: string | null): string | null {
  const store = new Map<string, string>(value === null ? [] : [['theme', value]]);
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    removeItem: (key: string) => void store.delete(key),
  };
  runInNewContext(GUARD_SCRIPT, {window: {localStorage}});
  return store.get('theme') ?? null;
}

describe('GUARD_SCRIPT', () => {
  it('keeps light, dark and nothing', () => {
    expect(guard('light')).toBe('light');
    expect(guard('dark')).toBe('dark');
    expect(guard(null)).toBeNull();
  });
  it('drops any other stored value', () => {
    for (const bad of ['purple', '', 'DARK', '"dark"', '<img src=x onerror=alert(1)>']) {
      expect(guard(bad)).toBeNull();
    }
  });
  it('does nothing when storage throws', () => {
    const window = {};
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => runInNewContext(GUARD_SCRIPT, {window})).not.toThrow();
  });
});

describe('colorModeGuardPlugin', () => {
  it('puts the guard in <head>, before the theme script at the top of <body>', () => {
    const plugin = colorModeGuardPlugin();
    expect(plugin.injectHtmlTags?.({content: undefined})).toEqual({
      headTags: [{tagName: 'script', innerHTML: GUARD_SCRIPT}],
    });
  });
});
