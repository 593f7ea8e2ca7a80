/**
 * Whether a URL read from somewhere untrusted (browser storage) is a path of
 * this site: "/docs/x", "/docs/x?q=1#part". Anything a browser could resolve
 * to another host or run is refused: "//host", "/\host" (browsers read "\" as
 * "/"), "/%5Chost" and "/%2F%2Fhost" (decoded by some servers and routers
 * before they redirect), "javascript:" and other schemes, whitespace and
 * control characters.
 */
const BASE = 'https://site.invalid';
/** Longer than any route of the site with a query, shorter than a payload. */
const MAX_LENGTH = 2048;
// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const FORBIDDEN = /[\s\\\u0000-\u001f\u007f]/;
// Decoded, a space is fine (a query "gas fee"); a line break is not.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function isSitePath(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > MAX_LENGTH) return false;
  if (!url.startsWith('/') || url.startsWith('//') || FORBIDDEN.test(url)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return false; // a malformed escape: no page of the site has one
  }
  if (/^\/[/\\]/.test(decoded) || CONTROL.test(decoded)) return false;
  try {
    return new URL(url, BASE).origin === BASE;
  } catch {
    return false;
  }
}
