import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import storageGuardPlugin, {DISMISS_KEY, THEME_KEY, guardScript} from '../index';

/** Runs a guard against a storage holding `values`; returns what is left. */
function run(script: string, values: Record<string, string>): Record<string, string> {
  const store = new Map(Object.entries(values));
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    removeItem: (key: string) => void store.delete(key),
  };
  runInNewContext(script, {window: {localStorage}});
  return Object.fromEntries(store);
}

describe('guardScript', () => {
  const fixed = guardScript({announcementCloseable: false});
  const closeable = guardScript({announcementCloseable: true});

  it('keeps light, dark and nothing', () => {
    expect(run(fixed, {[THEME_KEY]: 'light'})).toEqual({[THEME_KEY]: 'light'});
    expect(run(fixed, {[THEME_KEY]: 'dark'})).toEqual({[THEME_KEY]: 'dark'});
    expect(run(fixed, {})).toEqual({});
  });

  it('drops any other stored theme', () => {
    for (const bad of ['purple', '', 'DARK', '"dark"', '<img src=x onerror=alert(1)>']) {
      expect(run(fixed, {[THEME_KEY]: bad, other: 'kept'})).toEqual({other: 'kept'});
    }
  });

  it('drops a dismissed flag only when the bar cannot be closed', () => {
    expect(run(fixed, {[DISMISS_KEY]: 'true'})).toEqual({});
    expect(run(closeable, {[DISMISS_KEY]: 'true'})).toEqual({[DISMISS_KEY]: 'true'});
  });

  it('does nothing when storage throws', () => {
    const window = {};
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => runInNewContext(fixed, {window})).not.toThrow();
  });
});

describe('storageGuardPlugin', () => {
  const context = (isCloseable: boolean) =>
    ({
      siteConfig: {themeConfig: {announcementBar: {id: 'x', content: 'x', isCloseable}}},
    }) as unknown as LoadContext;

  it('puts the guard in <head>, before the theme script at the top of <body>', () => {
    const plugin = storageGuardPlugin(context(false));
    expect(plugin.injectHtmlTags?.({content: undefined})).toEqual({
      headTags: [{tagName: 'script', innerHTML: guardScript({announcementCloseable: false})}],
    });
  });

  it('reads whether the announcement bar can be closed from the theme config', () => {
    const plugin = storageGuardPlugin(context(true));
    const tags = plugin.injectHtmlTags?.({content: undefined});
    expect(JSON.stringify(tags)).not.toContain(DISMISS_KEY);
  });
});
