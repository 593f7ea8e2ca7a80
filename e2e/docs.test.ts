import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {gotoHydrated, launchBrowser, openPage} from './support/browser';
import {REPOSITORY_URL, sitemapPaths} from './support/site';

/** A built docs page whose article holds an h4, if any: the TOC must leave it out. */
function pageWithH4(): string | undefined {
  return sitemapPaths()
    .filter((p) => p.startsWith('/docs/'))
    .find((p) => /<h4[ >]/.test(readFileSync(`build${p}.html`, 'utf8')));
}

describe('docs pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows breadcrumbs', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/docs/about/technology/actor-model');
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(crumbs.getByRole('link', {name: 'Home page'}).count()).resolves.toBe(1);
    await expect(crumbs.textContent()).resolves.toMatch(/About Vara/);
    await context.close();
  });

  it('lists only h2 and h3 headings in the table of contents', async () => {
    const {context, page} = await openPage(browser, {viewport: {width: 1440, height: 900}});
    const path = pageWithH4() ?? '/docs/welcome';
    await gotoHydrated(page, path);
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
    expect(tocTargets.length).toBeGreaterThan(0);
    const levels = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(decodeURIComponent(id))?.tagName),
      tocTargets,
    );
    expect(new Set(levels)).toSatisfy((s: Set<string | undefined>) =>
      [...s].every((t) => t === 'H2' || t === 'H3'),
    );
    const articleH2H3 = await page.locator('article .markdown :is(h2, h3)').count();
    expect(tocTargets.length).toBe(articleH2H3);
    await context.close();
  });

  it('auto-collapses sidebar categories and cannot hide the sidebar', async () => {
    const {context, page} = await openPage(browser, {viewport: {width: 1440, height: 900}});
    await gotoHydrated(page, '/docs/welcome');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    const category = (label: string) =>
      sidebar.locator('.theme-doc-sidebar-item-category-level-1').filter({
        has: page.locator('.menu__list-item-collapsible', {hasText: label}),
      });
    const expander = (label: string) =>
      category(label).locator('.menu__list-item-collapsible').first().locator('a, button').last();
    await expander('About Vara').click();
    await expect(category('About Vara').getAttribute('class')).resolves.not.toMatch(
      /menu__list-item--collapsed/,
    );
    await expander('Run a node').click();
    await expect(category('Run a node').getAttribute('class')).resolves.not.toMatch(
      /menu__list-item--collapsed/,
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.theme-doc-sidebar-item-category-level-1')]
        .find((el) => el.textContent?.startsWith('About Vara'))
        ?.classList.contains('menu__list-item--collapsed'),
    );
    await expect(
      sidebar.getByRole('button', {name: 'Collapse sidebar', exact: true}).count(),
    ).resolves.toBe(0);
    await context.close();
  });

  // Blocks with formulas are laid out late (content-visibility), so a heading's place further
  // down a math page is a guess until the blocks above it are drawn.
  it('lands a link to a heading far down a math page at the top of the screen', async () => {
    const {context, page} = await openPage(browser, {viewport: {width: 1280, height: 800}});
    const target = 'how-the-payout-is-shared';
    const headingTop = () =>
      page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top, target);

    // Loading the page with the anchor.
    await gotoHydrated(page, `/docs/tokenomics#${target}`);
    await page.waitForTimeout(500);
    const onLoad = await headingTop();
    expect(onLoad).toBeGreaterThanOrEqual(0);
    expect(onLoad).toBeLessThan(120);

    // Following a search hit: the site navigates without loading a page.
    await gotoHydrated(page, '/docs/welcome');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /^Search/})
      .click();
    await page.locator('.DocSearch-Input').fill('How the payout is shared');
    await page.locator(`.DocSearch-Hit a[href="/docs/tokenomics#${target}"]`).first().click();
    await page.waitForFunction((id) => location.hash === `#${id}`, target);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const afterHit = await headingTop();
    expect(afterHit).toBeGreaterThanOrEqual(0);
    expect(afterHit).toBeLessThan(120);
    await context.close();
  });

  it('links "Edit this page" to the master branch of the repository', async () => {
    const {context, page} = await openPage(browser);
    await gotoHydrated(page, '/docs/welcome');
    const edit = page.getByRole('link', {name: /Edit this page/});
    await expect(edit.getAttribute('href')).resolves.toBe(
      `${REPOSITORY_URL}/edit/master/docs/welcome.md`,
    );
    await context.close();
  });

  it('loads KaTeX styles only on pages that show math', async () => {
    const {context, page} = await openPage(browser);
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet') stylesheets.push(new URL(req.url()).pathname);
    });
    await gotoHydrated(page, '/docs/welcome');
    expect(stylesheets.some((p) => p.includes('katex'))).toBe(false);
    await gotoHydrated(page, '/docs/tokenomics');
    expect(stylesheets.some((p) => /\/assets\/katex-[\d.]+\/katex\.min\.css$/.test(p))).toBe(true);
    const font = await page
      .locator('.katex-display .katex')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toContain('KaTeX_Main');
    await context.close();
  });

  it('shows Mermaid diagrams drawn at build time, in the colour mode, with their text', async () => {
    const {context, page, record} = await openPage(browser, {viewport: {width: 1280, height: 700}});
    await gotoHydrated(page, '/docs/about/technology/actor-model');
    const figure = page.locator('figure.mermaid-diagram').first();
    await figure.scrollIntoViewIfNeeded();
    // Dark by default: the dark drawing shows, loaded from this site, and no Mermaid runs.
    const shown = figure.locator('img:visible');
    await expect(shown.count()).resolves.toBe(1);
    await expect(shown.getAttribute('src')).resolves.toMatch(
      /^\/assets\/diagrams\/diagram-[0-9a-f]{20}\.svg$/,
    );
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await shown.elementHandle(),
    );
    const darkSrc = await shown.getAttribute('src');
    await expect(shown.getAttribute('alt')).resolves.toMatch(/diagram|Flowchart/);
    await expect(page.locator('.docusaurus-mermaid-container').count()).resolves.toBe(0);
    // The colour toggle swaps in the light drawing.
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    const lightSrc = await figure.locator('img:visible').getAttribute('src');
    expect(lightSrc).not.toBe(darkSrc);
    // The diagram's text, for screen readers and for copying.
    await figure.getByText('Diagram as text').click();
    await expect(figure.locator('pre').textContent()).resolves.toMatch(
      /^(flowchart|graph|sequenceDiagram|stateDiagram)/,
    );
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows highlighted code with a title and copies it with the copy button', async () => {
    const {context, page, record} = await openPage(browser, {viewport: {width: 1280, height: 900}});
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/build/gstd/mailbox');
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.locator('.token.keyword')})
      .first();
    await block.scrollIntoViewIfNeeded();
    const code = (await block.locator('code').innerText()).trim();
    expect(code.length).toBeGreaterThan(10);
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    // The copy is asynchronous (a clipboard promise): wait for the button to report it.
    await block.getByRole('button', {name: 'Copied'}).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(code);
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows each doc card with its description, which other docs pages do not load', async () => {
    const {context, page, record} = await openPage(browser);
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    const description = 'Store program Wasm code on Vara without creating a program';
    await gotoHydrated(page, '/docs/welcome');
    const bodies = await Promise.all(
      scripts.map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)),
    );
    expect(bodies.some((body) => body.includes(description))).toBe(false);
    // Reached in the browser (client-side), then loaded afresh, the cards show every description.
    const cardsShowDescriptions = async () => {
      const card = page.locator('article a.card', {hasText: 'Submit code'});
      await expect(card.textContent()).resolves.toContain(description);
      const cards = page.locator('article a.card');
      const described = await cards.evaluateAll(
        (all) => all.filter((a) => a.querySelector('p')?.textContent?.trim()).length,
      );
      expect(described).toBe(await cards.count());
    };
    await page
      .locator('aside a.menu__link', {hasText: /^JavaScript API$/})
      .first()
      .click();
    await page.waitForURL(/\/docs\/api\/?$/);
    await page.locator('article a.card').first().waitFor();
    await cardsShowDescriptions();
    await gotoHydrated(page, '/docs/api');
    await cardsShowDescriptions();
    expect(record.consoleErrors).toEqual([]);
    await context.close();
  });
});
