import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {gotoHydrated, launchBrowser, openPage} from './support/browser';
import {DESKTOP_BREAKPOINT, REPOSITORY_URL, SITE_TITLE} from './support/site';

describe('page frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the varathon announcement about the bridge, with no close button', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'Start bridging'});
    await expect(bar.count()).resolves.toBe(1);
    await expect(bar.textContent()).resolves.toMatch(/bridge/i);
    const link = bar.getByRole('link', {name: 'Start bridging'});
    await expect(link.getAttribute('href')).resolves.toMatch(/^https:\/\/.*bridge/);
    await expect(bar.getByRole('button', {name: /close/i}).count()).resolves.toBe(0);
    await context.close();
  });

  it('has the navbar links with their targets, a search slot and the colour toggle', async () => {
    const {context, page} = await openPage(browser, {viewport: {width: 1440, height: 900}});
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(
      nav.getByRole('link', {name: 'Docs', exact: true}).getAttribute('href'),
    ).resolves.toBe('/docs/welcome');
    const navLink = (label: string) => nav.locator('a.navbar__link', {hasText: label});
    await expect(navLink('Vara Network').getAttribute('href')).resolves.toBe(
      'https://vara.network',
    );
    await expect(navLink('Gear Technologies').getAttribute('href')).resolves.toBe(
      'https://gear-tech.io',
    );
    await expect(navLink('Contribute').getAttribute('href')).resolves.toBe(REPOSITORY_URL);
    // The brand leads home.
    await expect(nav.locator('a.navbar__brand').getAttribute('href')).resolves.toBe('/');
    await expect(
      nav.getByRole('button', {name: /Switch between dark and light mode/}).isVisible(),
    ).resolves.toBe(true);
    await nav.getByRole('link', {name: 'Docs', exact: true}).click();
    await page.waitForURL(/\/docs\/welcome$/);
    await context.close();
  });

  it('has a skip link that moves focus to the content', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused.textContent()).resolves.toMatch(/skip to main content/i);
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
    ).resolves.toBe(true);
    await context.close();
  });

  it('has a footer on every page type', async () => {
    const {context, page} = await openPage(browser);
    for (const path of ['/', '/docs/welcome', '/this-page-does-not-exist']) {
      await gotoHydrated(page, path);
      await expect(page.locator('footer.footer').count()).resolves.toBe(1);
      await expect(
        page
          .locator('footer.footer')
          .getByRole('link', {name: /Contribute/})
          .getAttribute('href'),
      ).resolves.toBe(REPOSITORY_URL);
    }
    await context.close();
  });

  it('formats titles as "Page | Site", and the site title alone for a blank page title', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    const h1 = (await page.locator('article h1').first().textContent())?.trim();
    expect(await page.title()).toBe(`${h1} | ${SITE_TITLE}`);
    await gotoHydrated(page, '/');
    expect(await page.title()).toBe(SITE_TITLE);
    await context.close();
  });

  describe('mobile menu', () => {
    it(`opens at ${DESKTOP_BREAKPOINT} px with primary and secondary menus and a back button`, async () => {
      const {context, page} = await openPage(browser, {
        viewport: {width: DESKTOP_BREAKPOINT, height: 800},
      });
      await gotoHydrated(page, '/docs/welcome');
      const toggleButton = page.getByRole('button', {name: 'Toggle navigation bar'});
      await expect(toggleButton.isVisible()).resolves.toBe(true);
      await toggleButton.click();
      const sidebar = page.locator('.navbar-sidebar');
      await page.waitForSelector('.navbar-sidebar--show');
      // On a docs page the docs sidebar is the secondary menu, shown first.
      const back = sidebar.getByRole('button', {name: /Back to main menu/});
      await expect(back.isVisible()).resolves.toBe(true);
      await back.click();
      // The primary menu holds the navbar links.
      await expect(sidebar.getByRole('link', {name: /Contribute/}).isVisible()).resolves.toBe(true);
      await context.close();
    });

    it('closes when the window grows past the breakpoint', async () => {
      const {context, page} = await openPage(browser, {viewport: {width: 390, height: 800}});
      await gotoHydrated(page, '/docs/welcome');
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await page.waitForSelector('.navbar-sidebar--show');
      await page.setViewportSize({width: DESKTOP_BREAKPOINT + 200, height: 800});
      await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
      await expect(
        page.getByRole('button', {name: 'Toggle navigation bar'}).isVisible(),
      ).resolves.toBe(false);
      await context.close();
    });

    it('uses the desktop layout above the breakpoint', async () => {
      const {context, page} = await openPage(browser, {
        viewport: {width: DESKTOP_BREAKPOINT + 1, height: 800},
      });
      await gotoHydrated(page, '/docs/welcome');
      await expect(
        page.getByRole('button', {name: 'Toggle navigation bar'}).isVisible(),
      ).resolves.toBe(false);
      await expect(page.locator('aside.theme-doc-sidebar-container').isVisible()).resolves.toBe(
        true,
      );
      await context.close();
    });
  });
});
