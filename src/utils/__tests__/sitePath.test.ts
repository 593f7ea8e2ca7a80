import {describe, expect, it} from 'vitest';
import {isSitePath} from '../sitePath';

describe('isSitePath', () => {
  it('accepts paths of the site, with a query and an anchor', () => {
    for (const url of ['/', '/docs/welcome', '/docs/api/vouchers#issue', '/search?q=gas%20fee']) {
      expect(isSitePath(url), url).toBe(true);
    }
  });

  it('refuses links that leave the site or run script', () => {
    for (const url of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/%5Cevil.example/x',
      '/%5cevil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/docs/\\..\\x',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' /docs/welcome',
      '/docs/welcome\n',
      '/docs/%0d%0aSet-Cookie:x',
      '/docs/%E0%A4%A',
      'https://evil.example/docs',
      'docs/welcome',
      '',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(isSitePath(url), url).toBe(false);
    }
    for (const value of [null, undefined, 42, {}, ['/docs']]) {
      expect(isSitePath(value), String(value)).toBe(false);
    }
  });
});
