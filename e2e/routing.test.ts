import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {baseUrl, gotoHydrated, launchBrowser, openPage} from './support/browser';

describe('routing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the not-found page, with status 404, for an unknown path', async () => {
    const {context, page} = await openPage(browser);
    const res = await page.goto(new URL('/docs/no-such-page', baseUrl()).toString());
    expect(res?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await expect(page.getByRole('heading', {level: 1}).textContent()).resolves.toMatch(
      /Page Not Found/i,
    );
    await context.close();
  });

  it('leads /docs to the start page', async () => {
    const {context, page} = await openPage(browser);
    await page.goto(new URL('/docs', baseUrl()).toString());
    await page.waitForURL(/\/docs\/welcome$/);
    await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
    await context.close();
  });

  for (const variant of ['/docs/welcome.html', '/docs/welcome/index.html', '/docs/welcome/']) {
    it(`brings ${variant} to /docs/welcome`, async () => {
      const {context, page, record} = await openPage(browser);
      await page.goto(new URL(variant, baseUrl()).toString());
      await page.waitForURL(/\/docs\/welcome$/);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
      await expect(page.getByText('Page Not Found').count()).resolves.toBe(0);
      expect(record.pageErrors).toEqual([]);
      await context.close();
    });
  }

  it('navigates client-side and scrolls to the top of the new page', async () => {
    const {context, page} = await openPage(browser, {viewport: {width: 1440, height: 700}});
    await gotoHydrated(page, '/docs/welcome');
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 0);
    const next = page.locator('.pagination-nav__link--next');
    await next.click();
    await page.waitForFunction(() => location.pathname !== '/docs/welcome');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('prefetches the visible links in idle moments, none while the search is open', async () => {
    // A short window shows few links; links come into view once it grows.
    const {context, page} = await openPage(browser, {viewport: {width: 1280, height: 300}});
    const prefetched = () => page.locator('link[rel="prefetch"]').count();
    /** Resolves once the page has had `n` idle callbacks: the slots a prefetch would run in. */
    const idleSlots = (n: number) =>
      page.evaluate(
        (count) =>
          new Promise<void>((resolve) => {
            let seen = 0;
            const tick = () => (++seen >= count ? resolve() : requestIdleCallback(tick));
            requestIdleCallback(tick);
          }),
        n,
      );
    await gotoHydrated(page, '/docs/welcome');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    // Sidebar and page links come into view, under the open modal: they wait.
    await page.setViewportSize({width: 1280, height: 2000});
    const atOpen = await prefetched();
    await idleSlots(20);
    expect(await prefetched()).toBe(atOpen);
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({state: 'hidden'});
    await page.waitForFunction(
      (n) => document.querySelectorAll('link[rel="prefetch"]').length > n,
      atOpen,
    );
    await context.close();
  });

  it('makes no request to any other host with no configuration', async () => {
    const {context, page, record} = await openPage(browser);
    for (const path of [
      '/',
      '/docs/welcome',
      '/docs/getting-started-in-5-minutes',
      '/docs/tokenomics',
    ]) {
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
    }
    expect(record.foreignRequests).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });
});
