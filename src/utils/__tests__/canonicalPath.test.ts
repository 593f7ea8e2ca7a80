import {describe, expect, it} from 'vitest';
import {canonicalPath} from '../canonicalPath';

describe('canonicalPath', () => {
  it.each([
    ['/docs/welcome', '/docs/welcome'],
    ['/docs/welcome.html', '/docs/welcome'],
    ['/docs/welcome/index.html', '/docs/welcome'],
    ['/docs/welcome/index', '/docs/welcome'],
    ['/docs/welcome/', '/docs/welcome'],
    ['/docs/welcome//', '/docs/welcome'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/docs/about/technology/WASM.HTML', '/docs/about/technology/WASM'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it('keeps a page whose name only contains "index"', () => {
    expect(canonicalPath('/docs/indexers')).toBe('/docs/indexers');
  });
});
