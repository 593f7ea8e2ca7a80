/**
 * How a control outside the navbar opens its search without its code: an
 * event SearchBar answers ('prepare' loads; 'open' opens, focus back to `opener`).
 */
export const SEARCH_REQUEST_EVENT = 'vara:search-request';

/** On <html> while the search modal is open: background work (idle prefetching) waits. */
export const SEARCH_OPEN_ATTRIBUTE = 'data-search-open';

export type SearchRequest = {
  readonly action: 'prepare' | 'open';
  readonly opener?: HTMLElement;
};

/** Asks the navbar's search; false when no search bar on the page answered. */
export function requestSearch(request: SearchRequest): boolean {
  const event = new CustomEvent<SearchRequest>(SEARCH_REQUEST_EVENT, {
    detail: request,
    cancelable: true,
  });
  return !window.dispatchEvent(event);
}
