/**
 * Docusaurus prefetches the chunks of every visible link in one task right after hydration, a
 * long task on a slow phone; here each prefetch waits for an idle moment and runs alone, and none
 * runs while a modal dialog (the search) is open, where it would hold back the next key.
 * Preloading on hover or touch is left as it is.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../utils/idle';

type DocusaurusApi = Window['docusaurus'];
type Schedule = (run: () => void) => void;

/**
 * Wraps the API so prefetches are queued, each path once, and run one per scheduled slot; while
 * `busy()` the slot is given back and the queue waits for the next one.
 */
export function deferPrefetch(
  api: DocusaurusApi,
  schedule: Schedule,
  busy: () => boolean = () => false,
): DocusaurusApi {
  const queued = new Set<string>();
  const waiting: string[] = [];
  const runNext = (): void => {
    if (busy()) {
      schedule(runNext);
      return;
    }
    const path = waiting.shift();
    if (path === undefined) return;
    void api.prefetch(path);
    if (waiting.length > 0) schedule(runNext);
  };
  return {
    preload: (path) => api.preload(path),
    prefetch: (path) => {
      if (queued.has(path)) return false;
      queued.add(path);
      waiting.push(path);
      if (waiting.length === 1) schedule(runNext);
      return false;
    },
  };
}

let installed = false;

const clientModule: ClientModule = {
  // Runs in the browser only, first in the layout effect of the first render: `window.docusaurus`
  // exists by then, and links start observing (and prefetching) only in their later passive effects.
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    window.docusaurus = deferPrefetch(
      window.docusaurus,
      (run) => whenIdle(run, 5000),
      // The search's frame is drawn ahead, hidden.
      () => document.querySelector('[aria-modal="true"]:not([hidden] *)') !== null,
    );
  },
};

export default clientModule;
