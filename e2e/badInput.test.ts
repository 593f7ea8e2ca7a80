/**
 * Bad input in the browser: XSS payloads in the search query, the hash and
 * the path (none may run), browser storage that throws or is full (the site
 * still renders; colour mode and search work in memory), and corrupted stored
 * values (they fall back to the defaults). Runs against whichever server the
 * suite uses; under nginx the CSP is on as well.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {baseUrl, gotoHydrated, launchBrowser, openPage, type PageRecord} from './support/browser';
import {XSS_PAYLOADS} from './support/payloads';
import {blockStorage} from './support/storage';
import {waitForFullAnswer} from './support/search';

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const toggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

/** Elements carrying markup that only an injection would put there. */
function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((el) => [
      ...[...el.attributes]
        // A javascript: URL only runs from attributes that load or navigate; the
        // same text as an input's value (the query shown back) is harmless.
        .filter(
          (a) =>
            /^on/i.test(a.name) ||
            (/^(href|src|action|formaction|data|xlink:href)$/i.test(a.name) &&
              /^\s*javascript:/i.test(a.value)),
        )
        .map((a) => `<${el.tagName.toLowerCase()} ${a.name}>`),
      ...(el.tagName === 'SCRIPT' &&
      !el.hasAttribute('src') &&
      /alert|confirm|prompt/.test(el.textContent ?? '')
        ? ['<script>alert…']
        : []),
    ]),
  );
}

/** Loads `url` fresh (not as a same-document hash change) and waits for React if it is there. */
async function loadFresh(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url, {waitUntil: 'load'});
  // Servers answer some malformed URLs with their own error page (400), which
  // has no React and so nothing that could run a payload.
  if ((await page.locator('#__docusaurus').count()) === 0) return;
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Puts every payload into a URL with `place` and checks that none ran. */
async function tryPayloads(
  page: Page,
  record: PageRecord,
  place: (payload: string) => string,
): Promise<string[]> {
  const failures: string[] = [];
  for (const payload of XSS_PAYLOADS) {
    const url = place(payload);
    await loadFresh(page, url);
    const injected = await injectedMarkup(page);
    if (injected.length > 0) failures.push(`${payload}: ${injected.join(', ')}`);
    const text = await page.evaluate(() => document.body?.innerText.trim() ?? '');
    if (text === '') failures.push(`${payload}: blank page`);
  }
  if (record.dialogs.length > 0) failures.push(...record.dialogs.map((d) => `dialog: ${d}`));
  if (record.pageErrors.length > 0) failures.push(...record.pageErrors.map((e) => `error: ${e}`));
  if (record.cspViolations.length > 0) failures.push(...record.cspViolations);
  return failures;
}

describe('bad input', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe(`${XSS_PAYLOADS.length} XSS payloads`, () => {
    it('has at least 30 payloads', () => {
      expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
      expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    });

    it('runs none put in the URL hash, and the page still renders', async () => {
      const {context, page, record} = await openPage(browser);
      const failures = await tryPayloads(page, record, (p) => `${baseUrl()}/docs/welcome#${p}`);
      await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
      expect(failures).toEqual([]);
      await context.close();
    }, 300_000);

    it('runs none put in the path, and shows a page instead', async () => {
      const {context, page, record} = await openPage(browser);
      const failures = await tryPayloads(page, record, (p) => `${baseUrl()}/docs/${p}`);
      expect(failures).toEqual([]);
      await context.close();
    }, 300_000);

    it('runs none put in the search query q on /search', async () => {
      const {context, page, record} = await openPage(browser);
      const failures = await tryPayloads(
        page,
        record,
        (p) => `${baseUrl()}/search?q=${encodeURIComponent(p)}`,
      );
      await expect(page.locator('main').first().innerText()).resolves.toBeTruthy();
      expect(failures).toEqual([]);
      await context.close();
    }, 300_000);
  });

  describe('browser storage', () => {
    /** Makes every write to either storage fail as a full storage does. */
    async function fillStorage(context: BrowserContext): Promise<void> {
      await context.addInitScript(() => {
        Storage.prototype.setItem = function setItem() {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
    }

    /** Console errors other than the storage failures the spec says are logged. */
    const unexpected = (record: PageRecord) =>
      record.consoleErrors.filter((e) => !/storage|quota/i.test(e));

    it('renders and switches colour mode in memory when both storages throw', async () => {
      const {context, page, record} = await openPage(browser);
      await blockStorage(context);
      await gotoHydrated(page, '/docs/welcome');
      await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
      expect(await theme(page)).toBe('dark');
      await toggle(page).click();
      expect(await theme(page)).toBe('light');
      // Client-side navigation keeps the in-memory choice.
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForFunction(() => location.pathname !== '/docs/welcome');
      expect(await theme(page)).toBe('light');
      expect(record.pageErrors).toEqual([]);
      expect(unexpected(record)).toEqual([]);
      await context.close();
    });

    it('renders and switches colour mode when storage is full', async () => {
      const {context, page, record} = await openPage(browser);
      await fillStorage(context);
      await gotoHydrated(page, '/');
      expect(await theme(page)).toBe('dark');
      await toggle(page).click();
      expect(await theme(page)).toBe('light');
      await gotoHydrated(page, '/docs/welcome');
      // Nothing could be saved: a new page load starts from the default again.
      expect(await theme(page)).toBe('dark');
      await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
      expect(record.pageErrors).toEqual([]);
      expect(unexpected(record)).toEqual([]);
      await context.close();
    });

    it('keeps recent searches for the visit when storage throws or is full, with one console warning', async () => {
      for (const breakStorage of [blockStorage, fillStorage]) {
        const {context, page, record} = await openPage(browser);
        const warnings: string[] = [];
        page.on('console', (msg) => {
          if (msg.type() === 'warning') warnings.push(msg.text());
        });
        await breakStorage(context);
        await gotoHydrated(page, '/docs/welcome');
        await toggle(page).click(); // the colour mode's write fails too
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').fill('voucher');
        // The hit is picked by its place: in the full answer, not an early one.
        await waitForFullAnswer(page, 'voucher');
        const first = page.locator('.DocSearch-Hit a').first();
        const title = (await first.locator('.DocSearch-Hit-title').innerText()).trim();
        await first.click();
        await page.locator('.DocSearch-Modal').waitFor({state: 'hidden'});
        // Opened again on the page it led to (client-side navigation, same visit).
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Hit').first().waitFor();
        const recent = await page.locator('.DocSearch-Hit-title').allInnerTexts();
        expect(
          recent.map((t) => t.trim()),
          breakStorage.name,
        ).toContain(title);
        expect(record.pageErrors, breakStorage.name).toEqual([]);
        expect(record.consoleErrors, breakStorage.name).toEqual([]);
        expect(warnings, breakStorage.name).toHaveLength(1);
        expect(warnings[0], breakStorage.name).toMatch(/storage/i);
        await context.close();
      }
    });

    it('searches in memory when storage throws or is full', async () => {
      for (const breakStorage of [blockStorage, fillStorage]) {
        const {context, page, record} = await openPage(browser);
        await breakStorage(context);
        await gotoHydrated(page, '/docs/welcome');
        await page.keyboard.press('Control+k');
        const input = page.locator('.DocSearch-Input');
        await input.waitFor();
        await input.fill('gas');
        await page.locator('.DocSearch-Hit').first().waitFor();
        await expect(page.locator('.DocSearch-Hit').count()).resolves.toBeGreaterThan(0);
        expect(record.pageErrors).toEqual([]);
        await context.close();
      }
    });
  });

  describe('corrupted stored values', () => {
    /** Stores `values` before any page script runs, on every load. */
    async function corrupt(context: BrowserContext, values: Record<string, string>) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, values);
    }

    it('falls back to the dark default for a stored theme "purple" and other junk', async () => {
      for (const junk of ['purple', '', '{"theme":"dark"', '<img src=x onerror=alert(1)>']) {
        const {context, page, record} = await openPage(browser);
        await corrupt(context, {theme: junk});
        await gotoHydrated(page, '/docs/welcome');
        expect(await theme(page), junk).toBe('dark');
        await expect(toggle(page).getAttribute('aria-label')).resolves.toContain('dark mode');
        // And the switch works from there, saving a valid value.
        await toggle(page).click();
        expect(await theme(page)).toBe('light');
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
        expect(record.pageErrors).toEqual([]);
        expect(record.dialogs).toEqual([]);
        await context.close();
      }
    });

    it('still shows the announcement bar, which cannot be closed, after a stale dismissal', async () => {
      const {context, page, record} = await openPage(browser);
      await corrupt(context, {
        'docusaurus.announcement.dismiss': 'true',
        'docusaurus.announcement.id': 'varathon',
      });
      await gotoHydrated(page, '/');
      const bar = page.getByRole('banner').filter({hasText: 'Start bridging'});
      await expect(bar.isVisible()).resolves.toBe(true);
      expect(record.pageErrors).toEqual([]);
      await context.close();
    });

    it('ignores broken values of the other keys the site stores', async () => {
      const {context, page, record} = await openPage(browser);
      await corrupt(context, {
        'docs-preferred-version-default': '{"broken',
        'docusaurus.announcement.id': '<img src=x onerror=alert(1)>',
        'docusaurus.announcement.dismiss': 'maybe',
      });
      await gotoHydrated(page, '/docs/welcome');
      await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForFunction(() => location.pathname !== '/docs/welcome');
      expect(record.pageErrors).toEqual([]);
      expect(record.dialogs).toEqual([]);
      await context.close();
    });

    it('starts search with an empty history when the stored one is broken JSON', async () => {
      const {context, page, record} = await openPage(browser);
      await gotoHydrated(page, '/docs/welcome');
      // Make a history entry the way a reader does, to learn which keys hold it.
      const before = await page.evaluate(() => Object.keys(localStorage));
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('gas');
      await page.locator('.DocSearch-Hit a').first().click();
      await page.waitForLoadState('networkidle');
      const keys = await page.evaluate(
        (known) => Object.keys(localStorage).filter((k) => !known.includes(k) || /search/i.test(k)),
        before,
      );
      expect(keys.length, 'keys the search history is stored under').toBeGreaterThan(0);
      await page.evaluate((names) => {
        for (const k of names) localStorage.setItem(k, '{"broken": [');
      }, keys);
      await gotoHydrated(page, '/docs/welcome');
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await input.waitFor();
      await input.fill('gas');
      await page.locator('.DocSearch-Hit').first().waitFor();
      expect(record.pageErrors).toEqual([]);
      await context.close();
    });
  });
});
