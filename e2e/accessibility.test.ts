import {afterAll, beforeAll, describe, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {gotoHydrated, launchBrowser, openPage} from './support/browser';
import {sitemapPaths} from './support/site';
import {waitForFullAnswer} from './support/search';
import {
  CHROME,
  COLOUR_MODES,
  renderDiagrams,
  seriousViolations,
  switchColourMode,
  useColourMode,
  type ColourMode,
} from './support/a11y';

/** Pages whose code blocks are checked token by token (TypeScript, Rust). */
const CODE_SAMPLES = new Set(['/docs/api/send-message', '/docs/build/gstd/state']);

describe('accessibility (axe-core)', () => {
  const routes = sitemapPaths();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  // Each route is checked in both modes on one load: in the mode it opens in,
  // then switched with the navbar's toggle, as a reader does. The routes are
  // dealt to two pages that run side by side, one on each core; one opens
  // them in dark mode, the other in light. The frame around the content is
  // left to the test below.
  const halves = COLOUR_MODES.map((first, half) => ({
    first,
    routes: routes.filter((_, i) => i % COLOUR_MODES.length === half),
  }));
  for (const {first, routes: share} of halves) {
    it.concurrent(
      `finds no serious or critical violation in either mode on every other sitemap route, opened in ${first} mode`,
      async ({expect}) => {
        const {context, page} = await openPage(browser, {viewport: {width: 1280, height: 800}});
        await useColourMode(context, first);
        const started = Date.now();
        const findings: string[] = [];
        const check = async (route: string) => {
          const mode = await page.evaluate(() => document.documentElement.dataset.theme);
          const codeTokens = CODE_SAMPLES.has(route);
          for (const f of await seriousViolations(page, {codeTokens, exclude: CHROME})) {
            findings.push(
              `${route} (${mode}) ${f.rule} (${f.impact}) ${f.target}: ${f.why} ${f.html}`,
            );
          }
          return mode;
        };
        const other: ColourMode = first === 'dark' ? 'light' : 'dark';
        for (const route of share) {
          await gotoHydrated(page, route);
          await renderDiagrams(page);
          expect(await check(route)).toBe(first);
          await switchColourMode(page, other);
          expect(await check(route)).toBe(other);
        }
        await context.close();
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(
          `axe (opened in ${first}): ${share.length} routes checked in both modes in ${seconds} s, ${findings.length} findings`,
        );
        expect(findings).toEqual([]);
      },
      // About 3-4 minutes a half on an idle machine; far more when other
      // builds share the two cores.
      1_200_000,
    );
  }

  // The frame (navbar, sidebar, footer) in both modes where it differs: the
  // landing and search pages, and each docs section's first route and the
  // most deeply nested one, where the sidebar opens another category.
  const sectionOf = (route: string) => route.split('/').slice(0, 3).join('/');
  const depth = (route: string) => route.split('/').length;
  const frameRoutes = [
    ...new Set([
      ...routes.filter(
        (route, i) => routes.findIndex((r) => sectionOf(r) === sectionOf(route)) === i,
      ),
      routes.reduce((deepest, route) => (depth(route) > depth(deepest) ? route : deepest)),
    ]),
  ];
  for (const mode of COLOUR_MODES) {
    it(`finds no serious or critical violation in the frame of every kind of page in ${mode} mode`, async ({
      expect,
    }) => {
      const {context, page} = await openPage(browser, {viewport: {width: 1280, height: 800}});
      await useColourMode(context, mode);
      const findings: string[] = [];
      for (const route of frameRoutes) {
        await gotoHydrated(page, route);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        for (const f of await seriousViolations(page, {codeTokens: false, include: CHROME})) {
          findings.push(`${route} ${f.rule} (${f.impact}) ${f.target}: ${f.why} ${f.html}`);
        }
      }
      await context.close();
      expect(frameRoutes.length).toBeGreaterThan(10);
      expect(findings).toEqual([]);
    }, 300_000);
  }

  for (const mode of COLOUR_MODES) {
    it(`finds no serious or critical violation in the search modal in ${mode} mode`, async ({
      expect,
    }) => {
      const findings: string[] = [];
      const {context, page} = await openPage(browser, {viewport: {width: 1280, height: 800}});
      await useColourMode(context, mode);
      await gotoHydrated(page, '/docs/welcome');
      const check = async (screen: string) => {
        // The modal alone: the page under it is swept above.
        const found = await seriousViolations(page, {
          codeTokens: false,
          include: ['.DocSearch-Container'],
        });
        findings.push(
          ...found.map((f) => `${screen}: ${f.rule} (${f.impact}) ${f.target}: ${f.why} ${f.html}`),
        );
      };
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await page.locator('.DocSearch-StartScreen').waitFor();
      await check('empty start screen');
      await input.fill('mailbox');
      await waitForFullAnswer(page, 'mailbox');
      await page.keyboard.press('ArrowDown');
      await check('results');
      await page.keyboard.press('Enter');
      await page.locator('.DocSearch-Modal').waitFor({state: 'hidden'});
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).waitFor();
      await check('saved searches');
      await input.fill('zzqxjv');
      await page.getByText('No results for "zzqxjv"').waitFor();
      await check('no results');
      // A page that cannot fetch the index: the error screen.
      await context.route(/\/search-index\//, (route) => route.abort('internetdisconnected'));
      await gotoHydrated(page, '/docs/welcome');
      await page.keyboard.press('Control+k');
      await input.fill('gas');
      await page.locator('.DocSearch-ErrorScreen').waitFor();
      await check('error');
      await context.close();
      expect(findings).toEqual([]);
    }, 300_000);
  }

  for (const mode of COLOUR_MODES) {
    it(`finds no serious or critical violation on the search page's answers in ${mode} mode`, async ({
      expect,
    }) => {
      // The sweep loads /search without a query; here it shows results, then none.
      const findings: string[] = [];
      const {context, page} = await openPage(browser, {viewport: {width: 1280, height: 800}});
      await useColourMode(context, mode);
      for (const [query, shown] of [
        ['gas reservation', 'main .DocSearch-Hit'],
        ['zzqxjv', 'main :text("No results for")'],
      ] as const) {
        await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
        await page.locator(shown).first().waitFor();
        const found = await seriousViolations(page, {codeTokens: false, exclude: CHROME});
        findings.push(
          ...found.map((f) => `${query}: ${f.rule} (${f.impact}) ${f.target}: ${f.why}`),
        );
      }
      await context.close();
      expect(findings).toEqual([]);
    }, 120_000);
  }
});
