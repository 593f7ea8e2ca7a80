import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {scanHtml, scriptHash} from '../scan';

describe('scanHtml', () => {
  it('returns executable inline scripts byte for byte and skips src, data and empty scripts', () => {
    const html = `<!doctype html><html><head>
<script>a&amp;&lt;b</script>
<script type="module">import("/x.js")</script>
<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
<script src="/assets/js/main.js"></script>
<script></script>
</head><body><script>if (1 < 2) document.title = "</scr" + "ipt>";</script></body></html>`;
    expect(scanHtml(html)).toEqual({
      inlineScripts: [
        'a&amp;&lt;b',
        'import("/x.js")',
        'if (1 < 2) document.title = "</scr" + "ipt>";',
      ],
      blocked: [],
    });
  });
  it('reports handler attributes and javascript: URLs that a strict CSP would block', () => {
    const html = `<img src="x.png" onerror="alert(1)"><a href=" JavaScript:void(0)">x</a><form action="javascript:x()"></form>`;
    expect(scanHtml(html).blocked).toEqual([
      '<img onerror>',
      '<a href="javascript:…">',
      '<form action="javascript:…">',
    ]);
  });
});

describe('scriptHash', () => {
  it('is the base64 sha256 that browsers compute, with line endings as the parser leaves them', () => {
    const expected = `sha256-${createHash('sha256').update('a\nb\nc').digest('base64')}`;
    expect(scriptHash('a\nb\nc')).toBe(expected);
    expect(scriptHash('a\r\nb\rc')).toBe(expected);
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});
