/**
 * How long a search field waits after the last keystroke before it asks: the same 300 ms as the
 * app's search box, so typing feels the same in every search.
 */
export const SEARCH_DEBOUNCE_MS = 300;
