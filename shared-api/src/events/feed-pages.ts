/**
 * Paged-list rules of SPEC section 4, pure: pages append by continuation token, and a page or an
 * item seen twice is shown once (a retried request, or a server handing back a token already used).
 */
import type { Event, EventPage } from 'contract';
import { nextPageCursor } from '../http/next-page';

/** A feed page as cached: the server's page plus the token it was requested with. */
export interface LoadedFeedPage extends EventPage {
  /** Null for the first page. */
  cursor: string | null;
}

export interface FeedList {
  events: Event[];
  continuationToken: string | null;
  hasMoreItems: boolean;
}

export function mergeFeedPages(pages: readonly LoadedFeedPage[]): FeedList {
  const seenCursors = new Set<string | null>();
  const seenEvents = new Set<string>();
  const events: Event[] = [];
  let last: LoadedFeedPage | undefined;
  for (const page of pages) {
    if (seenCursors.has(page.cursor)) continue;
    seenCursors.add(page.cursor);
    last = page;
    for (const event of page.events) {
      if (seenEvents.has(event.id)) continue;
      seenEvents.add(event.id);
      events.push(event);
    }
  }
  return {
    events,
    continuationToken: last?.pagination.continuationToken ?? null,
    hasMoreItems: last?.pagination.hasMoreItems ?? false,
  };
}

/**
 * The token for the page after `lastPage`, or undefined when there is none. A token already
 * fetched ends the list: following it again would loop.
 */
export function nextFeedCursor(
  lastPage: EventPage,
  fetchedCursors: readonly (string | null)[],
): string | undefined {
  return nextPageCursor(lastPage, fetchedCursors);
}
