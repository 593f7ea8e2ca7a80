/**
 * The landing page as a front door: the first command and its copy button,
 * the search box that opens the navbar's search, a path for each reader, the
 * networks and the versions, in both colour modes and at every width.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import release from '../src/data/release.json';
import {baseUrl, gotoHydrated, launchBrowser, openPage} from './support/browser';
import {COLOUR_MODES, seriousViolations, useColourMode} from './support/a11y';

import {sitemapPaths} from './support/site';

const {values} = release;
const FIRST_COMMANDS = `cargo install sails-cli@${values.sailsCli.value} --locked\ncargo sails new counter`;
const FACTS: readonly (readonly [label: string, value: string])[] = [
  ['Mainnet RPC endpoint', values.varaRpcEndpoint.value],
  ['Testnet RPC endpoint', values.varaTestnetRpcEndpoint.value],
  ['SS58 address prefix', values.ss58Prefix.value],
  ['Token decimals', values.decimals.value],
  ['Existential deposit', values.existentialDeposit.value],
  ['Block time', values.blockTime.value],
];

const region = (page: Page, name: string) => page.getByRole('region', {name});

/** Copy buttons that cover part of the text they copy: the command's, and each network value's. */
async function coveredTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const textRects = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()];
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const pairs: [Element | null, Element | null][] = [
      [
        document.querySelector('section[aria-labelledby="first-command"] code'),
        document.querySelector('section[aria-labelledby="first-command"] button'),
      ],
      ...[...document.querySelectorAll('section[aria-labelledby="networks"] dl > div')].map(
        (fact): [Element | null, Element | null] => [
          fact.querySelector('dd > :first-child'),
          fact.querySelector('button'),
        ],
      ),
    ];
    return pairs
      .filter(([text, button]) => {
        if (!text || !button) return true;
        const box = button.getBoundingClientRect();
        // Only the part of the text that is shown (the command may scroll inside its block).
        const shown = text.closest('pre')?.getBoundingClientRect();
        return textRects(text).some(
          (rect) => overlap(rect, box) && (!shown || overlap(rect, shown)),
        );
      })
      .map(([text]) => text?.textContent ?? '(missing)');
  });
}

/** How many columns the items of a grid sit in, and how many rows. */
async function gridShape(page: Page, selector: string): Promise<{columns: number; rows: number}> {
  return page.$$eval(selector, (items) => {
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    return {columns: lefts.size, rows: tops.size};
  });
}

describe('landing page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('offers the first command, with the versions of the release data, and copies it', async () => {
    const {context, page, record} = await openPage(browser, {viewport: {width: 1440, height: 900}});
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
    await gotoHydrated(page, '/');
    const command = region(page, 'Start a Sails program');
    await expect(command.locator('code').innerText()).resolves.toBe(FIRST_COMMANDS);
    // The copy button of every code block, shown here without hovering.
    const copy = command.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy.isVisible()).resolves.toBe(true);
    await copy.click();
    // The copy is asynchronous (a clipboard promise): wait for the button to report it.
    await command.getByRole('button', {name: 'Copied'}).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(FIRST_COMMANDS);
    await expect(command.textContent()).resolves.toContain(
      `Rust ${values.sailsRustVersion.value} or later`,
    );
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the navbar search modal from its own search box, and gives the focus back', async () => {
    const {context, page, record} = await openPage(browser, {viewport: {width: 1440, height: 900}});
    await gotoHydrated(page, '/');
    const entry = page.getByRole('link', {name: 'Search the docs'});
    await expect(entry.getAttribute('href')).resolves.toBe('/search');
    await entry.click();
    await page.locator('.DocSearch-Modal').waitFor();
    await page.locator('.DocSearch-Input').pressSequentially('gas');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({state: 'hidden'});
    // Still on the landing page, the focus on the box that opened the modal.
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('href') ?? null),
    ).resolves.toBe('/search');
    // The navbar's own button still gets the focus back after its own opening.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({state: 'hidden'});
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-keyshortcuts') ?? null),
    ).resolves.toMatch(/\+K$/);
    expect(record.consoleErrors).toEqual([]);
    expect(record.pageErrors).toEqual([]);
    await context.close();
  });

  it('shows six paths, each with an icon, a line and links to pages that exist', async () => {
    const {context, page, record} = await openPage(browser, {viewport: {width: 1440, height: 900}});
    await gotoHydrated(page, '/');
    const paths = region(page, 'Find your path');
    const cards = paths.getByRole('listitem').filter({has: page.getByRole('heading', {level: 3})});
    await expect(cards.count()).resolves.toBe(6);
    const built = new Set(sitemapPaths());
    const hrefs: string[] = [];
    for (const card of await cards.all()) {
      await expect(card.locator('svg').count()).resolves.toBe(1);
      await expect(card.locator('p').innerText()).resolves.toMatch(/\w.{20,}\./);
      const links = await card
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      // The title's link to the area, then two or three pages.
      expect(links.length).toBeGreaterThanOrEqual(3);
      expect(links.length).toBeLessThanOrEqual(4);
      hrefs.push(...links);
    }
    expect(hrefs.filter((href) => !built.has(href))).toEqual([]);
    // Each one is served as a page with its own heading, not the not-found page.
    for (const href of hrefs) {
      const response = await page.request.get(new URL(href, baseUrl()).toString());
      expect(response.status(), href).toBe(200);
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1] ?? '';
      expect(h1.replace(/<[^>]+>/g, '').trim(), href).not.toMatch(/^$|not found/i);
    }
    // A click moves within the site, without a full page load.
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as {landingMark: boolean}).landingMark = true));
    await paths.getByRole('link', {name: 'Nominate validators'}).click();
    await page.waitForURL(/\/docs\/staking\/nominate$/);
    await expect(
      page.evaluate(() => (window as unknown as {landingMark?: boolean}).landingMark),
    ).resolves.toBe(true);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('lists the RPC endpoints and chain values from the release data, each with a copy button', async () => {
    const {context, page, record} = await openPage(browser, {viewport: {width: 1440, height: 900}});
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
    await gotoHydrated(page, '/');
    const networks = region(page, 'Networks at a glance');
    const shown = await networks
      .locator('dl > div')
      .evaluateAll((facts) =>
        facts.map((fact) => [
          fact.querySelector('dt')?.textContent ?? '',
          fact.querySelector('dd code, dd span:not(.sr-only)')?.textContent ?? '',
        ]),
      );
    expect(shown).toEqual(FACTS);
    for (const [label, value] of FACTS) {
      const button = networks.getByRole('button', {name: `Copy the ${label.toLowerCase()}`});
      await button.click();
      await page.waitForFunction(
        (name) => document.querySelector(`button[aria-label="${name}"]`)?.textContent === 'Copied',
        `Copy the ${label.toLowerCase()}`,
      );
      await expect(
        page.evaluate(() => navigator.clipboard.readText()),
        label,
      ).resolves.toBe(value);
    }
    // The versions of the release data, and the way to the full list.
    const versions = region(page, 'Versions these docs describe');
    const versionText = await versions.innerText();
    for (const key of ['gearVersion', 'sailsRs', 'sailsCli', 'gearJsApi', 'sailsJs'] as const) {
      expect(versionText).toContain(values[key].value);
    }
    await expect(versions.getByRole('link').first().getAttribute('href')).resolves.toBe(
      '/docs/welcome#versions-these-docs-describe',
    );
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  for (const mode of COLOUR_MODES) {
    it(`is designed for ${mode} mode (${mode === 'dark' ? 'the default' : 'on request'}): its own colours, axe-clean`, async () => {
      const {context, page, record} = await openPage(browser, {
        viewport: {width: 1280, height: 800},
      });
      // No stored choice gives the default, dark; light is the reader's choice.
      if (mode === 'light') await useColourMode(context, mode);
      await gotoHydrated(page, '/');
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(mode);
      // Relative luminance of the page, a card, a fact and the headline's text.
      const luminance = await page.evaluate(() => {
        const probe = document.createElement('canvas').getContext('2d')!;
        const lum = (colour: string) => {
          // Over white, as the browser paints a transparent page.
          probe.fillStyle = '#fff';
          probe.fillRect(0, 0, 1, 1);
          probe.fillStyle = colour;
          probe.fillRect(0, 0, 1, 1);
          const [r, g, b] = [...probe.getImageData(0, 0, 1, 1).data].map((v) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const bg = (selector: string) =>
          lum(getComputedStyle(document.querySelector(selector)!).backgroundColor);
        return {
          page: bg('html'),
          card: bg('section[aria-labelledby="paths"] > ul > li'),
          fact: bg('section[aria-labelledby="networks"] dl > div'),
          headline: lum(getComputedStyle(document.querySelector('h1')!).color),
        };
      });
      for (const surface of [luminance.page, luminance.card, luminance.fact]) {
        if (mode === 'dark') expect(surface).toBeLessThan(0.05);
        else expect(surface).toBeGreaterThan(0.8);
      }
      if (mode === 'dark') expect(luminance.headline).toBeGreaterThan(0.6);
      else expect(luminance.headline).toBeLessThan(0.05);
      const findings = await seriousViolations(page, {codeTokens: true});
      expect(findings.map((f) => `${f.rule} ${f.target}: ${f.why}`)).toEqual([]);
      expect(record.consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('has no horizontal scroll and no half-empty row from 320 px to wide screens', async () => {
    const {context, page} = await openPage(browser, {viewport: {width: 320, height: 700}});
    await gotoHydrated(page, '/');
    for (const width of [320, 375, 414, 640, 768, 996, 997, 1280, 1440, 1920, 2560]) {
      await page.setViewportSize({width, height: 900});
      // Nothing is wider than the page, and the page does not move when asked to scroll sideways.
      const {overflow, scrollX} = await page.evaluate(() => {
        window.scrollTo(10_000, 0);
        const root = document.documentElement;
        return {overflow: root.scrollWidth - root.clientWidth, scrollX: window.scrollX};
      });
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      expect(scrollX, `${width} px`).toBe(0);
      for (const grid of [
        'section[aria-labelledby="paths"] > ul > li',
        'section[aria-labelledby="networks"] dl > div',
      ]) {
        const {columns, rows} = await gridShape(page, grid);
        expect(columns * rows, `${grid} at ${width} px: ${columns} x ${rows}`).toBe(6);
      }
      await expect(coveredTexts(page), `${width} px`).resolves.toEqual([]);
    }
    await context.close();
  });

  it('does not shift its layout while loading, on a phone or a desktop', async () => {
    for (const viewport of [
      {width: 375, height: 812},
      {width: 1440, height: 900},
    ]) {
      const {context, page} = await openPage(browser, {viewport});
      await context.addInitScript(() => {
        type Source = {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        };
        type Shift = PerformanceEntry & {value: number; sources: Source[]};
        const w = window as unknown as {
          shifts: {value: number; inNavbar: boolean; moved: string[]}[];
        };
        w.shifts = [];
        const elementOf = (node?: Node | null) =>
          node instanceof Element ? node : (node?.parentElement ?? null);
        // What moved and how far, so a failure names the element.
        const describe = ({node, previousRect: a, currentRect: b}: Source) => {
          const element = elementOf(node);
          const name = element
            ? `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}`
            : '?';
          return `${name} (${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height})`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const inNavbar = entry.sources.every(({node}) =>
              Boolean(elementOf(node)?.closest('.navbar')),
            );
            w.shifts.push({value: entry.value, inNavbar, moved: entry.sources.map(describe)});
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await gotoHydrated(page, '/');
      await page.evaluate(() => document.fonts.ready);
      // Two frames: shifts of the last layout are reported before the read.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const shifts = await page.evaluate(
        () =>
          (window as unknown as {shifts: {value: number; inNavbar: boolean; moved: string[]}[]})
            .shifts,
      );
      // The page's own content never moves. On a desktop the navbar's search
      // button shows its Ctrl/Cmd+K hint once hydrated (only the browser knows
      // the platform), which moves the navbar's links by a few pixels on every
      // page: that one is the search bar's, not this page's.
      const own = shifts.filter((shift) => !shift.inNavbar || viewport.width < 997);
      expect(own, `${viewport.width} px`).toEqual([]);
      await context.close();
    }
  });
});
