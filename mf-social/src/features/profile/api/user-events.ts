/**
 * A person's event lists on their profile (`GET /users/events*`), paged by the feed's rules. The
 * keys are shared-api's `userEventKeys`: mf-events' likes and checkouts refresh these lists.
 */
import { infiniteQueryOptions, useInfiniteQuery } from 'shared-api/query';
import { useMemo } from 'react';
import type { EventPage } from 'contract';
import {
  callEndpoint,
  mergeFeedPages,
  nextFeedCursor,
  useSession,
  userEventKeys,
  type CallOptions,
  type LoadedFeedPage,
  type Viewer,
} from 'shared-api';

/**
 * `upcoming`: events the caller goes to or runs; `liked`; `hostedPast`: events they hosted that
 * ended; `hosting`: upcoming events they host or co-host (their dashboards).
 */
export type UserEventList = 'upcoming' | 'liked' | 'hostedPast' | 'hosting';

const USER_EVENT_ENDPOINTS = {
  upcoming: 'GET /users/events',
  liked: 'GET /users/events/liked',
  hostedPast: 'GET /users/events/hosted-past',
  hosting: 'GET /users/events/hosting',
} as const satisfies Record<UserEventList, string>;

export interface UserEventsPageParams extends CallOptions {
  continuationToken?: string | null;
  /** 1 to PAGE_LIMITS.feedMax; the server defaults to PAGE_LIMITS.feedDefault. */
  limit?: number;
  /** Whose list (`upcoming` and `hostedPast` only): another person's; the caller's when absent. */
  userId?: string | null;
}

export function getUserEventsPage(
  list: UserEventList,
  token: string,
  params: UserEventsPageParams = {},
): Promise<EventPage> {
  const { continuationToken, limit, signal, userId } = params;
  const query = { continuationToken: continuationToken ?? undefined, limit };
  if (userId && list === 'upcoming') {
    return callEndpoint('GET /users/events', { query: { ...query, userId }, token, signal });
  }
  if (userId && list === 'hostedPast') {
    return callEndpoint('GET /users/events/hosted-past', {
      query: { ...query, userId },
      token,
      signal,
    });
  }
  return callEndpoint(USER_EVENT_ENDPOINTS[list], { query, token, signal });
}

export function userEventsInfiniteQueryOptions(
  list: UserEventList,
  viewer: Viewer,
  limit?: number,
  userId?: string | null,
) {
  return infiniteQueryOptions({
    queryKey: userEventKeys.list(list, viewer.uid, limit ?? null, userId ?? null),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<LoadedFeedPage> => {
      const page = await getUserEventsPage(list, viewer.token, {
        continuationToken: pageParam,
        limit,
        signal,
        userId,
      });
      return { ...page, cursor: pageParam };
    },
    getNextPageParam: (lastPage, _pages, _cursor, cursors) => nextFeedCursor(lastPage, cursors),
    // request() already retries 5xx by the SPEC policy; a second layer would multiply attempts.
    retry: false,
  });
}

const NO_VIEWER: Viewer = { uid: '', token: '', userId: null };

/**
 * One of the signed-in person's event lists, or (`userId`, for `upcoming` and `hostedPast`)
 * another person's; idle while signed out or resolving.
 */
export function useUserEvents(
  list: UserEventList,
  options: { limit?: number; userId?: string | null } = {},
) {
  const { viewer, authResolved } = useSession();
  const query = useInfiniteQuery({
    ...userEventsInfiniteQueryOptions(list, viewer ?? NO_VIEWER, options.limit, options.userId),
    enabled: authResolved && viewer !== null,
  });
  const merged = useMemo(() => mergeFeedPages(query.data?.pages ?? []), [query.data]);
  return {
    events: merged.events,
    status: query.status,
    error: query.error,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    refetch: () => void query.refetch(),
  };
}
