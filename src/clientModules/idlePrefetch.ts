/**
 * Docusaurus prefetches the chunks of every visible link in one task right after hydration, a
 * long task on a slow phone; here each prefetch waits for an idle moment and runs alone.
 * Preloading on hover or touch is left as it is.
 */
import type {ClientModule} from '@docusaurus/types';
import {SEARCH_OPEN_ATTRIBUTE} from '../plugins/search/shared/openSearch';
import {whenIdle} from '../utils/idle';

type DocusaurusApi = Window['docusaurus'];
type Schedule = (run: () => void) => void;

/** Held prefetches look again after this long. */
const HOLD_MS = 1000;

/**
 * Wraps the API so prefetches are queued, each path once, and run one per scheduled slot; none
 * while `held()` (a prefetch is a long task on a slow phone: not while the reader types a search).
 */
export function deferPrefetch(
  api: DocusaurusApi,
  schedule: Schedule,
  held: () => boolean = () => false,
): DocusaurusApi {
  const queued = new Set<string>();
  const waiting: string[] = [];
  const runNext = (): void => {
    if (held()) {
      setTimeout(() => schedule(runNext), HOLD_MS);
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
      () => document.documentElement.hasAttribute(SEARCH_OPEN_ATTRIBUTE),
    );
  },
};

export default clientModule;
