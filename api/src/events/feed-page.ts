/** The paging halves every keyset-paged event list shares (feed, the caller's own lists). */
import { paginationTo, readCursor, type Pagination } from '../http/keyset-page';
import { feedCursorFields, parseFeedCursor, type FeedCursor } from './feed-cursor';

/** The cursor of a `continuationToken` query value; a token we did not make is a 400. */
export function readFeedCursor(continuationToken: string | undefined): FeedCursor | null {
  return readCursor(
    continuationToken,
    parseFeedCursor,
    'continuationToken is not valid; start again without it',
  );
}

/** Rows were fetched with `limit + 1`: the extra one only says that more exist. */
export function feedPagination(
  page: readonly { id: string; startTime: number }[],
  hasMoreItems: boolean,
): Pagination {
  const last = page.at(-1);
  return paginationTo(hasMoreItems && last ? feedCursorFields(last) : null);
}
