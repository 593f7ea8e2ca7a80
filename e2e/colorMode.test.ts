import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {gotoHydrated, launchBrowser, openPage} from './support/browser';
import {blockStorage} from './support/storage';

const toggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('colour mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('is dark by default even when the browser prefers light', async () => {
    const {context, page, record} = await openPage(browser, {colorScheme: 'light'});
    await gotoHydrated(page, '/docs/welcome');
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page).getAttribute('aria-label')).resolves.toContain('dark mode');
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('toggles, persists across reload and syncs to a second tab', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    const second = await context.newPage();
    await gotoHydrated(second, '/');
    expect(await theme(second)).toBe('dark');

    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    // The other tab follows through the storage event, without a reload.
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'light');

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await theme(page)).toBe('light');

    await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(record.consoleErrors).toEqual([]);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps working when localStorage throws', async () => {
    const {context, page, record} = await openPage(browser);
    await blockStorage(context, ['localStorage']);
    await gotoHydrated(page, '/docs/welcome');
    await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
    expect(await theme(page)).toBe('dark');
    await toggle(page).click();
    expect(await theme(page)).toBe('light');
    // Navigation still works client-side.
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await page.waitForURL(/\/docs\/welcome$/);
    expect(record.pageErrors).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });
});
