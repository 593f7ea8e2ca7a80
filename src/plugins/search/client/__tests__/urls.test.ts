import {describe, expect, it} from 'vitest';
import {processResultUrl} from '../urls';

const none = {externalUrlRegex: null, replaceSearchResultPathname: null};

describe('processResultUrl', () => {
  it('makes other URLs site-relative, keeping query and hash', () => {
    expect(processResultUrl('https://wiki.vara.network/docs/api/mailbox?x=1#read', none)).toBe(
      '/docs/api/mailbox?x=1#read',
    );
    expect(processResultUrl('/docs/welcome#intro', none)).toBe('/docs/welcome#intro');
  });

  it('leaves URLs matching the external pattern as they are', () => {
    const options = {...none, externalUrlRegex: 'github\\.com|vara\\.network/blog'};
    expect(processResultUrl('https://github.com/gear-tech/gear#readme', options)).toBe(
      'https://github.com/gear-tech/gear#readme',
    );
    expect(processResultUrl('https://wiki.vara.network/docs/x', options)).toBe('/docs/x');
  });

  it('applies the configured replacement to the path only', () => {
    const options = {...none, replaceSearchResultPathname: {from: '^/docs/next/', to: '/docs/'}};
    expect(processResultUrl('https://site.example/docs/next/api#docs/next/', options)).toBe(
      '/docs/api#docs/next/',
    );
  });

  it('tolerates broken patterns and URLs', () => {
    const options = {externalUrlRegex: '(', replaceSearchResultPathname: {from: '[', to: '/'}};
    // A "from" that is no regular expression is replaced as plain text.
    expect(processResultUrl('https://x.example/a[b', options)).toBe('/a/b');
    expect(processResultUrl('http://[::1', none)).toBe('http://[::1');
  });
});
