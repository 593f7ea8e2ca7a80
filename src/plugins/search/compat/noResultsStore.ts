/**
 * Used by useModalClient (./docsearch.tsx): (2) and (4), the error screen
 * and the suggestions that the no-results screen shows.
 */

/** What the no-results screen adds: the error screen after a failure, else suggestions. */
export type NoResultsExtra = {readonly failed: boolean; readonly suggestions: readonly string[]};

/**
 * The no-results screen's state, kept outside React state: set after every
 * answer, it re-renders only the part that shows it (useNoResultsExtra), not
 * the whole modal with its results.
 */
export type NoResultsStore = {
  get(): NoResultsExtra;
  set(next: NoResultsExtra): void;
  subscribe(listener: () => void): () => void;
};

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

export function createNoResultsStore(initial: NoResultsExtra): NoResultsStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next.failed === state.failed && sameList(next.suggestions, state.suggestions)) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
