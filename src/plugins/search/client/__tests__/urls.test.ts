import {describe, expect, it} from 'vitest';
import {processResultUrl} from '..';

describe('processResultUrl', () => {
  it('makes URLs site-relative, keeping query and hash', () => {
    expect(processResultUrl('https://wiki.vara.network/docs/api/mailbox?x=1#read')).toBe(
      '/docs/api/mailbox?x=1#read',
    );
    expect(processResultUrl('/docs/welcome#intro')).toBe('/docs/welcome#intro');
  });

  it('tolerates broken URLs', () => {
    expect(processResultUrl('http://[::1')).toBe('http://[::1');
  });
});
