/**
 * XSS payloads the bad-input tests put into the search query, the URL hash and
 * the path. Each one, if it ever ran, would open a dialog (alert/confirm/
 * prompt), which the tests watch for. Written for this project from the
 * well-known attack shapes: tag injection, attribute breakout, handler
 * attributes, javascript:/data: URLs, parser confusion, template syntax and
 * broken encodings.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><script>alert(1)</script>",
  '<img src=x onerror=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">click</a>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)}',
  "';alert(1);//",
  '";alert(1);//',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<marquee onstart=alert(1)>x</marquee>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '" onmouseover="alert(1)',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<a id=x tabindex=1 onfocusin=alert(1) autofocus></a>',
  '<img src=x onerror=confirm(1)><img src=x onerror=prompt(1)>',
  // Broken percent-encoding: decodeURIComponent throws on it.
  '%E0%A4%A',
  // Prototype-pollution shaped keys and a very long value.
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  `${'<b>'.repeat(500)}alert(1)`,
];
