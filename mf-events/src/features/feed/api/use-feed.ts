/**
 * The event feed for the current viewer, with SPEC section 4's paging rules (duplicates ignored,
 * refetch restarts) and fast-first loading where it buys something.
 *
 * A visitor's feed is asked for once, with its computed fields: a visitor has no friends going and
 * has liked nothing, so a fast pass would paint nothing sooner and cost a second request for the
 * same page at the same moment (issue 14).
 *
 * A signed-in person's friends going are the costly part, so their feed loads in two passes, one
 * after the other: the fast one (computed fields excluded) paints first, then the full one replaces
 * it. The full one starts when the fast one has answered (or failed), never beside it, so the
 * server is never asked for the same page twice at once. Paging continues on the full query only,
 * so every page after the first carries computed fields.
 */
import { useInfiniteQuery, useQueryClient } from 'shared-api/query';
import { useCallback, useMemo } from 'react';
import { eventKeys, mergeFeedPages, useSession } from 'shared-api';
import type { Event } from 'contract';
import { feedInfiniteQueryOptions, restartFeed } from '../../../api/feed';

export interface FeedOptions {
  /** Page size, 1–50; the server's default (10) when absent. */
  limit?: number;
}

export interface FeedResult {
  events: Event[];
  status: 'pending' | 'error' | 'success';
  /** The first failure, when nothing could be shown; or the full list's, beside a fast one. */
  error: Error | null;
  /** False while the fast-first list (no computed fields) is what is shown. */
  hasComputedFields: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** A restart is in flight (the first page is being fetched again). */
  isRefreshing: boolean;
  /** Loads the next page; does nothing while a page is loading or when there is none. */
  fetchNextPage(): void;
  /** Starts again from the first page. */
  refetch(): Promise<void>;
}

export function useFeed(options: FeedOptions = {}): FeedResult {
  const { limit } = options;
  const { viewer, authResolved } = useSession();
  const queryClient = useQueryClient();
  const viewerUid = viewer ? viewer.uid : null;

  // Signed in and no full list yet (a return to the feed finds it cached: no fast pass then).
  const fastFirst =
    viewer !== null && queryClient.getQueryData(fullKey(viewerUid, limit)) === undefined;
  const fast = useInfiniteQuery({
    ...feedInfiniteQueryOptions({ viewer, limit, excludeComputedFields: true }),
    enabled: authResolved && fastFirst,
  });
  const fastSettled = fast.data !== undefined || fast.isError;
  const full = useInfiniteQuery({
    ...feedInfiniteQueryOptions({ viewer, limit }),
    enabled: authResolved && (!fastFirst || fastSettled),
  });
  const failed = full.isError && (!fastFirst || fast.isError);
  const hasFull = full.data !== undefined;

  const shown = full.data ?? fast.data;
  const list = useMemo(() => mergeFeedPages(shown?.pages ?? []), [shown]);

  // One list restarts, never both at once: the full one, unless the fast one has not answered yet
  // (the full one then follows it, as on the first load).
  const fullTurn = !fastFirst || fastSettled;
  const refetch = useCallback(async () => {
    await restartFeed(
      queryClient,
      eventKeys.feed({ viewerUid, limit: limit ?? null, computed: fullTurn }),
    );
  }, [queryClient, viewerUid, limit, fullTurn]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage: fetchFullNextPage } = full;
  const fetchNextPage = useCallback(() => {
    // cancelRefetch: false makes a call while a page is loading a no-op rather than a restart.
    if (hasFull && hasNextPage) void fetchFullNextPage({ cancelRefetch: false });
  }, [hasFull, hasNextPage, fetchFullNextPage]);

  return {
    events: list.events,
    status: shown ? 'success' : failed ? 'error' : 'pending',
    error: full.error ?? (shown ? null : fast.error),
    hasComputedFields: hasFull,
    hasNextPage: hasFull && hasNextPage,
    isFetchingNextPage,
    isRefreshing: full.isRefetching && !isFetchingNextPage,
    fetchNextPage,
    refetch,
  };
}

const fullKey = (viewerUid: string | null, limit: number | undefined) =>
  eventKeys.feed({ viewerUid, limit: limit ?? null, computed: true });
