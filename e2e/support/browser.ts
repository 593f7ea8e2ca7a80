/**
 * One Chromium for the whole browser suite: Debian's build, driven by
 * playwright-core (a test tool's own browser download fails on these machines).
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

// The flags keep Chromium from phoning home: the machine has no network, and
// background connections would otherwise show up as stray requests.
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../src/utils/chromium.mjs';

export {CHROMIUM_PATH};

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through vitest.e2e.config.ts');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS});
}

/** What a page did that a test may want to assert on afterwards. */
export type PageRecord = {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  readonly foreignRequests: string[];
  /** Content-Security-Policy violations (also in consoleErrors). */
  readonly cspViolations: string[];
  /** Messages of alert/confirm/prompt dialogs, which are dismissed: a sign of injected script. */
  readonly dialogs: string[];
};

/** Every CSP violation any page of this test file reported (setup.ts fails the file on one). */
const allCspViolations: string[] = [];
export function cspViolationsSeen(): readonly string[] {
  return allCspViolations;
}

// Chromium logs CSP violations to the console itself; the event listener makes
// sure each one is reported with its directive even where that log is not.
// None is expected: no script of the site evaluates strings (DocSearch's
// modal once carried a schema library whose eval probe was one).
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
  });
}

/**
 * Opens a page that records console errors, uncaught exceptions and every
 * request to a host other than the served site.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{context: BrowserContext; page: Page; record: PageRecord}> {
  const context = await browser.newContext({colorScheme: 'light', ...options});
  await context.addInitScript(reportCspViolations);
  const page = await context.newPage();
  const record = watch(page);
  context.on('page', (other) => watch(other, record));
  return {context, page, record};
}

export function watch(page: Page, into?: PageRecord): PageRecord {
  const record: PageRecord = into ?? {
    consoleErrors: [],
    pageErrors: [],
    foreignRequests: [],
    cspViolations: [],
    dialogs: [],
  };
  const origin = new URL(baseUrl()).origin;
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const line = `${page.url()}: ${msg.text()}`;
    record.consoleErrors.push(line);
    if (/Content Security Policy|CSP violation/i.test(line)) {
      record.cspViolations.push(line);
      allCspViolations.push(line);
    }
  });
  page.on('dialog', (dialog) => {
    record.dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (err) => record.pageErrors.push(`${page.url()}: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) record.foreignRequests.push(url);
  });
  return record;
}

/** Resolves once React has hydrated the page (Docusaurus marks <html> then). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, baseUrl()).toString(), {waitUntil: 'load'});
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true',
    undefined,
    {
      timeout: 15_000,
    },
  );
}

/**
 * Scrolls the window to `top` and resolves after the page has handled that scroll. Two quick
 * scrolls in a row can otherwise reach the page as one scroll event, and the theme, which
 * compares each position with the last one, sees the wrong direction.
 */
export async function scrollWindowTo(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const max = document.documentElement.scrollHeight - window.innerHeight;
        if (Math.round(window.scrollY) === Math.min(y, max)) return resolve();
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {
          once: true,
        });
        window.scrollTo(0, y);
      }),
    top,
  );
}

/**
 * Holds back every request of `context` whose URL matches `pattern` until
 * the returned function is called (the code or index "still on its way").
 */
export async function holdRequests(context: BrowserContext, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
