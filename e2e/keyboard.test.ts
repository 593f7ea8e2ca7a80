import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {
  gotoHydrated,
  holdRequests,
  launchBrowser,
  openPage,
  scrollWindowTo,
} from './support/browser';

/** A long reference page: sidebar with nested categories, a TOC and content links. */
const DOCS_PAGE = '/docs/api/send-message';
const DESKTOP = {width: 1440, height: 900};

/** Where the focused element is, what it says, and whether its focus shows. */
type Stop = {
  readonly region: string;
  readonly label: string;
  readonly tag: string;
  readonly expanded: string | null;
  readonly indicator: boolean;
};

function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80);
    const regions: [string, string][] = [
      ['announcement', '.theme-announcement-bar'],
      ['navbar', 'nav.navbar'],
      ['sidebar', '.theme-doc-sidebar-container'],
      ['toc', '.table-of-contents'],
      ['content', 'article'],
      ['footer', 'footer'],
    ];
    const region = regions.find(([, selector]) => el.closest(selector))?.[0] ?? 'page';
    return {
      region,
      label,
      tag: el.tagName.toLowerCase(),
      expanded: el.getAttribute('aria-expanded'),
      indicator: outline || style.boxShadow !== 'none',
    };
  });
}

/** Presses Tab until `done` says so (or `limit` presses), recording each stop. */
async function tabThrough(page: Page, done: (stop: Stop) => boolean, limit = 400): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) continue;
    stops.push(stop);
    if (done(stop)) break;
  }
  return stops;
}

describe('keyboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reaches skip link, navbar, colour toggle, sidebar, content and TOC with Tab, focus always visible', async () => {
    const {context, page} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, DOCS_PAGE);
    const stops = await tabThrough(page, (stop) => stop.region === 'footer');

    expect(stops[0]?.label).toMatch(/skip to main content/i);
    const labels = (region: string) => stops.filter((s) => s.region === region).map((s) => s.label);
    expect(labels('navbar')).toEqual(
      expect.arrayContaining([
        'Docs',
        'Vara Network',
        'Gear Technologies',
        'Contribute',
        expect.stringMatching(/Switch between dark and light mode/),
      ]),
    );
    expect(labels('sidebar')).toEqual(expect.arrayContaining(['Welcome', 'Send a message']));
    expect(labels('content').length).toBeGreaterThan(5);
    expect(labels('toc')).toContain('MessageSendOptions');
    // Reading order: navbar, then sidebar, then the article, then its TOC.
    const first = (region: string) => stops.findIndex((s) => s.region === region);
    expect(first('navbar')).toBeLessThan(first('sidebar'));
    expect(first('sidebar')).toBeLessThan(first('content'));
    expect(first('content')).toBeLessThan(first('toc'));
    expect(stops.filter((s) => !s.indicator)).toEqual([]);
    await context.close();
  });

  it('expands a sidebar category with Enter and collapses it with Space', async () => {
    const {context, page} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, DOCS_PAGE);
    const stops = await tabThrough(
      page,
      (stop) => stop.region === 'sidebar' && stop.expanded === 'false',
    );
    const caret = stops.at(-1);
    expect(caret?.expanded).toBe('false');
    // Mark the focused expander so the page can be asked about it and its list.
    await page.evaluate(() => document.activeElement?.setAttribute('data-test-expander', ''));
    const expander = page.locator('[data-test-expander]');

    await page.keyboard.press('Enter');
    await expect(expander.getAttribute('aria-expanded')).resolves.toBe('true');
    // The next Tab walks into the category's items, now shown.
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => {
        const list = document.activeElement?.closest('ul.menu__list');
        return Boolean(list?.previousElementSibling?.querySelector('[data-test-expander]'));
      }),
    ).resolves.toBe(true);

    await page.keyboard.press('Shift+Tab');
    await expect(expander.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Space');
    await expect(expander.getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });

  it('keeps focus inside the search modal and gives it back to the search button on Escape', async () => {
    const {context, page} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    const button = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /search/i});
    await button.focus();
    await page.keyboard.press('Enter');
    const modal = '[role="dialog"], .DocSearch-Modal';
    await page.locator(modal).first().waitFor({state: 'visible'});
    const focusInModal = () =>
      page.evaluate((selector) => {
        const dialog = document.querySelector(selector);
        return Boolean(dialog && dialog.contains(document.activeElement));
      }, modal);
    expect(await focusInModal()).toBe(true);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        expect(await focusInModal(), `focus left the modal after ${i + 1} × ${key}`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await page.locator(modal).first().waitFor({state: 'hidden'});
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  it('closes the search modal on an Escape that comes before the opening is drawn', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    const dialog = page.getByRole('dialog', {name: 'Search docs'});
    // Once opened and closed, so the modal's body is in and the next opening is drawn in slices.
    await page.keyboard.press('Control+k');
    await page.getByRole('listbox').or(page.locator('.DocSearch-StartScreen')).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'hidden'});
    // Both keys in one task: React has not drawn the opening when the Escape comes.
    await page.evaluate(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true}));
      window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}));
    });
    await dialog.waitFor({state: 'hidden'});
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-keyshortcuts')),
    ).resolves.toBe('Control+K');
    // And it still opens and closes with real keys.
    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'hidden'});
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it("keeps Tab in the search modal while the modal's code is on its way", async () => {
    const {context, page} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    // From now on scripts are held back: the modal has its search box only.
    const release = await holdRequests(context, /\/assets\/js\//);
    const button = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /search/i});
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Search docs'});
    await dialog.waitFor();
    await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect(
        dialog.evaluate((el) => el.contains(document.activeElement)),
        `focus left the search modal after ${key}`,
      ).resolves.toBe(true);
    }
    release();
    await context.close();
  });
});

describe('reduced motion', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const cardTransition = (page: Page) =>
    page
      .getByRole('listitem')
      .filter({hasText: 'Build a program in Rust'})
      .first()
      .evaluate((card) => getComputedStyle(card).transitionDuration);

  it('animates the landing cards only when motion is not reduced, and never scrolls smoothly', async () => {
    const moving = await openPage(browser, {reducedMotion: 'no-preference'});
    await gotoHydrated(moving.page, '/');
    expect(await cardTransition(moving.page)).not.toMatch(/^0s(, 0s)*$/);
    await moving.context.close();

    const still = await openPage(browser, {reducedMotion: 'reduce'});
    await gotoHydrated(still.page, '/');
    expect(await cardTransition(still.page)).toMatch(/^0s(, 0s)*$/);
    expect(
      await still.page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).not.toBe('smooth');
    await still.context.close();
  });

  it('jumps back to the top at once when motion is reduced', async () => {
    const {context, page} = await openPage(browser, {reducedMotion: 'reduce', viewport: DESKTOP});
    await gotoHydrated(page, DOCS_PAGE);
    // The button shows when the reader scrolls up, away from the top.
    await scrollWindowTo(page, 3000);
    await scrollWindowTo(page, 2500);
    const button = page.getByRole('button', {name: 'Scroll back to top'});
    await button.waitFor({state: 'visible'});
    await button.click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
