/**
 * The docs assistant without a service: the
 * launcher on docs pages, the dialog, cited answers quoted from the site's
 * own index, following a citation, the no-answer case, keyboard-only use,
 * follow-ups and session history, bad input and blocked storage, and where
 * the launcher sits on a phone. The hosted widget is in assistantHosted.test.ts.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {gotoHydrated, launchBrowser, openPage, scrollWindowTo} from './support/browser';
import {XSS_PAYLOADS} from './support/payloads';
import {blockStorage} from './support/storage';

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

const launcher = (page: Page) => page.getByRole('button', {name: 'Ask the docs'});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Ask the docs'});
const input = (page: Page) => dialog(page).getByRole('textbox', {name: 'Your question'});
const citations = (page: Page) => dialog(page).locator('a[data-assistant-citation]');
const turns = (page: Page) => dialog(page).locator('article');

/** Asks a question by typing it and pressing Enter; waits for its answer (or message). */
async function ask(page: Page, question: string): Promise<void> {
  const before = await turns(page).count();
  await input(page).fill(question);
  await input(page).press('Enter');
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[role=dialog] article').length > n ||
      document.querySelector('[role=dialog] [role=alert]') !== null,
    before,
  );
}

async function openAssistant(page: Page): Promise<void> {
  await launcher(page).click();
  await dialog(page).waitFor();
}

describe('docs assistant', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('loads nothing until used, then answers with sentences that cite their sections', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    const indexRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/search-index/')) indexRequests.push(req.url());
    });
    await gotoHydrated(page, '/docs/welcome');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await expect(dialog(page).count()).resolves.toBe(0);

    await openAssistant(page);
    await expect(launcher(page).getAttribute('aria-expanded')).resolves.toBe('true');
    // Focus moves into the dialog, to the question box.
    await expect(input(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(dialog(page).textContent()).resolves.toContain(
      'Answers are passages quoted from these docs, not generated text.',
    );

    await ask(page, 'How do I send a message to a program?');
    const turn = turns(page).last();
    await expect(turn.locator('p').first().textContent()).resolves.toBe(
      'You asked: How do I send a message to a program?',
    );
    const hrefs = await citations(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(4);
    for (const href of hrefs) expect(href).toMatch(/^\/docs\/[^#]+(#[\w-]+)?$/);
    // Every sentence carries its source's number, and the sources are listed.
    const sources = turn.locator('ol li a');
    const sourceHrefs = await sources.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(sourceHrefs));
    await expect(citations(page).first().locator('sup').textContent()).resolves.toBe('[1]');
    await expect(turn.locator('mark').first().textContent()).resolves.toMatch(
      /messag|send|program/i,
    );
    expect(indexRequests.filter((u) => /index\.[0-9a-f]+\.json/.test(u))).toHaveLength(1);

    // Following a citation shows the section, and the panel gets out of the way.
    const target = hrefs[0] as string;
    await citations(page).first().click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
    await expect(dialog(page).count()).resolves.toBe(0);
    const [path, anchor] = target.split('#');
    expect(new URL(page.url()).pathname).toBe(path);
    if (anchor) await page.locator(`[id="${anchor}"]`).waitFor();

    expect(record.pageErrors).toEqual([]);
    expect(record.consoleErrors).toEqual([]);
    expect(record.foreignRequests).toEqual([]);
    await context.close();
  });

  it('says plainly when nothing relevant was found and offers the search page', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    await openAssistant(page);
    await ask(page, 'zebra giraffe quokka');
    const turn = turns(page).last();
    await expect(turn.textContent()).resolves.toContain('Nothing in these docs answers that.');
    await expect(citations(page).count()).resolves.toBe(0);
    const link = turn.getByRole('link', {name: 'search the docs'});
    await expect(link.getAttribute('href')).resolves.toBe('/search?q=zebra%20giraffe%20quokka');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/search');
    // The search page's own box (the search modal's hidden one is a search box too).
    const box = page.getByRole('searchbox', {name: 'Search the docs', exact: true});
    await expect(box.inputValue()).resolves.toBe('zebra giraffe quokka');
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('leads a "how long" answer with the number, from one section', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    await openAssistant(page);
    await ask(page, 'How long does unbonding take?');
    const turn = turns(page).last();
    // The release value as the built page shows it, not a {release.*} token.
    await expect(citations(page).first().textContent()).resolves.toMatch(
      /^14 eras, which is 7 days\./,
    );
    const sources = await turn
      .locator('ol li a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(sources).toEqual(['/docs/staking/validator-faqs#how-long-does-unbonding-take']);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('answers "how do I run" with the command block of the section', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    await openAssistant(page);
    await ask(page, 'How do I run a local development node?');
    const turn = turns(page).last();
    await expect(citations(page).first().getAttribute('href')).resolves.toMatch(
      /^\/docs\/node\/dev-net#/,
    );
    const command = turn.locator('pre[data-assistant-command] code');
    await expect(command.count()).resolves.toBe(1);
    await expect(command.textContent()).resolves.toContain('--dev');
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('quotes a second section under its own lead when two rank alike', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    await openAssistant(page);
    await ask(page, 'How do I reserve gas in a program?');
    const turn = turns(page).last();
    const lead = turn.getByText('Another section may answer it too:');
    await expect(lead.count()).resolves.toBe(1);
    const sources = await turn
      .locator('ol li a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(sources).toHaveLength(2);
    // Each section's sentences cite it, and the second section's come after its lead.
    const refs = await turn
      .locator('a[data-assistant-citation] sup')
      .evaluateAll((sups) => sups.map((s) => s.textContent));
    expect(refs[0]).toBe('[1]');
    expect(refs.at(-1)).toBe('[2]');
    const afterLead = await lead.evaluate(
      (el) =>
        !!(
          el.nextElementSibling?.querySelector('a[data-assistant-citation]') ??
          el.nextElementSibling?.matches('pre')
        ),
    );
    expect(afterLead).toBe(true);
    await expect(turn.locator('pre[data-assistant-command]').count()).resolves.toBe(2);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('says the docs do not cover a question and names the closest pages', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    await openAssistant(page);
    await ask(page, 'What is the price of VARA in dollars today?');
    const turn = turns(page).last();
    await expect(turn.textContent()).resolves.toContain('These docs do not cover that directly.');
    await expect(citations(page).count()).resolves.toBe(0);
    const closest = await turn
      .locator('[data-assistant-closest] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(closest.length).toBeGreaterThanOrEqual(2);
    expect(closest.length).toBeLessThanOrEqual(3);
    for (const href of closest) expect(href).toMatch(/^\/docs\/[^#]+$/);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps the subject in a follow-up and starts fresh on a new question', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    await openAssistant(page);
    await ask(page, 'How do I run a local development node?');
    await ask(page, 'Which accounts does it fund?');
    const followUp = turns(page).last();
    await expect(followUp.textContent()).resolves.toContain(
      'Also looked for, from your last question:',
    );
    await expect(
      followUp.locator('a[data-assistant-citation]').first().getAttribute('href'),
    ).resolves.toMatch(/^\/docs\/node\/dev-net#/);
    await expect(followUp.locator('a[data-assistant-citation]').allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('//Alice')]),
    );
    await ask(page, 'What is the existential deposit?');
    const fresh = turns(page).last();
    await expect(fresh.textContent()).resolves.not.toContain('Also looked for');
    await expect(fresh.locator('a[data-assistant-citation]').allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('1 VARA')]),
    );
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('works with the keyboard alone', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    // Tab from the top of the page until the launcher has focus.
    let reached = false;
    for (let i = 0; i < 200 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await launcher(page).evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    // The focus ring is visible.
    await expect(
      launcher(page).evaluate((el) => getComputedStyle(el).outlineStyle),
    ).resolves.not.toBe('none');

    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect(input(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('What is gas reservation?');
    await page.keyboard.press('Enter');
    await citations(page).first().waitFor();
    await expect(dialog(page).getAttribute('aria-labelledby')).resolves.toBeTruthy();
    await expect(
      dialog(page).locator('[aria-live=polite]').locator('article').count(),
    ).resolves.toBe(1);

    // Tab stays inside the dialog.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      await expect(
        dialog(page).evaluate((el) => el.contains(document.activeElement)),
      ).resolves.toBe(true);
    }
    // Escape closes it and gives focus back to the launcher.
    await page.keyboard.press('Escape');
    await expect(dialog(page).count()).resolves.toBe(0);
    await expect(launcher(page).evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    // Enter on a citation follows it.
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    const href = (await citations(page).first().getAttribute('href')) as string;
    await citations(page).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('offers starter questions, answers follow-ups with earlier terms, and keeps the session', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    await openAssistant(page);
    const starters = dialog(page).getByRole('listitem').getByRole('button');
    await expect(starters.count()).resolves.toBe(4);
    await starters.filter({hasText: 'How do vouchers work?'}).click();
    await citations(page).first().waitFor();

    await ask(page, 'Can it be revoked?');
    const followUp = turns(page).last();
    await expect(followUp.textContent()).resolves.toContain(
      'Also looked for, from your last question: vouchers',
    );
    await expect(
      followUp.locator('a[data-assistant-citation]').first().textContent(),
    ).resolves.toMatch(/revok/i);

    // The conversation lasts for the session: after a reload, and on another page.
    await gotoHydrated(page, '/docs/getting-started-in-5-minutes');
    await openAssistant(page);
    await expect(turns(page).locator('p:first-child').allTextContents()).resolves.toEqual([
      'You asked: How do vouchers work?',
      'You asked: Can it be revoked?',
    ]);
    await dialog(page).getByRole('button', {name: 'Clear conversation'}).click();
    await expect(turns(page).count()).resolves.toBe(0);
    await expect(page.evaluate(() => sessionStorage.getItem('vara-docs-assistant'))).resolves.toBe(
      null,
    );
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('handles empty, very long and markup questions without a crash or injected markup', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/docs/welcome');
    await openAssistant(page);

    await input(page).press('Enter');
    await expect(dialog(page).getByRole('alert').textContent()).resolves.toBe(
      'Type a question first.',
    );

    const long = `voucher ${'x'.repeat(10_000)}`;
    await ask(page, long);
    await expect(turns(page).last().textContent()).resolves.toContain(
      'Only the first 500 characters of the question were used.',
    );

    for (const payload of XSS_PAYLOADS) {
      await ask(page, payload);
      await expect(turns(page).last().locator('p').first().textContent()).resolves.toBe(
        `You asked: ${payload.trim().slice(0, 500)}`,
      );
    }
    // Nothing the reader typed became an element, a handler or a link.
    await expect(
      dialog(page).evaluate(
        (el) =>
          el.querySelectorAll('script, img, svg:not([aria-hidden]), iframe, video, details, math')
            .length,
      ),
    ).resolves.toBe(0);
    await expect(
      dialog(page).evaluate(
        () =>
          [...document.querySelectorAll('[role=dialog] a')].filter(
            (a) => !(a.getAttribute('href') ?? '').startsWith('/'),
          ).length,
      ),
    ).resolves.toBe(0);
    expect(record.dialogs).toEqual([]);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('answers when session storage throws', async () => {
    const {context, page, record} = await openPage(browser, {viewport: DESKTOP});
    await blockStorage(context, ['sessionStorage']);
    await gotoHydrated(page, '/docs/welcome');
    await openAssistant(page);
    await ask(page, 'What is gas reservation?');
    await citations(page).first().waitFor();
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('stays out of the text on a phone and clear of the back-to-top button on a desktop', async () => {
    const phone = await openPage(browser, {viewport: PHONE, isMobile: true, hasTouch: true});
    await gotoHydrated(phone.page, '/docs/welcome');
    // In the page flow, below the article: it covers nothing.
    await expect(
      launcher(phone.page).evaluate((el) => getComputedStyle(el.parentElement as Element).position),
    ).resolves.toBe('static');
    const articleBottom = await phone.page
      .locator('article')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    const launcherTop = await launcher(phone.page).evaluate(
      (el) => el.getBoundingClientRect().top + window.scrollY,
    );
    expect(launcherTop).toBeGreaterThan(articleBottom);
    await launcher(phone.page).tap();
    await dialog(phone.page).waitFor();
    const box = await dialog(phone.page).boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await phone.context.close();

    const desk = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(desk.page, '/docs/api/send-message');
    await scrollWindowTo(desk.page, 3000);
    await scrollWindowTo(desk.page, 2800);
    const backToTop = desk.page.getByRole('button', {name: /scroll back to top/i});
    await backToTop.waitFor();
    // Docusaurus shows it by adding its "show" class (a CSS module name).
    await desk.page.waitForFunction(() =>
      /show/i.test(document.querySelector('button[aria-label*="back to top" i]')?.className ?? ''),
    );
    const a = await launcher(desk.page).boundingBox();
    const b = await backToTop.boundingBox();
    expect(a && b).toBeTruthy();
    if (a && b) {
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap).toBe(false);
    }
    await desk.context.close();
  });

  it('is not on pages outside the docs', async () => {
    const {context, page} = await openPage(browser, {viewport: DESKTOP});
    await gotoHydrated(page, '/');
    await expect(launcher(page).count()).resolves.toBe(0);
    await context.close();
  });
});
