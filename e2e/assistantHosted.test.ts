/**
 * The hosted docs-assistant widget (a CDN script with a client key): the
 * site is built with DOCS_ASSISTANT_SCRIPT_URL and DOCS_ASSISTANT_KEY pointing
 * at a stub script served by a local HTTP server. The widget loads instead of
 * the built-in assistant, after the page, once, with the key. Builds a second
 * copy of the site into a temporary folder (about a minute).
 */
import {readFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {buildAndServe, listen, type AltSite} from './support/altBuild';
import {launchBrowser, watch} from './support/browser';

const KEY = 'e2e-assistant key&1';

/** Records what the widget was given, and shows itself. */
const STUB_SCRIPT = `
(function () {
  var me = document.currentScript;
  window.__stubWidget = {
    dataKey: me && me.dataset.key,
    src: me && me.src,
    async: me && me.async,
    config: window.docsAssistantConfig,
    loads: ((window.__stubWidget && window.__stubWidget.loads) || 0) + 1,
  };
  var box = document.createElement('div');
  box.id = 'stub-widget';
  box.textContent = 'Stub widget';
  document.body.appendChild(box);
})();
`;

function stubServer(requests: string[]): Server {
  return createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url?.startsWith('/widget.js')) {
      res.writeHead(200, {'content-type': 'text/javascript'}).end(STUB_SCRIPT);
    } else {
      res.writeHead(404).end();
    }
  });
}

describe('docs assistant with the hosted widget', () => {
  const requests: string[] = [];
  let stub: Server;
  let stubOrigin: string;
  let site: AltSite;
  let browser: Browser;

  beforeAll(async () => {
    stub = stubServer(requests);
    stubOrigin = `http://127.0.0.1:${await listen(stub)}`;
    site = await buildAndServe('vara-hosted-assistant-', {
      DOCS_ASSISTANT_SCRIPT_URL: `${stubOrigin}/widget.js?key={key}`,
      DOCS_ASSISTANT_KEY: KEY,
    });
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    stub?.close();
  });

  it('keeps the widget out of the HTML, and lets its host into the CSP', async () => {
    const html = await readFile(join(site.outDir, 'docs/welcome.html'), 'utf8');
    expect(html).not.toContain(stubOrigin);
    const nginx = await readFile(join(site.outDir, '.deploy/nginx.conf'), 'utf8');
    expect(nginx).toMatch(new RegExp(`script-src[^;]*${stubOrigin.replace(/[.]/g, '\\.')}`));
  });

  it('loads the widget once, after the page, with the key, instead of the built-in assistant', async () => {
    requests.length = 0;
    const context = await browser.newContext();
    const page = await context.newPage();
    // watch() reads the site's origin from E2E_BASE_URL: point it at this build.
    const saved = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = site.url;
    const record = watch(page);
    process.env.E2E_BASE_URL = saved;
    await page.goto(`${site.url}/docs/welcome`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.mouse.move(100, 100);
    await page.locator('#stub-widget').waitFor();

    const widget = await page.evaluate(() => (window as {__stubWidget?: unknown}).__stubWidget);
    expect(widget).toEqual({
      dataKey: KEY,
      src: `${stubOrigin}/widget.js?key=${encodeURIComponent(KEY)}`,
      async: true,
      config: {key: KEY},
      loads: 1,
    });
    await expect(page.getByRole('button', {name: 'Ask the docs'}).count()).resolves.toBe(0);

    // Another docs page (client-side navigation) does not load it again.
    await page.getByRole('link', {name: 'Getting started', exact: true}).first().click();
    await page.waitForURL((url) => url.pathname === '/docs/getting-started-in-5-minutes');
    await page.mouse.move(200, 200);
    await expect(page.locator('#stub-widget').count()).resolves.toBe(1);
    expect(requests).toEqual([`/widget.js?key=${encodeURIComponent(KEY)}`]);
    expect(record.foreignRequests.every((u) => u.startsWith(`${stubOrigin}/`))).toBe(true);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });
});
