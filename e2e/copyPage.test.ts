import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {baseUrl, gotoHydrated, launchBrowser, openPage} from './support/browser';

// An index page: its Markdown must carry the child list in place of <DocCardList />.
const PAGE = '/docs/build/gstd';

describe('copy page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('copies the page as Markdown by keyboard and announces it', async () => {
    const {context, page, record} = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
    await gotoHydrated(page, PAGE);
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({hasText: 'Copied'}).waitFor();

    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await fetch(new URL(`${PAGE}.md`, baseUrl()))).text();
    expect(copied).toBe(served);
    const title = await page.locator('article h1').first().textContent();
    expect(copied.startsWith(`# ${title}\n`)).toBe(true);
    expect(copied).not.toMatch(/^import |<DocCardList/m);
    expect(copied).toMatch(/^- \[.+\]\(https?:\/\/.+\/docs\/build\/gstd\/.+\)/m);
    expect(record.consoleErrors).toEqual([]);
    expect(record.foreignRequests).toEqual([]);
    await context.close();
  });

  it('links to the Markdown of the page', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, PAGE);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link.getAttribute('href')).resolves.toBe(`${PAGE}.md`);
    const response = await fetch(new URL(`${PAGE}.md`, baseUrl()));
    expect(response.status).toBe(200);
    await context.close();
  });

  it('says so when the Markdown cannot be fetched, and leaves the page working', async () => {
    const {context, page} = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
    await page.route('**/*.md', (route) => route.fulfill({status: 500, body: 'down'}));
    await gotoHydrated(page, PAGE);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('status').filter({hasText: 'Could not copy'}).waitFor();
    await expect(page.getByRole('button', {name: 'Copy page'}).isEnabled()).resolves.toBe(true);
    await context.close();
  });
});
