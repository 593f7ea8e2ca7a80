import {afterAll, beforeAll, describe, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {gotoHydrated, launchBrowser, openPage} from './support/browser';
import {sitemapPaths} from './support/site';
import {waitForFullAnswer} from './support/search';
import {
  COLOUR_MODES,
  renderDiagrams,
  seriousViolations,
  useColourMode,
  type Finding,
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

  // One context and one page per colour mode, reused across every route; the
  // two modes run side by side, one on each core.
  for (const mode of COLOUR_MODES) {
    it.concurrent(
      `finds no serious or critical violation on any sitemap route in ${mode} mode`,
      async ({expect}) => {
        const {context, page} = await openPage(browser, {viewport: {width: 1280, height: 800}});
        await useColourMode(context, mode);
        const started = Date.now();
        const findings: (Finding & {route: string})[] = [];
        for (const route of routes) {
          await gotoHydrated(page, route);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
          await renderDiagrams(page);
          const codeTokens = CODE_SAMPLES.has(route);
          for (const finding of await seriousViolations(page, {codeTokens})) {
            findings.push({route, ...finding});
          }
        }
        await context.close();
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(
          `axe (${mode}): ${routes.length} routes checked in ${seconds} s, ${findings.length} findings`,
        );
        expect(
          findings.map((f) => `${f.route} ${f.rule} (${f.impact}) ${f.target}: ${f.why} ${f.html}`),
        ).toEqual([]);
      },
      // About 2-3 minutes a mode on an idle machine; far more when other
      // builds share the two cores.
      1_200_000,
    );
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
          include: '.DocSearch-Container',
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
      await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
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
});
