import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {gotoHydrated, launchBrowser, openPage} from './support/browser';
import {sitemapPaths, specRoutes} from './support/site';

// /docs has no page of its own (it redirects), so it is not in the sitemap.
const REDIRECT_ONLY = new Set(['/docs']);

describe('routes', () => {
  const spec = specRoutes();
  const built = sitemapPaths();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('builds no route outside the spec list', () => {
    const stray = built.filter((p) => !spec.includes(p));
    expect(stray).toEqual([]);
  });

  it('builds every route of the spec list', () => {
    const missing = spec.filter((p) => !REDIRECT_ONLY.has(p) && !built.includes(p));
    console.log(`routes: ${spec.length - missing.length} of ${spec.length} spec routes exist`);
    expect(missing).toEqual([]);
  });

  it('renders an h1 and content on every built route without console errors', async () => {
    const {context, page, record} = await openPage(browser);
    const failures: string[] = [];
    for (const path of built) {
      await gotoHydrated(page, path);
      const h1 = await page
        .locator('h1')
        .first()
        .textContent({timeout: 5000})
        .catch(() => null);
      const text = await page
        .locator('main')
        .first()
        .innerText()
        .catch(() => '');
      if (!h1?.trim()) failures.push(`${path}: no h1`);
      if (text.trim().split(/\s+/).length < 40) failures.push(`${path}: almost no content`);
    }
    expect(failures).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  }, 600_000);
});
