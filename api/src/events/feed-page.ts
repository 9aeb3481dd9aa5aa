/** The paging halves every keyset-paged event list shares (feed, the caller's own lists). */
import { invalidField } from '../http/api-error';
import { decodeFeedCursor, encodeFeedCursor, type FeedCursor } from './feed-cursor';

/** The cursor of a `continuationToken` query value; a token we did not make is a 400. */
export function readFeedCursor(continuationToken: string | undefined): FeedCursor | null {
  if (!continuationToken) return null;
  const cursor = decodeFeedCursor(continuationToken);
  if (!cursor) {
    throw invalidField(
      'continuationToken',
      'continuationToken is not valid; start again without it',
    );
  }
  return cursor;
}

/** Rows were fetched with `limit + 1`: the extra one only says that more exist. */
export function feedPagination(
  page: readonly { id: string; startTime: number }[],
  hasMoreItems: boolean,
): { continuationToken: string | null; hasMoreItems: boolean } {
  const last = page.at(-1);
  return {
    continuationToken:
      hasMoreItems && last ? encodeFeedCursor({ startTime: last.startTime, id: last.id }) : null,
    hasMoreItems,
  };
}
