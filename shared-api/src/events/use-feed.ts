/**
 * The event feed for the current viewer, with SPEC section 4's paging rules (duplicates ignored,
 * refetch restarts) and fast-first loading.
 *
 * Fast-first: two queries for the same list. The fast one asks the server to exclude computed
 * fields (friends going, attendees) and so paints first; the full one runs beside it and replaces
 * it as soon as its first page is in. Both start at once, so the full list is not delayed by the
 * fast one. Once the full query has data the fast one is switched off, and paging continues on the
 * full query only, so every page after the first carries computed fields.
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSession } from '../session/session-context';
import type { Event } from '../contract';
import { eventKeys } from './events-queries';
import { feedInfiniteQueryOptions, restartFeed } from './feed-queries';
import { mergeFeedPages } from './feed-pages';

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

  const full = useInfiniteQuery({
    ...feedInfiniteQueryOptions({ viewer, limit }),
    enabled: authResolved,
  });
  const hasFull = full.data !== undefined;
  const fast = useInfiniteQuery({
    ...feedInfiniteQueryOptions({ viewer, limit, excludeComputedFields: true }),
    enabled: authResolved && !hasFull,
  });

  const shown = full.data ?? fast.data;
  const list = useMemo(() => mergeFeedPages(shown?.pages ?? []), [shown]);

  const refetch = useCallback(async () => {
    const key = (computed: boolean) =>
      eventKeys.feed({ viewerUid, limit: limit ?? null, computed });
    // Without full data the fast list may be what is on screen (or what failed): restart both.
    await Promise.all([
      restartFeed(queryClient, key(true)),
      hasFull ? undefined : restartFeed(queryClient, key(false)),
    ]);
  }, [queryClient, viewerUid, limit, hasFull]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage: fetchFullNextPage } = full;
  const fetchNextPage = useCallback(() => {
    // cancelRefetch: false makes a call while a page is loading a no-op rather than a restart.
    if (hasFull && hasNextPage) void fetchFullNextPage({ cancelRefetch: false });
  }, [hasFull, hasNextPage, fetchFullNextPage]);

  return {
    events: list.events,
    status: shown ? 'success' : full.isError && fast.isError ? 'error' : 'pending',
    error: full.error ?? (shown ? null : fast.error),
    hasComputedFields: hasFull,
    hasNextPage: hasFull && hasNextPage,
    isFetchingNextPage,
    isRefreshing: full.isRefetching && !isFetchingNextPage,
    fetchNextPage,
    refetch,
  };
}
