/**
 * The deployable nginx rules (deploy/nginx/vara-docs.conf) and the build's
 * generated headers (build/.deploy/nginx.conf), checked against a real nginx
 * that this file starts on the build: status codes, headers, hostile requests,
 * the CSP in Chromium, and a bounded loopback load.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext} from 'playwright-core';
import {startNginx} from '../scripts/nginx/launch.mjs';
import {loadRun, mixedRoutes} from '../scripts/bench/nginx.mjs';
import {scanHtml, scriptHash} from '../src/plugins/server-config/scan';
import {launchBrowser} from './support/browser';
import {get, rawRequest, rawStatus} from './support/http';
import {sitemapPaths} from './support/site';

type Generated = {
  headers: Record<string, string>;
  scriptHashes: string[];
  redirects: {from: string; to: string}[];
};

const generated = (): Generated => JSON.parse(readFileSync('build/.deploy/headers.json', 'utf8'));

/** The sources of one CSP directive. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

/** The docs page with the largest HTML file. */
function longestPage(): string {
  const pages = sitemapPaths().filter((p) => p.startsWith('/docs/'));
  const size = (p: string) => statSync(`build${p}.html`).size;
  return pages.reduce((a, b) => (size(b) > size(a) ? b : a));
}

/** Text that would show a file from outside build/ was served. */
const OUTSIDE_MARKERS = [
  '"name": "vara-docs-portal"', // package.json
  'absolute_redirect', // deploy/nginx/vara-docs.conf
  'add_header', // build/.deploy/nginx.conf
  'root:x:0:0', // /etc/passwd
  'gitdir:', // .git
];

describe('nginx', () => {
  let url = '';
  let stop: () => Promise<void> = async () => {};
  let errorLog: () => string = () => '';
  let brotli = false;
  beforeAll(async () => {
    const server = await startNginx({quiet: true});
    url = server.url;
    stop = server.stop;
    errorLog = server.errorLog;
    brotli = server.brotli;
  });
  afterAll(async () => {
    await stop();
  });

  describe('pages and headers', () => {
    it('answers pages with 200 and every security header of the build', async () => {
      const {headers} = generated();
      expect(Object.keys(headers)).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
        ]),
      );
      for (const path of [
        '/',
        '/docs/welcome',
        '/docs/about',
        '/docs/tokenomics',
        '/sitemap.xml',
      ]) {
        const res = await get(url, path);
        expect(res.status, path).toBe(200);
        for (const [name, value] of Object.entries(headers)) {
          expect(res.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
        }
      }
      const page = await get(url, '/docs/welcome');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\)/);
      expect(page.headers.server).toBe('nginx');
    });

    it('has a strict CSP: self, the hashes of the inline scripts, no other host unconfigured', async () => {
      const csp = String((await get(url, '/')).headers['content-security-policy']);
      expect(directive(csp, 'default-src')).toEqual(["'self'"]);
      const scriptSrc = directive(csp, 'script-src');
      expect(scriptSrc[0]).toBe("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      // WebAssembly compilation for the IDL explorer (csp.ts); no JavaScript eval.
      expect(scriptSrc[1]).toBe("'wasm-unsafe-eval'");
      expect(scriptSrc.slice(2).every((s) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s))).toBe(true);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
      // With no env var set, no directive but frame-ancestors names a host.
      const hosts = csp
        .split(';')
        .filter((d) => !d.trim().startsWith('frame-ancestors'))
        .flatMap((d) => d.trim().split(/\s+/).slice(1))
        .filter((s) => /^[a-z]+:\/\//.test(s));
      if (!process.env.GTM_CONTAINER_ID) expect(hosts).toEqual([]);
      const ancestors = directive(csp, 'frame-ancestors');
      if (!process.env.FRAME_ANCESTORS) {
        expect(ancestors).toEqual([
          "'self'",
          'https://vara.network',
          'https://*.vara.network',
          'https://gear-tech.io',
          'https://*.gear-tech.io',
        ]);
      }
    });

    it('allows by hash every inline script of every page it serves, and nothing more', async () => {
      const csp = String((await get(url, '/')).headers['content-security-policy']);
      const allowed = new Set(directive(csp, 'script-src').filter((s) => s.startsWith("'sha256-")));
      const needed = new Set<string>();
      for (const path of [...sitemapPaths(), '/no-such-page']) {
        const res = await get(url, path);
        for (const script of scanHtml(res.body).inlineScripts) {
          needed.add(`'${scriptHash(script)}'`);
        }
      }
      // The redirect pages are never served by nginx (it answers with a 301),
      // but other hosts serve them: their script is allowed too.
      for (const {from} of generated().redirects) {
        for (const script of scanHtml(readFileSync(`build${from}/index.html`, 'utf8'))
          .inlineScripts) {
          needed.add(`'${scriptHash(script)}'`);
        }
      }
      expect([...needed].filter((h) => !allowed.has(h))).toEqual([]);
      expect([...allowed].filter((h) => !needed.has(h))).toEqual([]);
    });
  });

  describe('URLs', () => {
    const cases: [string, number, string?][] = [
      ['/', 200],
      ['/docs/welcome', 200],
      ['/docs/about', 200],
      ['/docs/about/technology', 200],
      ['/docs/welcome/', 301, '/docs/welcome'],
      ['/docs/welcome.html', 301, '/docs/welcome'],
      ['/docs/welcome/index.html', 301, '/docs/welcome'],
      ['/docs/welcome.html?a=1&b=2', 301, '/docs/welcome?a=1&b=2'],
      ['/docs/welcome///', 301, '/docs/welcome'],
      ['/docs/about/', 301, '/docs/about'],
      ['/docs/about.html', 301, '/docs/about'],
      ['/docs/about/index.html', 301, '/docs/about'],
      ['/index.html', 301, '/'],
      ['/index.html?q=1', 301, '/?q=1'],
      ['/docs', 301, '/docs/welcome'],
      ['/docs?from=nav', 301, '/docs/welcome?from=nav'],
      ['/docs/', 301, '/docs'],
      ['/docs/index.html', 301, '/docs'],
      ['/assets/js/', 301, '/assets/js'],
    ];
    for (const [path, status, location] of cases) {
      it(`${path} → ${status}${location ? ` ${location}` : ''}`, async () => {
        const res = await get(url, path);
        expect(res.status).toBe(status);
        expect(res.headers.location).toBe(location);
        // Every answer carries the security headers, redirects included.
        expect(res.headers['content-security-policy']).toBeTruthy();
      });
    }

    it('serves /docs/about, a page that is also a folder, as the page itself', async () => {
      const res = await get(url, '/docs/about');
      expect(res.body).toBe(readFileSync('build/docs/about.html', 'latin1'));
    });

    it('answers unknown paths with the not-found page, status 404 and the headers', async () => {
      for (const path of [
        '/no-such-page',
        '/docs/no-such-page',
        '/docs/about/no-such-child',
        '/assets/js/no-such-file.js',
        '/404',
        '/404.html',
        '/assets',
        '/.deploy/nginx.conf',
        '/.deploy/headers.json',
        '/.git/config',
        '/.env',
      ]) {
        const res = await get(url, path);
        const final = res.status === 301 ? await get(url, String(res.headers.location)) : res;
        expect(final.status, path).toBe(404);
        expect(final.body, path).toContain('Page Not Found');
        expect(final.headers['content-security-policy'], path).toBeTruthy();
      }
    });
  });

  describe('caching and compression', () => {
    const landing = () => readFileSync('build/index.html', 'utf8');
    const asset = (kind: 'js' | 'css') =>
      new RegExp(`(/assets/${kind}/main[^"\\s>]*|/assets/${kind}/styles[^"\\s>]*)`).exec(
        landing(),
      )![1]!;

    it('names every file under /assets/ after its content hash or a version', () => {
      const files = readdirSync('build/assets', {recursive: true, withFileTypes: true})
        .filter((e) => e.isFile())
        .map((e) => `${e.parentPath}/${e.name}`);
      expect(files.length).toBeGreaterThan(10);
      const hashed = (f: string) => /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.gz|\.br)?$/.test(f);
      // Files copied as a set from a package (KaTeX's styles and fonts) sit in a
      // folder named after the package version, which changes whenever they do.
      const versioned = (f: string) => /\/[a-z-]+-\d+\.\d+\.\d+\//.test(f);
      expect(files.filter((f) => !hashed(f) && !versioned(f))).toEqual([]);
    });

    it('caches hashed assets for a year as immutable and revalidates the rest', async () => {
      for (const path of [asset('js'), asset('css')]) {
        const res = await get(url, path);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      }
      for (const path of ['/', '/docs/welcome', '/img/logo.svg', '/sitemap.xml']) {
        const res = await get(url, path);
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(res.headers.etag, path).toBeTruthy();
        const again = await get(url, path, {'If-None-Match': String(res.headers.etag)});
        expect(again.status, path).toBe(304);
      }
    });

    it('gzips text and sends the .gz files the build made', async () => {
      for (const path of [
        '/docs/welcome',
        asset('css'),
        asset('js'),
        '/img/logo.svg',
        '/sitemap.xml',
      ]) {
        const zipped = await get(url, path, {'Accept-Encoding': 'gzip'});
        expect(zipped.headers['content-encoding'], path).toBe('gzip');
        expect(zipped.headers.vary, path).toBe('Accept-Encoding');
        const plain = await get(url, path);
        expect(plain.headers['content-encoding'], path).toBeUndefined();
        expect(gunzipSync(Buffer.from(zipped.body, 'latin1')).toString('latin1')).toBe(plain.body);
      }
      // Byte for byte the build's file, not a fresh on-the-fly compression.
      const js = asset('js');
      const res = await get(url, js, {'Accept-Encoding': 'gzip'});
      expect(Buffer.from(res.body, 'latin1').equals(readFileSync(`build${js}.gz`))).toBe(true);
    });
  });

  describe('data files', () => {
    /** The hashed index file, as the manifest names it. */
    const indexFile = () =>
      (JSON.parse(readFileSync('build/search-index/manifest.json', 'utf8')) as {index: string})
        .index;

    it('serves the Markdown twins and the llms files as UTF-8 text, to show, not to download', async () => {
      for (const [path, type] of [
        ['/docs/welcome.md', 'text/markdown; charset=utf-8'],
        ['/docs/build/gstd/mailbox.md', 'text/markdown; charset=utf-8'],
        ['/llms.txt', 'text/plain; charset=utf-8'],
        ['/llms-full.txt', 'text/plain; charset=utf-8'],
      ] as const) {
        const res = await get(url, path);
        expect(res.status, path).toBe(200);
        expect(res.headers['content-type'], path).toBe(type);
        expect(res.headers['content-disposition'], path).toBeUndefined();
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(res.headers['content-security-policy'], path).toBeTruthy();
        const zipped = await get(url, path, {'Accept-Encoding': 'gzip'});
        expect(zipped.headers['content-encoding'], path).toBe('gzip');
        expect(gunzipSync(Buffer.from(zipped.body, 'latin1')).toString('latin1'), path).toBe(
          res.body,
        );
      }
      // A missing twin is the not-found page, not an empty Markdown file.
      const missing = await get(url, '/docs/no-such-page.md');
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it('caches the hashed search index as immutable and revalidates its manifest', async () => {
      const index = await get(url, `/search-index/${indexFile()}`, {'Accept-Encoding': 'gzip'});
      expect(index.status).toBe(200);
      expect(index.headers['content-type']).toBe('application/json');
      expect(index.headers['content-encoding']).toBe('gzip');
      expect(index.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const manifest = await get(url, '/search-index/manifest.json');
      expect(manifest.status).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      // An index name that is not a hash is no hashed file.
      const other = await get(url, '/search-index/index.latest.json');
      expect(other.status).toBe(404);
      expect(other.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('brotli', () => {
    const landing = () => readFileSync('build/index.html', 'utf8');
    const mainJs = () => /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(landing())![0];
    const indexFile = () =>
      (JSON.parse(readFileSync('build/search-index/manifest.json', 'utf8')) as {index: string})
        .index;
    /** The search index, llms-full.txt, a page and a JS asset, with the files they are. */
    const routes = (): [string, string][] => [
      [`/search-index/${indexFile()}`, `build/search-index/${indexFile()}`],
      ['/llms-full.txt', 'build/llms-full.txt'],
      ['/docs/welcome', 'build/docs/welcome.html'],
      [mainJs(), `build${mainJs()}`],
    ];

    it('runs with the brotli_static module (scripts/ensure-nginx.sh installs it)', () => {
      expect(brotli, 'nginx has no brotli_static module: run `bash scripts/ensure-nginx.sh`').toBe(
        true,
      );
    });

    it("sends the build's .br to clients that accept br: the file itself once decoded", async () => {
      for (const [path, file] of routes()) {
        // A browser's header: br is chosen over gzip when both are accepted.
        const res = await get(url, path, {'Accept-Encoding': 'gzip, deflate, br'});
        expect(res.status, path).toBe(200);
        expect(res.headers['content-encoding'], path).toBe('br');
        expect(res.headers.vary, path).toBe('Accept-Encoding');
        const body = Buffer.from(res.body, 'latin1');
        // Sent as the build wrote it (quality 11), not compressed on the fly.
        expect(body.equals(readFileSync(`${file}.br`)), path).toBe(true);
        expect(brotliDecompressSync(body).equals(readFileSync(file)), path).toBe(true);
      }
    });

    it('still sends gzip to clients without br, and the plain file to those without either', async () => {
      for (const [path, file] of routes()) {
        const zipped = await get(url, path, {'Accept-Encoding': 'gzip'});
        expect(zipped.headers['content-encoding'], path).toBe('gzip');
        expect(zipped.headers.vary, path).toBe('Accept-Encoding');
        const body = Buffer.from(zipped.body, 'latin1');
        expect(body.equals(readFileSync(`${file}.gz`)), path).toBe(true);
        expect(gunzipSync(body).equals(readFileSync(file)), path).toBe(true);
        const plain = await get(url, path, {'Accept-Encoding': 'identity'});
        expect(plain.headers['content-encoding'], path).toBeUndefined();
        expect(Buffer.from(plain.body, 'latin1').equals(readFileSync(file)), path).toBe(true);
      }
    });

    it('keeps the types and caching of the plain files on the .br answers', async () => {
      for (const [path] of routes()) {
        const plain = await get(url, path);
        const br = await get(url, path, {'Accept-Encoding': 'br'});
        for (const header of ['content-type', 'cache-control', 'content-security-policy']) {
          expect(br.headers[header], `${path} ${header}`).toBe(plain.headers[header]);
        }
      }
    });
  });

  describe('error pages', () => {
    // Requests that nginx answers itself, most of them before it has read a
    // whole request: each answer still carries Cache-Control and the headers.
    const cases: [string, string, number][] = [
      ['TRACE', 'TRACE / HTTP/1.1', 405],
      ['POST to a page', 'POST /docs/welcome HTTP/1.1\r\nContent-Length: 0', 405],
      ['a 20 KB request line', `GET /${'a'.repeat(20_000)} HTTP/1.1`, 414],
      ['a control character in the path', 'GET /docs/\x01 HTTP/1.1', 400],
      ['a broken request line', 'GET', 400],
      ['a 20 KB header', `GET / HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`, 400],
      [
        'two Content-Length headers',
        'GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2',
        400,
      ],
      ['HTTP/2.5', 'GET / HTTP/2.5', 505],
      ['an unknown transfer coding', 'POST / HTTP/1.1\r\nTransfer-Encoding: chunky', 501],
    ];
    for (const [what, head, status] of cases) {
      it(`${status} for ${what}: Cache-Control and the security headers`, async () => {
        const {headers} = generated();
        const res = await rawRequest(url, head);
        expect(res.status).toBe(status);
        expect(res.headers['cache-control']).toBe('no-cache');
        for (const [name, value] of Object.entries(headers)) {
          expect(res.headers[name.toLowerCase()], name).toBe(value);
        }
      });
    }

    it('sends Strict-Transport-Security over TLS only: never on this plain-HTTP server', async () => {
      for (const path of ['/', '/docs/welcome', '/no-such-page', '/docs/welcome/']) {
        expect((await get(url, path)).headers['strict-transport-security'], path).toBeUndefined();
      }
      expect((await rawRequest(url, 'TRACE / HTTP/1.1')).headers['strict-transport-security']).toBe(
        undefined,
      );
    });
  });

  describe('hostile requests', () => {
    const TRAVERSAL = [
      '/../../../../etc/passwd',
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/docs/%2e%2e/%2e%2e/package.json',
      '/%2e%2e%2fpackage.json',
      '/..\\..\\package.json',
      '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
      '/....//....//package.json',
      '/docs/..;/..;/package.json',
      '/%252e%252e/%252e%252e/package.json',
      '/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
      '/deploy/nginx/vara-docs.conf',
      '/../deploy/nginx/vara-docs.conf',
      '/build/index.html',
      '/.deploy/../../package.json',
      '/%2e/.deploy/nginx.conf',
      '/docs%2Fwelcome',
      '/docs/welcome%2F',
      '/docs%2F..%2F..%2Fpackage.json',
      '/docs/welcome%00.html',
      '/%00',
      '/docs/welcome%00',
      '/%ff%fe%fd',
      `/${'a'.repeat(8192)}`,
      `/docs/${'a/'.repeat(4096)}`,
      `/${'../'.repeat(2731)}package.json`,
      `/?${'q='.repeat(4000)}`,
    ];

    it(`answers ${TRAVERSAL.length} traversal, encoded-slash, NUL and 8 KB paths without a 5xx or a file from outside build/`, async () => {
      const failures: string[] = [];
      for (const path of TRAVERSAL) {
        const res = await get(url, path).catch((e: Error) => ({
          status: 0,
          body: e.message,
          headers: {},
        }));
        const label = path.length > 60 ? `${path.slice(0, 60)}… (${path.length} chars)` : path;
        if (res.status < 200 || res.status >= 500) failures.push(`${label}: status ${res.status}`);
        for (const marker of OUTSIDE_MARKERS) {
          if (res.body.includes(marker)) failures.push(`${label}: served ${marker}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('refuses a raw NUL byte and a raw control character in the request line', async () => {
      for (const target of ['/docs/welcome\0.html', '/\0', '/docs/\x01']) {
        const {status, body} = await rawStatus(url, Buffer.from(target, 'latin1'));
        expect(status, JSON.stringify(target)).toBe(400);
        for (const marker of OUTSIDE_MARKERS) expect(body).not.toContain(marker);
      }
    });

    it('never redirects to another host, and keeps request bytes out of headers', async () => {
      for (const path of [
        '//evil.example/',
        '///evil.example/',
        '/\\evil.example/',
        '/\\/evil.example/',
        '/%5Cevil.example/',
        '/%2F%2Fevil.example/',
        '/%2f/evil.example/',
        '/%09/evil.example/',
        '/docs/welcome%0d%0aSet-Cookie:%20evil=1/',
        '/docs/welcome.html%0d%0aX-Injected:%201',
      ]) {
        const res = await get(url, path);
        expect(res.status, path).toBeLessThan(500);
        expect(res.headers['set-cookie'], path).toBeUndefined();
        expect(res.headers['x-injected'], path).toBeUndefined();
        const location = res.headers.location;
        if (location !== undefined) {
          expect(location, path).toMatch(/^\/(?![/\\])/);
          expect(new URL(location, 'https://wiki.example').host, path).toBe('wiki.example');
        }
      }
    });
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser.close();
    });

    /**
     * A context whose pages report CSP violations, console errors and uncaught
     * errors into `log` (the not-found page's own 404 is expected, not logged).
     */
    async function recordingContext(log: string[]): Promise<BrowserContext> {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`,
          );
        });
      });
      context.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const where = msg.page()?.url() ?? '';
        if (where.endsWith('/no-such-page') && /status of 404/.test(msg.text())) return;
        log.push(`${where}: ${msg.text().slice(0, 300)}`);
      });
      context.on('weberror', (err) => log.push(err.error().message));
      return context;
    }

    it('runs every page type with zero CSP violations and zero errors', async () => {
      const log: string[] = [];
      const context = await recordingContext(log);
      const page = await context.newPage();
      for (const path of [
        '/',
        '/docs/welcome',
        '/docs/about/technology/actor-model', // Mermaid
        '/docs/tokenomics', // KaTeX
        longestPage(), // code blocks, long TOC
        '/docs', // redirect
        '/no-such-page', // not found
      ]) {
        await page.goto(`${url}${path}`, {waitUntil: 'load'});
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await page.waitForLoadState('networkidle');
      }
      // Client-side navigation loads further chunks under the same policy.
      await page.goto(`${url}/docs/welcome`);
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForFunction(() => location.pathname !== '/docs/welcome');
      await page.waitForLoadState('networkidle');
      expect(log).toEqual([]);
      await context.close();
    });

    it('lets the site frame its pages (iframe resizer included) and blocks other embedders', async () => {
      const log: string[] = [];
      const context = await recordingContext(log);
      const page = await context.newPage();
      const frameHtml = `<!doctype html><title>embed</title><iframe id="f" src="${url}/docs/welcome"></iframe>`;
      // A parent page of this origin: allowed by frame-ancestors 'self'.
      await page.route(`${url}/__embed-test`, (route) =>
        route.fulfill({contentType: 'text/html', body: frameHtml}),
      );
      await page.goto(`${url}/__embed-test`);
      const framed = page.frameLocator('#f');
      await expect(framed.locator('article h1').first().textContent()).resolves.toBeTruthy();
      // Framed, the page also loads the iframe-resizer chunk: under the same policy.
      await page.waitForLoadState('networkidle');
      expect(log).toEqual([]);

      // The same page on another origin (localhost is not 127.0.0.1): Chromium
      // refuses to render the frame and shows its error page instead.
      const other = url.replace('127.0.0.1', 'localhost');
      await page.route(`${other}/__embed-test`, (route) =>
        route.fulfill({contentType: 'text/html', body: frameHtml}),
      );
      await page.goto(`${other}/__embed-test`, {waitUntil: 'load'});
      await expect
        .poll(() => page.frames().map((f) => f.url()), {timeout: 10_000})
        .toContain('chrome-error://chromewebdata/');
      await expect(page.frameLocator('#f').locator('article h1').count()).resolves.toBe(0);
      await context.close();
    });

    it('shows "View as Markdown" in the browser as text, non-ASCII intact', async () => {
      const log: string[] = [];
      const context = await recordingContext(log);
      const page = await context.newPage();
      let downloads = 0;
      page.on('download', () => {
        downloads += 1;
      });
      const failed: string[] = [];
      page.on('response', (res) => {
        if (res.status() >= 400) failed.push(new URL(res.url()).pathname);
      });
      await page.goto(`${url}/docs/welcome`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.getByRole('link', {name: 'View as Markdown'}).click();
      await page.waitForURL(`${url}/docs/welcome.md`);
      expect(await page.evaluate(() => document.contentType)).toBe('text/markdown');
      expect(await page.evaluate(() => document.characterSet)).toBe('UTF-8');
      const shown = await page.evaluate(() => document.body.innerText);
      const source = readFileSync('build/docs/welcome.md', 'utf8');
      expect(shown.trim()).toBe(source.trim());
      expect(source).toMatch(/[^ -~\s]/); // the page has non-ASCII text to get right
      expect(downloads).toBe(0);
      // Chromium asks for /favicon.ico for a document that is not HTML; the
      // site's icon is /img/favicon.svg, so that one 404 is expected.
      expect(failed.filter((p) => p !== '/favicon.ico')).toEqual([]);
      expect(log.filter((line) => !/status of 404/.test(line))).toEqual([]);
      await context.close();
    });

    it('keeps tampered saved searches and assistant history out of the page, even with the CSP off', async () => {
      const log: string[] = [];
      const context = await recordingContext(log);
      // A host that serves the pages without the CSP: nothing but the site's
      // own handling of stored data stands between storage and the page.
      await context.route(`${url}/**`, async (route) => {
        const response = await route.fetch();
        const headers = {...response.headers()};
        delete headers['content-security-policy'];
        await route.fulfill({response, headers});
      });
      const ran = 'window.__tampered=(window.__tampered||0)+1';
      const hierarchy = (lvl1: string) => ({
        lvl0: 'Docs',
        lvl1,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      });
      const saved = (
        objectID: string,
        url: string,
        lvl1: string,
        content: string | null = null,
      ) => ({
        objectID,
        type: 'lvl1',
        url,
        url_without_anchor: url,
        anchor: null,
        content,
        hierarchy: hierarchy(lvl1),
      });
      const tampered = [
        saved('a', '/docs/welcome', `<img src=x onerror="${ran}">`),
        saved('b', 'javascript:window.__tampered=1', 'Script link'),
        saved('c', '//evil.example/docs', 'Other host'),
        saved('d', '/\\evil.example/docs', 'Backslash host'),
        saved('e', '/%5Cevil.example/docs', 'Encoded backslash host'),
        saved('f', '/docs/welcome', 'Content', `<svg onload="${ran}"></svg>`),
        {
          ...saved('g', '/docs/welcome', 'Highlight'),
          _snippetResult: {hierarchy: {lvl1: {value: `<img src=x onerror="${ran}">`}}},
        },
        'not an entry',
      ];
      const good = saved('ok', '/docs/api/vouchers', 'Vouchers &amp; gas');
      const turn = (question: string, sourceUrl: string) => ({
        question,
        truncated: false,
        terms: ['voucher'],
        carried: [],
        sentences: [{text: 'A voucher pays for messages.', source: 0}],
        sources: [{url: sourceUrl, page: 'Vouchers', section: null}],
      });
      const history = {
        version: 1,
        turns: [
          turn('Seeded off-site question', '/\\evil.example/x'),
          turn('Seeded encoded question', '/%5Cevil.example/x'),
          turn('Seeded script question', 'javascript:window.__tampered=1'),
          turn('Seeded good question', '/docs/api/vouchers'),
        ],
      };
      await context.addInitScript(
        ({recent, favourite, assistant}) => {
          try {
            if (sessionStorage.getItem('seeded')) return;
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__vara', recent);
            localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__vara', favourite);
            sessionStorage.setItem('vara-docs-assistant', assistant);
          } catch {
            // about:blank has no storage
          }
        },
        {
          recent: JSON.stringify([...tampered, good]),
          favourite: JSON.stringify(tampered),
          assistant: JSON.stringify(history),
        },
      );
      const page = await context.newPage();
      const response = await page.goto(`${url}/docs/welcome`);
      expect(response?.headers()['content-security-policy']).toBeUndefined();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');

      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Hit').first().waitFor();
      // Kept: the good entry, and one whose only fault was a stored highlight
      // (dropped, made again from its text), in the recent and favourite lists.
      const hits = (await page.locator('.DocSearch-Hit').allInnerTexts()).map((t) => t.trim());
      expect(hits.sort()).toEqual(['Highlight', 'Highlight', 'Vouchers & gas']);
      const modalLinks = await page
        .locator('.DocSearch-Dropdown a[href]')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(modalLinks.filter((href) => !href.startsWith(`${url}/`))).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', {name: 'Ask the docs'}).click();
      const dialog = page.getByRole('dialog', {name: 'Ask the docs'});
      await dialog.waitFor();
      await expect(dialog.innerText()).resolves.toContain('Seeded good question');
      await expect(dialog.innerText()).resolves.not.toMatch(/Seeded (off-site|encoded|script)/);
      const dialogLinks = await dialog
        .locator('a[href]')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(dialogLinks.length).toBeGreaterThan(0);
      expect(dialogLinks.filter((href) => !href.startsWith(`${url}/`))).toEqual([]);

      const injected = await page.evaluate(() => ({
        ran: (window as {__tampered?: number}).__tampered ?? 0,
        handlers: [...document.querySelectorAll('*')].filter((el) =>
          [...el.attributes].some((a) => /^on/i.test(a.name)),
        ).length,
      }));
      expect(injected).toEqual({ran: 0, handlers: 0});
      expect(log).toEqual([]);
      await context.close();
    });
  });

  it('holds a bounded loopback load on a mixed route list with zero errors and zero non-2xx', async () => {
    const paths = mixedRoutes();
    const run = await loadRun({url, paths, seconds: 5, connections: 8});
    console.log(
      `nginx load: ${run.requests} requests over ${paths.length} routes, ` +
        `${run.requestsPerSecond.toFixed(0)} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms`,
    );
    expect(run.requests).toBeGreaterThan(0);
    expect({errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx}).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  });

  // Last: everything above (hostile requests, error pages, load) has run.
  it('wrote nothing to its error log (warnings included) during the whole run', () => {
    expect(errorLog()).toBe('');
  });
});
