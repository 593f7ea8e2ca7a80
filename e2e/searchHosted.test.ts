/**
 * The hosted search backend: the site is built with the ALGOLIA_*
 * switches pointing at a local HTTP server that answers like the service, so
 * the real client code sends the real request. Builds a second copy of the
 * site into a temporary folder (about a minute).
 */
import {createServer, type IncomingMessage, type Server} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {buildAndServe, listen, type AltSite} from './support/altBuild';
import {launchBrowser, watch} from './support/browser';
const APP_ID = 'e2e-app';
const API_KEY = 'e2e-search-key';

type Received = {url: string; method: string; body: unknown};

/** A hit as the service returns it: absolute URL, highlights with <mark>. */
function serviceHit(lvl2: string, anchor: string, highlighted: string) {
  const hierarchy = {
    lvl0: 'Build programs',
    lvl1: 'Mailbox',
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const none = (value: string) => ({value, matchLevel: 'none', matchedWords: []});
  return {
    objectID: `hosted-${anchor}`,
    url: `https://wiki.vara.network/docs/build/gstd/mailbox#${anchor}`,
    url_without_anchor: 'https://wiki.vara.network/docs/build/gstd/mailbox',
    anchor,
    hierarchy,
    content: null,
    type: 'lvl2',
    _highlightResult: {
      hierarchy: {
        lvl0: none('Build programs'),
        lvl1: {value: '<mark>Mailbox</mark>', matchLevel: 'full', matchedWords: ['mailbox']},
        lvl2: {value: highlighted, matchLevel: 'full', matchedWords: ['mailbox']},
      },
    },
    // DocSearch shows the snippets (it asks for the headings' too).
    _snippetResult: {hierarchy: {lvl2: {value: highlighted, matchLevel: 'full'}}},
  };
}

const HITS = [
  serviceHit('Claiming from the mailbox', 'claim', 'Claiming from the <mark>mailbox</mark>'),
  serviceHit('Hostile', 'hostile', '<img src=x onerror="window.__xss=1"><mark>mailbox</mark> text'),
];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** Answers POST /1/indexes/*\/queries like the service; "fail" in a query answers 500. */
function fakeService(received: Received[]): Server {
  return createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const text = await readBody(req);
    let body: {requests?: {query?: string; indexName?: string}[]} = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // recorded as text below
    }
    received.push({url: req.url ?? '', method: req.method ?? '', body: body ?? text});
    if (req.method !== 'POST' || !req.url?.startsWith('/1/indexes/*/queries')) {
      res.writeHead(404).end();
      return;
    }
    if (body.requests?.some((r) => r.query?.includes('fail'))) {
      res.writeHead(500, {'content-type': 'application/json'}).end('{"message":"down"}');
      return;
    }
    const results = (body.requests ?? []).map((r) => ({
      hits: HITS,
      nbHits: HITS.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      query: r.query ?? '',
      params: '',
      index: r.indexName ?? '',
    }));
    res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({results}));
  });
}

describe('search with the hosted service', () => {
  const received: Received[] = [];
  let service: Server;
  let serviceOrigin: string;
  let site: AltSite;
  let browser: Browser;

  beforeAll(async () => {
    service = fakeService(received);
    serviceOrigin = `http://127.0.0.1:${await listen(service)}`;
    site = await buildAndServe('vara-hosted-search-', {
      ALGOLIA_APP_ID: APP_ID,
      ALGOLIA_SEARCH_KEY: API_KEY,
      ALGOLIA_INDEX: 'vara',
      ALGOLIA_HOST: serviceOrigin,
    });
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    service?.close();
  });

  async function open(
    path: string,
  ): Promise<{page: Page; foreign: string[]; close: () => Promise<void>}> {
    const context = await browser.newContext();
    const page = await context.newPage();
    // watch() reads the site's origin from E2E_BASE_URL: point it at this build.
    const saved = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = site.url;
    const record = watch(page);
    await page.goto(`${site.url}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    process.env.E2E_BASE_URL = saved;
    return {
      page,
      foreign: record.foreignRequests,
      close: async () => {
        expect(record.pageErrors).toEqual([]);
        await context.close();
      },
    };
  }

  it('sends the query with the contextual facet filters and renders the hits', async () => {
    received.length = 0;
    const {page, foreign, close} = await open('/docs/build/gstd/mailbox');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /^Search/})
      .click();
    await page.locator('.DocSearch-Input').fill('mailbox');
    const links = page.locator('.DocSearch-Hit a');
    await links.first().waitFor();

    const request = received.find(
      (r) => (r.body as {requests?: {query?: string}[]}).requests?.[0]?.query === 'mailbox',
    );
    expect(request?.method).toBe('POST');
    const url = new URL(request?.url ?? '', serviceOrigin);
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(url.searchParams.get('x-algolia-api-key')).toBe(API_KEY);
    const sent = (request?.body as {requests: Record<string, unknown>[]}).requests[0];
    expect(sent?.indexName).toBe('vara');
    expect(sent?.facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    // The embedded engine's rules, asked of the service: small words and, failing all, any word.
    expect(sent).toMatchObject({removeStopWords: true, removeWordsIfNoResults: 'allOptional'});

    // Absolute result URLs become site-relative; hostile markup stays text.
    await expect(links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).resolves.toEqual(
      ['/docs/build/gstd/mailbox#claim', '/docs/build/gstd/mailbox#hostile'],
    );
    await expect(page.locator('.DocSearch-Hit mark').first().textContent()).resolves.toBe(
      'mailbox',
    );
    await expect(page.locator('.DocSearch-Modal img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => '__xss' in window)).resolves.toBe(false);
    // The only other host reached is the search service; the embedded index is never fetched.
    expect(foreign.every((u) => u.startsWith(`${serviceOrigin}/`))).toBe(true);
    expect(foreign.length).toBeGreaterThan(0);
    await close();
  });

  it('shows the error screen when the service fails', async () => {
    const {page, close} = await open('/docs/welcome');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /^Search/})
      .click();
    await page.locator('.DocSearch-Input').fill('fail');
    await expect(page.locator('.DocSearch-ErrorScreen').textContent()).resolves.toContain(
      'Unable to fetch results',
    );
    await close();
  });

  it('serves the search page from the service too', async () => {
    received.length = 0;
    const {page, close} = await open('/search?q=mailbox');
    await expect(page.locator('main p', {hasText: /results? for/}).textContent()).resolves.toBe(
      '2 results for “mailbox”',
    );
    await expect(page.locator('main ol h2 a').getAttribute('href')).resolves.toBe(
      '/docs/build/gstd/mailbox',
    );
    expect(received.some((r) => r.url.includes('/search-index/'))).toBe(false);
    await close();
  });
});
