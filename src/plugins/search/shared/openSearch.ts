/**
 * How a control outside the navbar (the landing page's search box) uses the
 * navbar's search: an event on window that theme/SearchBar answers, so the
 * control carries none of the search code and follows the modal as it is.
 * 'prepare' starts loading on a sign of intent; 'open' opens the modal, and
 * the focus goes back to `opener` when it closes.
 */
export const SEARCH_REQUEST_EVENT = 'vara:search-request';

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
  // The search bar cancels the event to say it took the request.
  return !window.dispatchEvent(event);
}
