/** A control outside the navbar opening search: an event SearchBar answers (focus back to `opener`). */
export const SEARCH_REQUEST_EVENT = 'vara:search-request';

export type SearchRequest = {
  readonly action: 'prepare' | 'open';
  readonly opener?: HTMLElement;
};

/** Asks the navbar's search; false when no search bar on the page answered. */
export function requestSearch(request: SearchRequest): boolean {
  return !window.dispatchEvent(
    new CustomEvent(SEARCH_REQUEST_EVENT, {detail: request, cancelable: true}),
  );
}
