/**
 * Renders the build's server facts as an nginx include (server level): one
 * `add_header … always` per security header and one exact-match 301 per
 * redirect page. Values are checked, never escaped: anything nginx would read
 * as syntax or as a variable is refused.
 */

export type Redirect = {readonly from: string; readonly to: string};

// Inside a double-quoted nginx string only these characters are syntax.
const SAFE_VALUE = /^[^"\\$\r\n]*$/;
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9._~%!*'()@:+,=/-]*$/;
const EXTERNAL_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~%!*'()@:+,=/-]*)?$/;

function header(name: string, value: string): string {
  if (!HEADER_NAME.test(name) || !SAFE_VALUE.test(value)) {
    throw new Error(`header ${JSON.stringify(name)} cannot be written to nginx: ${value}`);
  }
  // `always`: error pages (404) and redirects carry the headers too.
  return `add_header ${name} "${value}" always;`;
}

function redirect({from, to}: Redirect): string {
  if (!SITE_PATH.test(from) || !(SITE_PATH.test(to) || EXTERNAL_URL.test(to))) {
    throw new Error(`redirect ${from} -> ${to} cannot be written to nginx`);
  }
  return `location = ${from} { return 301 ${to}$is_args$args; }`;
}

export function renderNginxInclude(
  headers: Readonly<Record<string, string>>,
  redirects: readonly Redirect[],
): string {
  return [
    '# Written by `docusaurus server-config` (src/plugins/server-config) after the build: do not edit.',
    '# The security headers of this build (the CSP lists the hashes of its inline',
    '# scripts) and its redirect pages as server redirects. Include it inside the',
    '# server block, beside deploy/nginx/vara-docs.conf (deploy/README.md).',
    ...Object.entries(headers).map(([name, value]) => header(name, value)),
    ...[...redirects].sort((a, b) => a.from.localeCompare(b.from)).map(redirect),
    '',
  ].join('\n');
}
