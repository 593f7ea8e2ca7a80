import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  isHostSource,
  parseFrameAncestors,
  securityHeaders,
  serviceSources,
} from '../csp';

const HASH = 'sha256-Vuc7WHQXW3KB13Zru9/ZdWDlZaf44U2v9L581GBcL5M=';

describe('isHostSource', () => {
  it('accepts https and wss origins, with a leading wildcard label and a port', () => {
    for (const ok of ['https://vara.network', 'https://*.vara.network', 'wss://a.b:8443']) {
      expect(isHostSource(ok)).toBe(true);
    }
  });
  it('refuses plain http, paths, wildcards elsewhere and injection attempts', () => {
    for (const bad of [
      'http://vara.network',
      'https://vara.network/path',
      'https://a.*.network',
      '*',
      "https://x.io; script-src 'unsafe-inline'",
      'https://x.io"',
      'https://$host',
    ]) {
      expect(isHostSource(bad)).toBe(false);
    }
  });
});

describe('parseFrameAncestors', () => {
  it('splits on spaces and commas and drops duplicates', () => {
    expect(parseFrameAncestors(" 'self',https://a.io  https://a.io ")).toEqual([
      "'self'",
      'https://a.io',
    ]);
  });
  it('names the bad entry', () => {
    expect(() => parseFrameAncestors("'self' http://a.io")).toThrow(
      /invalid entry "http:\/\/a\.io"/,
    );
    expect(() => parseFrameAncestors("'unsafe-inline'")).toThrow(/invalid entry/);
    expect(() => parseFrameAncestors('  ')).toThrow(/empty/);
    expect(() => parseFrameAncestors("'none' 'self'")).toThrow(/cannot be combined/);
  });
});

describe('serviceSources', () => {
  it('adds nothing when no service is switched on', () => {
    const extra = serviceSources({});
    expect(Object.values(extra).flat()).toEqual([]);
  });
  it('adds the tag manager hosts only with a container id', () => {
    const extra = serviceSources({gtmContainerId: 'GTM-ABC123'});
    expect(extra['script-src']).toEqual(['https://www.googletagmanager.com']);
    expect(extra['connect-src']).toContain('https://*.google-analytics.com');
    expect(extra['frame-src']).toEqual(['https://www.googletagmanager.com']);
  });
  it('adds hosted search hosts to connect-src only', () => {
    const extra = serviceSources({algoliaAppId: 'APPID'});
    expect(extra['connect-src']).toEqual([
      'https://*.algolia.net',
      'https://*.algolianet.com',
      'https://*.algolia.io',
    ]);
    expect(extra['script-src']).toEqual([]);
  });
  it("adds the docs assistant's origin and refuses a non-https URL", () => {
    const extra = serviceSources({docsAssistantScriptUrl: 'https://cdn.assist.example/w/v1.js'});
    expect(extra['script-src']).toEqual(['https://cdn.assist.example']);
    expect(extra['connect-src']).toEqual([
      'https://cdn.assist.example',
      'wss://cdn.assist.example',
    ]);
    expect(() => serviceSources({docsAssistantScriptUrl: 'http://x.io/a.js'})).toThrow(/https/);
    expect(() => serviceSources({docsAssistantScriptUrl: 'not a url'})).toThrow(/not a URL/);
  });
  it('accepts plain http for a stand-in on this machine only', () => {
    const extra = serviceSources({docsAssistantScriptUrl: 'http://127.0.0.1:4321/w.js?key={key}'});
    expect(extra['script-src']).toEqual(['http://127.0.0.1:4321']);
    expect(extra['connect-src']).toEqual(['http://127.0.0.1:4321', 'ws://127.0.0.1:4321']);
    expect(() => serviceSources({docsAssistantScriptUrl: 'http://127.0.0.1.evil.io/a.js'})).toThrow(
      /https/,
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('allows this origin and the given hashes only, never unsafe-inline for scripts', () => {
    const csp = contentSecurityPolicy({scriptHashes: [HASH], frameAncestors: ["'self'"]});
    expect(csp).toBe(
      "default-src 'self'; " +
        `script-src 'self' 'wasm-unsafe-eval' '${HASH}'; ` +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
        "connect-src 'self'; worker-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'self'",
    );
  });
  it('adds the hosts of switched-on services to their directives', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      frameAncestors: ["'none'"],
      extra: serviceSources({gtmContainerId: 'GTM-1'}),
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com;");
    expect(csp).toContain("frame-ancestors 'none'");
  });
  it('refuses an extra source that is not a host', () => {
    expect(() =>
      contentSecurityPolicy({
        scriptHashes: [],
        frameAncestors: ["'self'"],
        extra: {'script-src': ["'unsafe-inline'"]},
      }),
    ).toThrow(/invalid CSP host source/);
    expect(() =>
      contentSecurityPolicy({
        scriptHashes: [],
        frameAncestors: ["'self'"],
        extra: {'script-src': ['http://example.com']},
      }),
    ).toThrow(/invalid CSP host source/);
  });
  it('allows workers from this origin only, whatever services are on', () => {
    for (const extra of [{}, serviceSources({gtmContainerId: 'GTM-1'})]) {
      const csp = contentSecurityPolicy({scriptHashes: [HASH], frameAncestors: ["'self'"], extra});
      expect(csp).toContain("; worker-src 'self';");
      expect(csp).not.toMatch(/worker-src[^;]*(blob:|data:|\*)/);
    }
  });
  it('accepts a loopback stand-in service', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      frameAncestors: ["'self'"],
      extra: serviceSources({docsAssistantScriptUrl: 'http://127.0.0.1:4321/w.js'}),
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' http://127.0.0.1:4321;");
  });
});

describe('securityHeaders', () => {
  it('sends X-Frame-Options only when it can say the same as frame-ancestors', () => {
    const self = securityHeaders({scriptHashes: [], frameAncestors: ["'self'"]});
    expect(Object.keys(self)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
    expect(self['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(securityHeaders({scriptHashes: [], frameAncestors: ["'none'"]})['X-Frame-Options']).toBe(
      'DENY',
    );
    const apps = securityHeaders({scriptHashes: [], frameAncestors: ["'self'", 'https://a.io']});
    expect(apps['X-Frame-Options']).toBeUndefined();
    expect(apps['X-Content-Type-Options']).toBe('nosniff');
    expect(apps['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(apps['Permissions-Policy']).toMatch(/camera=\(\)/);
  });
});
