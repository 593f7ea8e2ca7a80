import {describe, expect, it} from 'vitest';
import {isSitePath} from '../sitePath';
import {UNSAFE_LINKS} from './unsafeLinks';

describe('isSitePath', () => {
  it('accepts paths of the site, with a query and an anchor', () => {
    for (const url of ['/', '/docs/welcome', '/docs/api/vouchers#issue', '/search?q=gas%20fee']) {
      expect(isSitePath(url), url).toBe(true);
    }
  });

  it('refuses links that leave the site or run script', () => {
    for (const url of UNSAFE_LINKS) {
      expect(isSitePath(url), url).toBe(false);
    }
    for (const value of [null, undefined, 42, {}, ['/docs']]) {
      expect(isSitePath(value), String(value)).toBe(false);
    }
  });
});
