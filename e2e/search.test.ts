/**
 * Search (modal, shortcuts, errors) on the production build with the
 * embedded index: the navbar button and its shortcuts, the modal's screens
 * (DocSearch's markup and class names), the /search page, bad input and failures. The hosted-service path
 * is in searchHosted.test.ts.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {gotoHydrated, holdRequests, launchBrowser, openPage} from './support/browser';
import {REPOSITORY_URL} from './support/site';
import {blockStorage} from './support/storage';
import {waitForFullAnswer} from './support/search';

const button = (page: Page) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Search/});
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit a');

/** Requests for the index, the modal's code and its styles, by kind. */
function watchSearchRequests(page: Page) {
  const seen = {manifest: 0, index: 0, modalCss: 0};
  page.on('request', (req) => {
    const url = req.url();
    if (url.includes('/search-index/manifest.json')) seen.manifest++;
    else if (/\/search-index\/index\.[0-9a-f]+\.json/.test(url)) seen.index++;
    else if (/search-modal\.[0-9a-f]+\.css/.test(url)) seen.modalCss++;
  });
  return seen;
}

async function openModal(page: Page): Promise<void> {
  await button(page).click();
  await modal(page).waitFor();
}

/**
 * Types a query and waits for its answer: results, the no-results screen for
 * this very query, or the error screen.
 */
async function searchFor(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await page.waitForFunction((q) => {
    const container = document.querySelector('.DocSearch-Container');
    if (!container || container.classList.contains('DocSearch-Container--Stalled')) return false;
    if (document.querySelector('.DocSearch-ErrorScreen')) return true;
    if (document.querySelector('.DocSearch-Hit')) return true;
    const title = document.querySelector('.DocSearch-NoResults .DocSearch-Title');
    return title?.textContent === `No results for "${q}"`;
  }, query);
}

describe('search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows a "Search" button with the shortcut, and loads nothing of search until used', async () => {
    const {context, page, record} = await openPage(browser, {viewport: {width: 1280, height: 800}});
    const seen = watchSearchRequests(page);
    await gotoHydrated(page, '/docs/welcome');
    await expect(button(page).textContent()).resolves.toMatch(/^Search\s*Ctrl\s*K$/);
    await expect(button(page).getAttribute('aria-keyshortcuts')).resolves.toBe('Control+K');
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual({manifest: 0, index: 0, modalCss: 0});

    // Hovering prepares everything, once.
    await button(page).hover();
    await page.waitForResponse((res) => /\/search-index\/index\.[0-9a-f]+\.json/.test(res.url()));
    await button(page).click();
    await modal(page).waitFor();
    await searchFor(page, 'gas');
    await page.keyboard.press('Escape');
    await openModal(page);
    await searchFor(page, 'mailbox');
    expect(seen).toEqual({manifest: 1, index: 1, modalCss: 1});
    expect(record.foreignRequests).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens by click, Ctrl+K and "/" (not while typing), and closes with Escape', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await openModal(page);
    await expect(input(page).getAttribute('placeholder')).resolves.toBe('Search docs');
    // Focus is in the search box.
    await page.waitForFunction(() => document.activeElement?.matches('.DocSearch-Input'), null, {
      timeout: 2000,
    });
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'hidden'});
    // Focus goes back to the button.
    await expect(button(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.keyboard.press('Control+k');
    await modal(page).waitFor({state: 'hidden'});

    await page.locator('article').click();
    await page.keyboard.press('/');
    await modal(page).waitFor();
    await expect(input(page).inputValue()).resolves.toBe('');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'hidden'});

    // Typing "/" in a field, a textarea, a select or an editable area types a slash.
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'typing-fixtures';
      box.innerHTML =
        '<input id="f-input"><textarea id="f-area"></textarea>' +
        '<select id="f-select"><option>a</option></select><div id="f-edit" contenteditable="true"></div>';
      document.querySelector('article')?.prepend(box);
    });
    for (const id of ['f-input', 'f-area', 'f-select', 'f-edit']) {
      await page.locator(`#${id}`).focus();
      await page.keyboard.press('/');
      await expect(modal(page).isVisible()).resolves.toBe(false);
    }
    await expect(page.locator('#f-input').inputValue()).resolves.toBe('/');
    await expect(page.locator('#f-edit').textContent()).resolves.toBe('/');
    // Ctrl+K works even from a field.
    await page.locator('#f-input').focus();
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    expect(record.pageErrors).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('gives the box the focus within the tap or click that opens it', async () => {
    // A phone shows its keyboard only for a focus given while the tap is handled; a key-opened
    // box may take the focus a task later (no key is lost: see the typing tests below).
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await page.evaluate(() => {
      const w = window as unknown as {focusedInClick?: boolean};
      // Bubbling to the window after React's own listener; React commits in a microtask queued
      // before this one.
      window.addEventListener('click', () =>
        queueMicrotask(() => {
          w.focusedInClick = document.activeElement?.matches('.DocSearch-Input') ?? false;
        }),
      );
    });
    await openModal(page);
    await expect(
      page.evaluate(() => (window as unknown as {focusedInClick?: boolean}).focusedInClick),
    ).resolves.toBe(true);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('finds pages with highlighted matches and opens a result without reloading', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
    await openModal(page);
    await searchFor(page, 'gas reser');
    const first = hits(page).first();
    await expect(first.locator('mark').first().textContent()).resolves.toMatch(/^(gas|reser)/i);
    await expect(page.locator('.DocSearch-Hit-source').first().textContent()).resolves.toBeTruthy();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/docs\//);
    await first.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    await modal(page).waitFor({state: 'hidden'});
    await expect(
      page.evaluate(() => 'window' in globalThis && '__sameDocument' in window),
    ).resolves.toBe(true);
    expect(record.foreignRequests).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps recent and favourite searches on the start screen, across reloads', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await openModal(page);
    // Nothing searched yet: an empty start screen.
    await expect(page.locator('.DocSearch-Hit-source').count()).resolves.toBe(0);
    await searchFor(page, 'mailbox');
    await hits(page).first().waitFor();
    await page.keyboard.press('Enter');
    await modal(page).waitFor({state: 'hidden'});
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await openModal(page);
    // The saved searches are drawn once the modal is up, in a render of
    // their own: waited for, not read at once.
    const sources = page.locator('.DocSearch-Hit-source');
    await expect.poll(() => sources.allTextContents()).toEqual(['Recent']);
    await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
    await expect.poll(() => sources.allTextContents()).toEqual(['Favorite']);
    await context.close();
  });

  it('keeps working when browser storage throws', async () => {
    const {context, page, record} = await openPage(browser);
    await blockStorage(context, ['localStorage']);
    await gotoHydrated(page, '/docs/welcome');
    await openModal(page);
    await searchFor(page, 'mailbox');
    await hits(page).first().waitFor();
    await page.keyboard.press('Enter');
    await modal(page).waitFor({state: 'hidden'});
    // Recent searches last for the visit, in memory.
    await openModal(page);
    await expect
      .poll(() => page.locator('.DocSearch-Hit-source').allTextContents())
      .toEqual(['Recent']);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('links "See all {count} results" to the search page with the same count', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await openModal(page);
    // Typed key by key: the count must be this query's, not a sum over keystrokes.
    await input(page).pressSequentially('staking', {delay: 30});
    const footer = page.locator('.DocSearch-HitsFooter a');
    // The first answer of a visit may come from the headings alone, without
    // a count ("See all results"); the full answer follows with its count.
    await waitForFullAnswer(page, 'staking');
    const count = Number(/(\d+)/.exec((await footer.textContent()) ?? '')?.[1]);
    await footer.click();
    await page.waitForURL(/\/search\?q=staking$/);
    await modal(page).waitFor({state: 'hidden'});
    await expect(page.locator('main p', {hasText: /results? for/}).textContent()).resolves.toBe(
      `${count} results for “staking”`,
    );
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the no-results screen with suggestions and a "Let us know" issue link', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await openModal(page);
    await input(page).pressSequentially('zzqxjv', {delay: 30});
    const screen = page.locator('.DocSearch-NoResults');
    // Earlier keystrokes may show their own screens first: wait for this query's.
    await screen.getByText('No results for "zzqxjv"').waitFor();
    await screen.getByText('Try searching for:').waitFor();
    await expect(screen.textContent()).resolves.toContain(
      'Believe this query should return results?',
    );
    const report = screen.getByRole('link', {name: 'Let us know'});
    const url = new URL((await report.getAttribute('href')) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${REPOSITORY_URL}/issues/new`);
    expect(url.searchParams.get('title')).toContain('zzqxjv');
    // A suggestion runs its query.
    const suggestion = screen.locator('.DocSearch-Prefill').first();
    const text = ((await suggestion.textContent()) ?? '').toLowerCase();
    await suggestion.click();
    await expect(input(page).inputValue()).resolves.toBe(`${text} `);
    await hits(page).first().waitFor();
    await context.close();
  });

  it('shows the error screen when the index cannot be fetched, and recovers', async () => {
    const {context, page, record} = await openPage(browser);
    await context.route(/\/search-index\//, (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/docs/welcome');
    await openModal(page);
    await searchFor(page, 'gas');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen.textContent()).resolves.toContain('Unable to fetch results');
    await expect(screen.textContent()).resolves.toContain(
      'You might want to check your network connection.',
    );
    await context.unroute(/\/search-index\//);
    await searchFor(page, 'gas r');
    await hits(page).first().waitFor();
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps what is typed before the modal and the index arrive, and answers it', async () => {
    const {context, page, record} = await openPage(browser);
    // The index (and its headings file) is held back until the query has been typed in full.
    const release = await holdRequests(
      context,
      /\/search-index\/(index|headings)\.[0-9a-f]+\.json/,
    );
    await gotoHydrated(page, '/docs/welcome');
    // Nothing hovered before: Ctrl+K, then typing at once.
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('.DocSearch-Input'));
    await page.keyboard.type('gas reservation');
    await page.waitForTimeout(300);
    await expect(input(page).inputValue()).resolves.toBe('gas reservation');
    expect(await page.locator('.DocSearch-Hit').count()).toBe(0);
    // Not answered yet is not "No results".
    expect(await page.locator('.DocSearch-NoResults').count()).toBe(0);
    release();
    await page.waitForFunction(() =>
      document
        .querySelector('.DocSearch-HitsFooter a')
        ?.getAttribute('href')
        ?.endsWith('?q=gas%20reservation'),
    );
    await expect(hits(page).first().locator('mark').first().textContent()).resolves.toMatch(
      /^(gas|reserv)/i,
    );
    // Typing goes on in the same box.
    await page.keyboard.type(' x');
    await expect(input(page).inputValue()).resolves.toBe('gas reservation x');
    expect(record.pageErrors).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('answers a first search from the headings file while the whole index downloads', async () => {
    const {context, page, record} = await openPage(browser);
    const release = await holdRequests(context, /\/search-index\/index\.[0-9a-f]+\.json/);
    await gotoHydrated(page, '/docs/welcome');
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('.DocSearch-Input'));
    await page.keyboard.type('gas reservation');
    // Results from the headings, without a count (no footer) while the text is not in.
    await page.waitForFunction(
      () =>
        document
          .querySelector('.DocSearch-Dropdown [role="listbox"]')
          ?.getAttribute('aria-label') === 'Results for “gas reservation”',
    );
    await expect(hits(page).first().locator('mark').first().textContent()).resolves.toMatch(
      /^(gas|reserv)/i,
    );
    expect(await page.locator('.DocSearch-HitsFooter').count()).toBe(0);
    release();
    await page.waitForFunction(() =>
      /^See all \d+ results$/.test(
        document.querySelector('.DocSearch-HitsFooter a')?.textContent ?? '',
      ),
    );
    expect(record.pageErrors).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it("keeps every key typed while the modal's code arrives, in one box from the first key", async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    // Scripts are held back: the modal opens with its search box only.
    const release = await holdRequests(context, /\/assets\/js\//);
    await button(page).click();
    await input(page).waitFor();
    await page.evaluate(() =>
      Object.assign(window, {__box: document.querySelector('.DocSearch-Input')}),
    );
    await page.keyboard.type('gas res');
    // The rest is typed while the modal's code arrives and draws the rest of the modal.
    release();
    await page.keyboard.type('ervation');
    await page.waitForFunction(() =>
      document
        .querySelector('.DocSearch-HitsFooter a')
        ?.getAttribute('href')
        ?.endsWith('?q=gas%20reservation'),
    );
    await expect(input(page).inputValue()).resolves.toBe('gas reservation');
    // The box the first key went to is the box of the answered modal.
    await expect(
      page.evaluate(
        () => document.querySelector('.DocSearch-Input') === Reflect.get(window, '__box'),
      ),
    ).resolves.toBe(true);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps every key typed at once after Ctrl+K on a cold page, on a slow CPU', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // Nothing of search loaded, nothing waited for: the keys follow the shortcut.
    await page.keyboard.press('Control+k');
    const query = 'gas reservation for a delayed message';
    await page.keyboard.type(query, {delay: 20});
    await expect(input(page).inputValue()).resolves.toBe(query);
    await expect(
      page.evaluate(() => document.activeElement?.matches('.DocSearch-Input')),
    ).resolves.toBe(true);
    await page.waitForFunction(
      (q) =>
        document
          .querySelector('.DocSearch-HitsFooter a')
          ?.getAttribute('href')
          ?.endsWith(`?q=${encodeURIComponent(q)}`),
      query,
    );
    await expect(input(page).inputValue()).resolves.toBe(query);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('selects results with the arrows as a combobox, and opens the selected one with Enter', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
    await openModal(page);
    await input(page).fill('mailbox');
    await waitForFullAnswer(page, 'mailbox');
    const options = page.getByRole('listbox').getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    await expect(input(page).getAttribute('role')).resolves.toBe('combobox');
    await expect(input(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(input(page).getAttribute('aria-controls')).resolves.toBe(
      await page.getByRole('listbox').getAttribute('id'),
    );
    /** The option the box names as active, which must be the one selected. */
    const active = () =>
      page.evaluate(() => {
        const id = document
          .querySelector('.DocSearch-Input')
          ?.getAttribute('aria-activedescendant');
        const selected = [...document.querySelectorAll('[role="option"][aria-selected="true"]')];
        const all = [...document.querySelectorAll('[role="option"]')];
        return selected.length === 1 && selected[0]?.id === id ? all.indexOf(selected[0]) : -1;
      });
    await expect(active()).resolves.toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(active).toBe(count - 1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe(1);
    const href = await options.nth(1).getAttribute('href');
    expect(href).toMatch(/^\/docs\//);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    await modal(page).waitFor({state: 'hidden'});
    await expect(page.evaluate(() => '__sameDocument' in window)).resolves.toBe(true);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('saves a search as a favourite, keeps it across reloads, and removes it', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await openModal(page);
    await searchFor(page, 'voucher');
    await waitForFullAnswer(page, 'voucher');
    const title = (await hits(page).first().locator('.DocSearch-Hit-title').innerText()).trim();
    await page.keyboard.press('Enter');
    await modal(page).waitFor({state: 'hidden'});
    await openModal(page);
    const sources = page.locator('.DocSearch-Hit-source');
    const titles = page.locator('.DocSearch-Hit-title');
    await expect.poll(() => sources.allTextContents()).toEqual(['Recent']);
    await page.getByRole('button', {name: 'Save this search'}).click();
    await expect.poll(() => sources.allTextContents()).toEqual(['Favorite']);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await openModal(page);
    await expect.poll(() => sources.allTextContents()).toEqual(['Favorite']);
    await expect(titles.allInnerTexts()).resolves.toEqual([title]);
    // Chosen again, a favourite stays one (and does not come back as recent).
    await hits(page).first().click();
    await modal(page).waitFor({state: 'hidden'});
    await openModal(page);
    await expect.poll(() => sources.allTextContents()).toEqual(['Favorite']);
    await page.getByRole('button', {name: 'Remove this search from favorites'}).click();
    await expect.poll(() => sources.count()).toBe(0);
    await page.locator('.DocSearch-StartScreen', {hasText: 'No recent searches'}).waitFor();
    // The arrows reach the saved searches from the box too.
    await input(page).fill('mailbox');
    await hits(page).first().waitFor();
    await page.keyboard.press('Enter');
    await modal(page).waitFor({state: 'hidden'});
    await openModal(page);
    await hits(page).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await expect(
      hits(page)
        .first()
        .evaluate((a) => a === document.activeElement),
    ).resolves.toBe(true);
    await context.close();
  });

  it('opens over the page without narrowing or blurring it', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    const width = () => page.evaluate(() => document.body.getBoundingClientRect().width);
    const before = await width();
    await openModal(page);
    // DocSearch's margin for the hidden scrollbar would take a scrollbar's width off.
    await expect(width()).resolves.toBe(before);
    // Tinted, not blurred: a blur is drawn again on every change in the modal.
    const backdrop = await page.evaluate(() => {
      const container = document.querySelector('.DocSearch-Container');
      return container ? getComputedStyle(container).backdropFilter : null;
    });
    expect(backdrop).toBe('none');
    await context.close();
  });

  it('queries the index in a Web Worker, and on the main thread where there is none', async () => {
    const withWorker = await openPage(browser);
    await gotoHydrated(withWorker.page, '/docs/welcome');
    const workerStarted = withWorker.page.waitForEvent('worker');
    await openModal(withWorker.page);
    await input(withWorker.page).fill('mailbox');
    await hits(withWorker.page).first().waitFor();
    await workerStarted;
    // The index is fetched by the worker, not by the page.
    expect(withWorker.record.consoleErrors).toEqual([]);
    await withWorker.context.close();

    const {context, page, record} = await openPage(browser);
    await context.addInitScript(() => {
      delete (window as {Worker?: unknown}).Worker;
    });
    let workers = 0;
    page.on('worker', () => workers++);
    await gotoHydrated(page, '/docs/welcome');
    await openModal(page);
    await input(page).fill('mailbox');
    await hits(page).first().waitFor();
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/search?q=voucher');
    await page.locator('main p', {hasText: /results? for “voucher”/}).waitFor();
    expect(workers).toBe(0);
    expect(record.pageErrors).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('takes bad input without a crash or injected markup', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    await openModal(page);
    for (const query of [
      'x'.repeat(10_000),
      '<img src=x onerror="window.__xss=1">',
      '.*+?^${}()|[]\\',
      '🚀 gas 🦀',
      '     ',
    ]) {
      await input(page).fill(query);
      await page.waitForTimeout(50);
    }
    await searchFor(page, '<img src=x onerror="window.__xss=1"> gas');
    await expect(page.evaluate(() => 'xss' in window || '__xss' in window)).resolves.toBe(false);
    await expect(page.locator('.DocSearch-Modal img').count()).resolves.toBe(0);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });
});

describe('search page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const box = (page: Page) => page.getByRole('searchbox', {name: 'Search the docs'});
  const count = (page: Page) => page.locator('main p', {hasText: /results? for/});

  it('explains itself when there is no query', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/search');
    await expect(page.locator('h1').textContent()).resolves.toBe('Search the documentation');
    await expect(box(page).inputValue()).resolves.toBe('');
    await expect(page.locator('main').textContent()).resolves.toContain('Type a word or a phrase');
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('searches the query of the URL, groups by page, and follows typing in the URL', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/search?q=mailbox');
    await expect(count(page).textContent()).resolves.toMatch(/^\d+ results for “mailbox”$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Search results for "mailbox"');
    await expect(page.title()).resolves.toMatch(/^Search results for "mailbox" \|/);
    const groups = page.locator('main ol > li');
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(groups.first().locator('h2 a').getAttribute('href')).resolves.toMatch(/^\/docs\//);
    await expect(groups.first().locator('mark').count()).resolves.toBeGreaterThan(0);

    await box(page).fill('');
    await box(page).pressSequentially('voucher', {delay: 20});
    await page.waitForURL(/\/search\?q=voucher$/);
    await expect(count(page).textContent()).resolves.toMatch(/results? for “voucher”$/);
    await box(page).fill('');
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('loads more results on demand and is reachable by keyboard', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/search?q=gas');
    await count(page).waitFor();
    const links = page.locator('main ol a');
    const before = await links.count();
    const more = page.getByRole('button', {name: 'Show more results'});
    await more.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('main ol a').length > n, before);

    await box(page).focus();
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.activeElement?.closest('main ol') !== null),
    ).resolves.toBe(true);
    await context.close();
  });

  it('shows no results, suggestions and the issue link for an unknown word', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/search?q=zzqxjv');
    await page.locator('main').getByText('No results for “zzqxjv”').waitFor();
    await expect(page.locator('main').textContent()).resolves.toContain('Try searching for:');
    const report = page.getByRole('link', {name: 'Let us know'});
    await expect(report.getAttribute('href')).resolves.toMatch(
      new RegExp(`^${REPOSITORY_URL.replace(/[.]/g, '\\.')}/issues/new\\?title=`),
    );
    await page.getByRole('button', {name: 'gas', exact: true}).click();
    await page.waitForURL(/\/search\?q=gas$/);
    await count(page).waitFor();
    await context.close();
  });

  it('handles a missing, repeated, huge or hostile q', async () => {
    const {context, page, record} = await openPage(browser);
    await gotoHydrated(page, '/search?q=mailbox&q=gas');
    await expect(box(page).inputValue()).resolves.toBe('mailbox');
    await gotoHydrated(page, '/search?x=1');
    await expect(box(page).inputValue()).resolves.toBe('');
    await gotoHydrated(
      page,
      `/search?q=${encodeURIComponent('<img src=x onerror="window.__xss=1">')}`,
    );
    await page
      .locator('main')
      .getByText(/No results for|results for/)
      .first()
      .waitFor();
    await expect(page.locator('main img').count()).resolves.toBe(0);
    await gotoHydrated(page, `/search?q=${'y'.repeat(10_000)}`);
    await page
      .locator('main')
      .getByText(/No results for|results for/)
      .first()
      .waitFor();
    await gotoHydrated(page, `/search?q=${encodeURIComponent('.*(?<[ 🚀')}`);
    await page
      .locator('main')
      .getByText(/No results for|results for/)
      .first()
      .waitFor();
    await gotoHydrated(page, '/search?q=%20%20%20');
    await expect(page.locator('main').textContent()).resolves.toContain('Type a word or a phrase');
    await expect(page.evaluate(() => '__xss' in window)).resolves.toBe(false);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the network error with a retry', async () => {
    const {context, page} = await openPage(browser);
    await context.route(/\/search-index\//, (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/search?q=gas');
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toContain('Unable to fetch results');
    await expect(alert.textContent()).resolves.toContain(
      'You might want to check your network connection.',
    );
    await context.unroute(/\/search-index\//);
    await alert.getByRole('button', {name: 'Try again'}).click();
    await count(page).waitFor();
    await context.close();
  });
});
