/**
 * The feed (`GET /events/feed`) as a TanStack infinite query over continuation tokens, and the
 * "refetch restarts from the first page" rule of SPEC section 4. Here rather than in one feature:
 * the feed shows it and the create feature's writes restart it.
 *
 * TanStack's own refetch of an infinite query fetches every loaded page again, one after another.
 * The SPEC wants a refetch to clear and restart, so feed queries never refetch by themselves (no
 * refetch on mount, focus or reconnect) and every refresh goes through `restartFeed`: cancel,
 * trim the cache to the first page, refetch that page. Use `restartFeeds(queryClient)` rather than
 * `invalidateQueries` for the feed (e.g. after creating an event).
 *
 * The keys are shared-api's `eventKeys.feed`: the feed sits under the events' keys every app uses.
 */
import { infiniteQueryOptions } from 'shared-api/query';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { EventPage } from 'contract';
import {
  callEndpoint,
  eventKeys,
  nextFeedCursor,
  type CallOptions,
  type LoadedFeedPage,
  type Viewer,
} from 'shared-api';

/** One page of the feed, as the server sends it. */
export type FeedPage = EventPage;

export interface FeedPageParams extends CallOptions {
  /** Null or absent for the first page. */
  continuationToken?: string | null;
  /** 1 to PAGE_LIMITS.feedMax; the server defaults to PAGE_LIMITS.feedDefault. */
  limit?: number;
  token?: string | null;
  /** Skip friends going and attendees, for a fast first paint. */
  excludeComputedFields?: boolean;
}

/** Upcoming events, ordered by start time, one page at a time. */
export function getFeedPage(params: FeedPageParams = {}): Promise<FeedPage> {
  const { continuationToken, limit, token, excludeComputedFields, signal } = params;
  return callEndpoint('GET /events/feed', {
    query: { continuationToken: continuationToken ?? undefined, limit },
    token,
    excludeComputedFields: excludeComputedFields ?? false,
    signal,
  });
}

export type FeedData = InfiniteData<LoadedFeedPage, string | null>;

export interface FeedQueryParams {
  viewer: Viewer | null;
  /** Page size, 1–50; the server's default (10) when absent. */
  limit?: number;
  excludeComputedFields?: boolean;
}

export function feedInfiniteQueryOptions({
  viewer,
  limit,
  excludeComputedFields = false,
}: FeedQueryParams) {
  return infiniteQueryOptions({
    queryKey: eventKeys.feed({
      viewerUid: viewer ? viewer.uid : null,
      limit: limit ?? null,
      computed: !excludeComputedFields,
    }),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<LoadedFeedPage> => {
      const page = await getFeedPage({
        continuationToken: pageParam,
        limit,
        token: viewer ? viewer.token : null,
        excludeComputedFields,
        signal,
      });
      return { ...page, cursor: pageParam };
    },
    getNextPageParam: (lastPage, _pages, _lastCursor, cursors) => nextFeedCursor(lastPage, cursors),
    // request() already retries 5xx by the SPEC policy; a second layer would multiply attempts.
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Restarts one feed query from its first page (see the note at the top of this file). */
export async function restartFeed(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  // Cancel first: a next-page fetch in flight would otherwise write its pages back after the trim.
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<FeedData>(queryKey, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  await queryClient.refetchQueries({ queryKey, exact: true });
}

/** Restarts every cached feed (all viewers, sizes and variants) from its first page. */
export async function restartFeeds(queryClient: QueryClient): Promise<void> {
  const queries = queryClient.getQueryCache().findAll({ queryKey: eventKeys.feeds() });
  await Promise.all(queries.map((query) => restartFeed(queryClient, query.queryKey)));
}
