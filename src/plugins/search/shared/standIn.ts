/**
 * The attribute that marks the stand-in search box (theme/SearchBar), which
 * takes the keys until the modal has been drawn under it. The trimmed modal
 * (compat/trimModal.ts, 20) reads it too: a query set while the focus is in
 * the stand-in is drawn behind it, with nothing to show at once.
 */
export const STAND_IN_ATTRIBUTE = 'data-search-shell';
