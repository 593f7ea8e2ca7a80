/** Browser storage that fails, for the tests that the site works without it. */
import type {BrowserContext} from 'playwright-core';

type StorageName = 'localStorage' | 'sessionStorage';

/**
 * Makes the named storages (default: both) throw on every access in every
 * page of `context`, as when the browser or a policy blocks storage.
 */
export async function blockStorage(
  context: BrowserContext,
  names: readonly StorageName[] = ['localStorage', 'sessionStorage'],
): Promise<void> {
  await context.addInitScript((blocked) => {
    for (const name of blocked) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    }
  }, names);
}
