/** The caller's event lists as infinite queries, with the feed's paging rules (SPEC section 4). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Viewer } from '../session/session';
import { useSession } from '../session/session-context';
import { eventKeys } from './events-queries';
import { mergeFeedPages, nextFeedCursor, type LoadedFeedPage } from './feed-pages';
import { getUserEventsPage, type UserEventList } from './user-events-api';

export const userEventKeys = {
  list: (
    list: UserEventList,
    viewerUid: string,
    limit: number | null,
    userId: string | null = null,
  ) => [...eventKeys.all, 'mine', list, { viewer: viewerUid, limit, userId }] as const,
};

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
  };
}
