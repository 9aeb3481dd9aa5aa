/**
 * Continuation paging, the client's half: what `getNextPageParam` answers for every infinite query
 * over a list the API pages with a `continuationToken` (SPEC section 4). React-free, like the rest
 * of `http/`, so a test can call it alone.
 */

/** What every paged answer carries. */
export interface Paged {
  pagination: { continuationToken: string | null; hasMoreItems: boolean };
}

/**
 * The token for the page after `lastPage`, or undefined at the end. A token already fetched also
 * ends the list: following it again would loop (duplicate pages are ignored, not refetched).
 */
export function nextPageCursor(
  lastPage: Paged,
  fetchedCursors: readonly (string | null)[],
): string | undefined {
  const { continuationToken, hasMoreItems } = lastPage.pagination;
  if (!hasMoreItems || continuationToken === null || continuationToken === '') return undefined;
  return fetchedCursors.includes(continuationToken) ? undefined : continuationToken;
}

/**
 * `getNextPageParam` for an infinite query of continuation-paged answers, whose page param is the
 * token the page was fetched with (null for the first):
 * `infiniteQueryOptions({ initialPageParam: null as string | null, getNextPageParam: nextPageParam, … })`.
 */
export function nextPageParam(
  lastPage: Paged,
  _pages: unknown,
  _lastCursor: unknown,
  fetchedCursors: readonly (string | null)[],
): string | undefined {
  return nextPageCursor(lastPage, fetchedCursors);
}
