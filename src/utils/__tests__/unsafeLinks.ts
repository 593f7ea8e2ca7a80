/**
 * Links that a value read from browser storage may carry once edited, and
 * that must never become a link of the site: they leave it, run script or
 * smuggle a header. One list for isSitePath's own test and for each store
 * that relies on it (the assistant's history, the search's stored searches).
 */
export const UNSAFE_LINKS: readonly string[] = [
  '//evil.example/x',
  '/\\evil.example/x',
  '/%5Cevil.example/x',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/docs/\\..\\x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' /docs/welcome',
  '/docs/welcome\n',
  '/docs/%0d%0aSet-Cookie:x',
  '/docs/%E0%A4%A',
  'https://evil.example/docs',
  'docs/welcome',
  '',
  `/${'a'.repeat(3000)}`,
];
