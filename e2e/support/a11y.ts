/** Helpers for the accessibility tests: colour modes, diagrams and axe-core. */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type * as Axe from 'axe-core';
import type {BrowserContext, Page} from 'playwright-core';

export type ColourMode = 'dark' | 'light';
export const COLOUR_MODES: readonly ColourMode[] = ['dark', 'light'];

/** WCAG 2.1 A and AA, and axe's best practices: what the portal promises. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One axe finding on one element. */
export type Finding = {
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  readonly html: string;
  readonly why: string;
};

/** Makes every page of the context open in `mode`, as if the reader had chosen it. */
export async function useColourMode(context: BrowserContext, mode: ColourMode): Promise<void> {
  // The theme reads the stored choice ("theme", see siteStorageNamespacing) before painting.
  await context.addInitScript((m) => {
    try {
      localStorage.setItem('theme', m);
    } catch {
      // a page without storage keeps the default mode; the test checks the mode
    }
  }, mode);
}

/**
 * Diagrams render when they come near the viewport (src/theme/Mermaid): scroll
 * each placeholder into view, wait until every diagram is drawn, go back up.
 */
export async function renderDiagrams(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const twoFrames = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    for (let round = 0; round < 5; round++) {
      const waiting = [...document.querySelectorAll('[role="img"][aria-busy="true"]')];
      if (waiting.length === 0) break;
      for (const placeholder of waiting) {
        placeholder.scrollIntoView();
        await twoFrames();
      }
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(
    () =>
      !document.querySelector('[role="img"][aria-busy="true"]') &&
      [...document.querySelectorAll('.docusaurus-mermaid-container')].every((c) =>
        c.querySelector('svg'),
      ),
    undefined,
    {timeout: 20_000},
  );
}

/** axe-core's own build, injected into a page as is (its public API is `axe.run`). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Switches colour mode with the navbar's toggle, as a reader does, and waits
 * until the page shows `mode` at rest: colours change through CSS
 * transitions, and axe must not read a colour halfway between the modes.
 */
export async function switchColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
  // getAnimations() brings styles up to date first, so it lists the
  // transitions the switch started.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
/**
 * The site's frame: the same components and colours on every route, only the
 * sidebar's open category and active link differ.
 */
export const CHROME = ['.navbar', '.theme-doc-sidebar-container', '.footer'];

/**
 * Violations of impact serious or critical on the page as it is now (or in
 * the parts of it `include` selects, less those `exclude` selects).
 * `codeTokens: false` leaves out the highlighted tokens inside code blocks:
 * hundreds of spans a page, whose colours come from the two modes of
 * src/plugins/build-time-highlight/code.css, checked colour by colour by its
 * __tests__/tokenContrast.test.ts; they make up a third of axe's time. The
 * blocks themselves are still checked.
 */
export async function seriousViolations(
  page: Page,
  {
    codeTokens,
    include = [],
    exclude = [],
  }: {
    readonly codeTokens: boolean;
    readonly include?: readonly string[];
    readonly exclude?: readonly string[];
  },
): Promise<Finding[]> {
  // Blocks with formulas far from the screen are not laid out (content-visibility in
  // custom.css), and axe finds a text's background by hit-testing its position, which skips
  // such blocks and lands on whatever is painted there. Their colours do not change when they
  // render, so render them all for the check. (Set through the CSSOM: the CSP allows that.)
  await page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>('.theme-doc-markdown > *')) {
      block.style.contentVisibility = 'visible';
    }
  });
  // Once per document: a second check of the same page (the other colour mode)
  // reuses it. The driver evaluates it outside the page's CSP, as axe's own
  // Playwright wrapper does; that wrapper injected and configured axe again on
  // every call, which cost more than the rules on most pages.
  await page.evaluate(`window.axe || (() => { ${AXE_SOURCE}\n })()`);
  const context = {
    exclude: codeTokens ? [...exclude] : [...exclude, '.token-line'],
    ...(include.length > 0 ? {include: [...include]} : {}),
  };
  const violations = await page.evaluate(
    async ({context, tags}) => {
      const {axe} = window as unknown as {axe: typeof Axe};
      const results: Axe.AxeResults = await axe.run(context, {
        runOnly: {type: 'tag', values: tags},
        // Only violations are reported back: passes would cost time for nothing.
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String),
          html: n.html,
          failureSummary: n.failureSummary ?? '',
        })),
      }));
    },
    {context, tags: AXE_TAGS},
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => ({
        rule: v.id,
        impact: v.impact,
        target: node.target.join(' '),
        html: node.html.slice(0, 160),
        why: node.failureSummary.replace(/\s+/g, ' ').slice(0, 240),
      })),
    );
}
