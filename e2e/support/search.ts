import type {Page} from 'playwright-core';

/**
 * Waits for the modal's full answer to `query`: its footer, which shows the
 * count. The first answer of a visit may come early, from the headings alone
 * and in another order, without the footer, and be replaced a moment later: a
 * test that picks a hit by its place waits for this first.
 */
export async function waitForFullAnswer(page: Page, query: string): Promise<void> {
  await page.waitForFunction((q) => {
    const link = document.querySelector('.DocSearch-HitsFooter a');
    return (
      link?.getAttribute('href')?.endsWith(`?q=${encodeURIComponent(q)}`) &&
      /^See all \d+ results$/.test(link.textContent ?? '')
    );
  }, query);
}
