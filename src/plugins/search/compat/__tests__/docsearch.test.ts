/**
 * The DocSearch 4.7 behaviours compat/docsearch.tsx works around, checked on
 * the real modal in Chromium (harness.ts over a fake client): the modal as the
 * site ships it, trimmed by compat/trimModal.ts, and for the stand-ins (9-11)
 * DocSearch's untrimmed file beside it. Each test states what DocSearch does
 * today; when an upgrade changes or fixes it, the test fails and names the
 * workaround to revisit.
 */
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {build} from 'rolldown';
import {chromium, type Browser, type Page} from 'playwright-core';
import {version} from '@docsearch/react/version';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../../../utils/chromium.mjs';
import {trimmedModalPath} from '../trimModal';
import type {Mount} from './harness';

const PAGE_URL = 'http://compat.test/';
let browser: Browser;
/** The harness over the modal the site ships (trimmed). */
let bundle = '';
/** The harness over DocSearch's own, untrimmed modal file. */
let untrimmed = '';

/** The harness, with `@docsearch/react/modal` taken from `modalPath` when given. */
async function harness(modalPath?: string): Promise<string> {
  const result = await build({
    input: path.join(__dirname, 'harness.ts'),
    write: false,
    transform: {define: {'process.env.NODE_ENV': '"production"'}},
    output: {format: 'iife', minify: false},
    logLevel: 'silent',
    plugins: modalPath
      ? [
          {
            name: 'trimmed-modal',
            resolveId: (id) => (id === '@docsearch/react/modal' ? modalPath : null),
          },
        ]
      : [],
  });
  return result.output[0].code;
}

beforeAll(async () => {
  // The cache the site's build uses (src/plugins/search/index.ts).
  const modalPath = trimmedModalPath(path.resolve('node_modules/.cache/vara-search'));
  [bundle, untrimmed] = await Promise.all([harness(modalPath), harness()]);
  browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
}, 120_000);
afterAll(async () => browser?.close());

/** A blank page with a control before the modal, the modal mounted as `options` say. */
async function open(
  options: Mount,
  {code = bundle, csp}: {code?: string; csp?: string} = {},
): Promise<{page: Page; requests: string[]; violations: string[]}> {
  const page = await browser.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as {reportViolation(v: string): void}).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  // A real origin (storage is denied on about:blank); any other request is recorded and refused.
  const requests: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === PAGE_URL) {
      return route.fulfill({
        contentType: 'text/html',
        headers: csp ? {'content-security-policy': csp} : {},
        body: '<!DOCTYPE html><button id="before">before</button><div id="root"></div>',
      });
    }
    requests.push(url);
    return route.abort();
  });
  await page.goto(PAGE_URL);
  await page.addScriptTag({content: code});
  await page.evaluate((o) => window.harness.mount(o), options);
  await page.waitForSelector('.DocSearch-Modal, #crashed');
  return {page, requests, violations};
}

async function typeSlowly(page: Page, text: string): Promise<void> {
  await page.focus('.DocSearch-Input');
  for (const char of text) {
    await page.keyboard.type(char);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(300);
}

const GAS = {lvl0: 'Build', title: 'Gas', nbHits: 2};

describe('DocSearch 4.7 as compat/docsearch.tsx expects it', {timeout: 30_000}, () => {
  it('is the version the workarounds were written for', () => {
    // A new version: run these tests, drop the workarounds they no longer need, then update.
    expect(version).toBe('4.7.0');
  });

  it('(1) uses the client transformSearchClient gives and sends no request of its own', async () => {
    const {page, requests} = await open({answers: {gas: GAS}});
    await typeSlowly(page, 'gas');
    expect(await page.evaluate(() => window.harness.queries)).toContain('gas');
    expect(await page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    expect(requests).toEqual([]);
    await page.close();
  });

  it('(2) never shows its error screen when a search fails', async () => {
    const {page} = await open({fail: true});
    await typeSlowly(page, 'gas');
    expect(await page.evaluate(() => window.harness.queries)).toContain('gas');
    expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(0);
    await page.close();
  });

  it("(3) adds up every keystroke's nbHits in context.nbHits", async () => {
    const answers = {
      g: {...GAS, nbHits: 5},
      ga: {...GAS, nbHits: 3},
      gas: {...GAS, nbHits: 2},
    };
    const {page} = await open({answers});
    await typeSlowly(page, 'gas');
    const shown = Number(await page.locator('#nbhits').textContent());
    // The last answer counted 2; DocSearch reports the sum of all three.
    expect(shown).toBe(10);
    await page.close();
  });

  it('(4) shows no suggestions of its own on the no-results screen', async () => {
    const {page} = await open({answers: {gas: GAS}});
    await typeSlowly(page, 'gasx');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title').count()).resolves.toBe(1);
    expect(await page.locator('.DocSearch-NoResults-Prefill-List').count()).toBe(0);
    await page.close();
  });

  it('(5) inserts highlight values as HTML; (19) the trimmed modal draws them as text', async () => {
    const answers = {gas: {...GAS, title: '<b class="probe">Gas</b> &amp; <mark>fees</mark>'}};
    const bare = await open({answers}, {code: untrimmed});
    await typeSlowly(bare.page, 'gas');
    expect(await bare.page.locator('.DocSearch-Modal b.probe').count()).toBeGreaterThan(0);
    await bare.page.close();
    const {page} = await open({answers});
    await typeSlowly(page, 'gas');
    const title = page.locator('.DocSearch-Hit-title').first();
    await expect(title.textContent()).resolves.toContain('<b class="probe">Gas</b> & fees');
    expect(await page.locator('.DocSearch-Modal b.probe').count()).toBe(0);
    await expect(title.locator('mark').textContent()).resolves.toBe('fees');
    await page.close();
  });

  it('(6) lets Tab walk out once its footer logo is hidden; our trap keeps it inside', async () => {
    const outside = async (withCompat: boolean) => {
      const {page} = await open({withCompat});
      // As modal.css does for the embedded index, which is not the hosted service.
      await page.addStyleTag({content: '.DocSearch-Logo { display: none; }'});
      await page.focus('.DocSearch-Input');
      let left = false;
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        left ||= await page.evaluate(
          () => !document.querySelector('.DocSearch-Modal')?.contains(document.activeElement),
        );
      }
      await page.close();
      return left;
    };
    expect(await outside(false)).toBe(true);
    expect(await outside(true)).toBe(false);
  });

  it('(7) crashes when localStorage throws; the memory stand-in keeps it up', async () => {
    const bare = await open({blockStorage: true});
    expect(await bare.page.locator('#crashed').count()).toBe(1);
    await bare.page.close();
    const guarded = await open({blockStorage: true, withCompat: true});
    expect(await guarded.page.locator('#crashed').count()).toBe(0);
    expect(await guarded.page.locator('.DocSearch-Modal').count()).toBe(1);
    await guarded.page.close();
  });

  it('(8) searches for a query set through the native value setter and an input event', async () => {
    const {page} = await open({answers: {vouchers: GAS}});
    await page.evaluate(() => window.harness.setModalQuery('vouchers'));
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.harness.queries)).toContain('vouchers');
    expect(await page.inputValue('.DocSearch-Input')).toBe('vouchers');
    // The same query again is searched again (the early answer's refresh).
    const count = () =>
      page.evaluate(() => window.harness.queries.filter((q) => q === 'vouchers').length);
    const before = await count();
    await page.evaluate(() => window.harness.setModalQuery('vouchers'));
    await page.waitForTimeout(400);
    expect(await count()).toBe(before + 1);
    await page.close();
  });

  // A strict policy as the site's, with the harness's own inline script allowed.
  const STRICT =
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";

  it('(9) works without its Ask AI hook, with no policy violation', async () => {
    // DocSearch's file carries zod's eval probe (trimModal.test.ts); the
    // trimmed one opens and searches under the site's strict policy.
    const trimmed = await open({answers: {gas: GAS}}, {csp: STRICT});
    await typeSlowly(trimmed.page, 'gas');
    expect(await trimmed.page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    expect(trimmed.violations).toEqual([]);
    await trimmed.page.close();
  });

  it('(10) builds a full hosted client before transformSearchClient; the stand-in an empty one', async () => {
    const bare = await open({}, {code: untrimmed});
    expect(await bare.page.evaluate(() => window.harness.built)).toContain('search');
    await bare.page.close();
    const {page, requests} = await open({answers: {gas: GAS}});
    expect(await page.evaluate(() => window.harness.built)).toEqual([
      'addAlgoliaAgent',
      'transporter',
    ]);
    await typeSlowly(page, 'gas');
    expect(requests).toEqual([]);
    await page.close();
  });

  it('(11) draws the Ask AI screen when Ask AI is on; the stand-in draws nothing', async () => {
    const bare = await open({askAi: true}, {code: untrimmed});
    expect(await bare.page.locator('.DocSearch-AskAiScreen').count()).toBeGreaterThan(0);
    await bare.page.close();
    const {page} = await open({askAi: true});
    expect(await page.locator('#crashed').count()).toBe(0);
    expect(await page.locator('.DocSearch-AskAiScreen').count()).toBe(0);
    expect(await page.locator('.DocSearch-Input').count()).toBe(1);
    await page.close();
  });
});
