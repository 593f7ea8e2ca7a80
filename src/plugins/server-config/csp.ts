/**
 * The security headers the portal is served with, as plain data: a strict
 * Content-Security-Policy built from the build's own inline-script hashes, and
 * the usual companions. Pure functions, so any host's configuration can be
 * generated from the same values (nginx here; see deploy/README.md).
 */

/** CSP fetch directives that optional services may widen. */
export type FetchDirective =
  'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src';

/** Extra sources per directive, for hosted services that are switched on. */
export type ExtraSources = Partial<Record<FetchDirective, readonly string[]>>;

/** Switches of the optional hosted services (each undefined when off). */
export type Services = {
  readonly gtmContainerId?: string;
  readonly algoliaAppId?: string;
  readonly docsAssistantScriptUrl?: string;
};

/**
 * A CSP source expression we accept from configuration: a keyword, or an
 * https/wss origin with an optional leading `*.` label and port. Anything else
 * (paths, quotes, `;`, `$`, spaces) is refused, so a value can neither widen
 * the policy by accident nor inject text into a server configuration.
 */
const KEYWORD = /^'(self|none)'$/;
const HOST_SOURCE = /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** A stand-in service on this machine (see isLoopbackHttp). */
const LOOPBACK_SOURCE = /^(http|ws):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

export function isHostSource(source: string): boolean {
  return HOST_SOURCE.test(source);
}

/**
 * Parses the allowed embedders (CSP frame-ancestors) from a space- or
 * comma-separated list. Throws a message naming the bad entry.
 */
export function parseFrameAncestors(value: string): string[] {
  const sources = value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (sources.length === 0) {
    throw new Error(`FRAME_ANCESTORS is empty: use 'none' to forbid all framing`);
  }
  for (const source of sources) {
    if (!KEYWORD.test(source) && !isHostSource(source)) {
      throw new Error(
        `FRAME_ANCESTORS has an invalid entry ${JSON.stringify(source)}: use 'self', 'none' ` +
          `or origins such as https://app.example.com or https://*.example.com`,
      );
    }
  }
  if (sources.includes("'none'") && sources.length > 1) {
    throw new Error(`FRAME_ANCESTORS: 'none' cannot be combined with other sources`);
  }
  return [...new Set(sources)];
}

/** The origin of a script URL as a CSP source, or a clear error. */
/** Plain http is allowed only on this machine: the browser tests' stand-in services. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function originOf(name: string, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} is not a URL: ${JSON.stringify(url)}`);
  }
  if (isLoopbackHttp(parsed)) return parsed.origin;
  if (parsed.protocol !== 'https:' || !isHostSource(parsed.origin)) {
    throw new Error(`${name} must be an https URL: ${JSON.stringify(url)}`);
  }
  return parsed.origin;
}

/**
 * Hosts each optional service needs, added only when its switch is set, so
 * with no configuration the policy allows this origin and nothing else.
 */
export function serviceSources(services: Services): ExtraSources {
  const extra: Record<FetchDirective, string[]> = {
    'script-src': [],
    'style-src': [],
    'img-src': [],
    'font-src': [],
    'connect-src': [],
    'frame-src': [],
  };
  if (services.gtmContainerId) {
    // Google's documented hosts for the tag manager and GA4 tags it loads.
    extra['script-src'].push('https://www.googletagmanager.com');
    extra['img-src'].push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
    extra['connect-src'].push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    extra['frame-src'].push('https://www.googletagmanager.com');
  }
  if (services.algoliaAppId) {
    // DocSearch queries the app's hosts; insights go to algolia.io.
    extra['connect-src'].push(
      'https://*.algolia.net',
      'https://*.algolianet.com',
      'https://*.algolia.io',
    );
  }
  if (services.docsAssistantScriptUrl) {
    // The widget's traffic is not documented: allow its own origin for what a
    // chat widget does (script, API calls, live socket, frame, images).
    const origin = originOf('DOCS_ASSISTANT_SCRIPT_URL', services.docsAssistantScriptUrl);
    extra['script-src'].push(origin);
    extra['connect-src'].push(origin, origin.replace(/^http(s?):/, 'ws$1:'));
    extra['frame-src'].push(origin);
    extra['img-src'].push(origin);
  }
  return extra;
}

export type PolicyInput = {
  /** `sha256-…` hashes of every inline script the build emits. */
  readonly scriptHashes: readonly string[];
  readonly frameAncestors: readonly string[];
  readonly extra?: ExtraSources;
};

/** The Content-Security-Policy value, directives in a fixed order. */
export function contentSecurityPolicy({
  scriptHashes,
  frameAncestors,
  extra = {},
}: PolicyInput): string {
  const more = (directive: FetchDirective) => extra[directive] ?? [];
  for (const sources of Object.values(extra)) {
    for (const source of sources ?? []) {
      if (!isHostSource(source) && !LOOPBACK_SOURCE.test(source))
        throw new Error(`invalid CSP host source ${JSON.stringify(source)}`);
    }
  }
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    // Scripts: this origin and the exact inline scripts of this build. Never
    // 'unsafe-inline': an injected <script> or on* attribute does not run.
    // 'wasm-unsafe-eval' lets the IDL explorer compile sails-js-parser's
    // WebAssembly; it allows no eval of JavaScript.
    [
      'script-src',
      [
        "'self'",
        "'wasm-unsafe-eval'",
        ...[...scriptHashes].sort().map((h) => `'${h}'`),
        ...more('script-src'),
      ],
    ],
    // Styles: KaTeX's markup and Docusaurus components carry style=""
    // attributes and Mermaid writes <style> into each SVG at run time, none of
    // which a hash can cover. Inline CSS cannot run script, so this is the
    // accepted trade-off; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'", ...more('style-src')]],
    // data: for the small SVG icons Infima inlines in its CSS.
    ['img-src', ["'self'", 'data:', ...more('img-src')]],
    // data: because the bundler inlines the smaller KaTeX fonts into the CSS.
    ['font-src', ["'self'", 'data:', ...more('font-src')]],
    ['connect-src', ["'self'", ...more('connect-src')]],
    // The search worker is a script of this origin (no blob: or data: URL).
    // Said outright: browsers differ on whether workers fall back to
    // script-src or to default-src.
    ['worker-src', ["'self'"]],
    ['frame-src', ["'self'", ...more('frame-src')]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', frameAncestors],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Every security header, name to value, in a fixed order. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // A docs site uses none of these powerful features; say so for embedded content too.
    'Permissions-Policy':
      'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), ' +
      'magnetometer=(), microphone=(), payment=(), usb=()',
  };
  // X-Frame-Options can only say "same origin" or "nobody"; when other
  // embedders are allowed it would block them in browsers that read it, so
  // it is sent only when frame-ancestors says the same thing.
  const ancestors = input.frameAncestors.join(' ');
  if (ancestors === "'self'") headers['X-Frame-Options'] = 'SAMEORIGIN';
  if (ancestors === "'none'") headers['X-Frame-Options'] = 'DENY';
  return headers;
}
