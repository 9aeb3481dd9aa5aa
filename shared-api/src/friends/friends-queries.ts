/**
 * Query keys, options and hooks over friends-api and notifications-api, and the friend action
 * mutation with its cache updates. The token comes from the session.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type {
  FriendStatus,
  Notification,
  NotificationPage,
  NotificationPreferences,
} from 'contract';
import { requireToken } from '../http/require-token';
import type { Viewer } from '../session/session';
import { useSession } from '../session/session-context';
import {
  friendAction,
  getFriendRequests,
  getFriends,
  getFriendStatus,
  type FriendAction,
} from './friends-api';
import {
  getNotificationPreferences,
  getNotifications,
  setNotificationPreferences,
} from './notifications-api';

export const friendKeys = {
  all: ['friends'] as const,
  status: (viewerUid: string, userId: string) =>
    [...friendKeys.all, 'status', viewerUid, userId] as const,
  requests: (viewerUid: string, direction: 'in' | 'out') =>
    [...friendKeys.all, 'requests', viewerUid, direction] as const,
  list: (viewerUid: string | null, userId: string | null, mutualOnly: boolean) =>
    [...friendKeys.all, 'list', viewerUid, userId, mutualOnly] as const,
  notifications: (viewerUid: string) => ['notifications', 'list', viewerUid] as const,
  preferences: (viewerUid: string) => ['notifications', 'preferences', viewerUid] as const,
  /** The nav badge's count (the shell's `useUnreadCount`). */
  unreadCount: (viewerUid: string | null) => ['notifications', 'unread-count', viewerUid] as const,
};

/**
 * SPEC section 4: the unread count is reset to 0 on demand. Returns the reset (the shell's
 * Activity tab calls it on press).
 */
export function useResetUnreadCount(): () => void {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  const uid = viewer?.uid ?? null;
  return useCallback(() => {
    const key = friendKeys.unreadCount(uid);
    const count = queryClient.getQueryData<number | null>(key);
    if (typeof count === 'number' && count !== 0) queryClient.setQueryData(key, 0);
  }, [queryClient, uid]);
}

/**
 * For a screen that shows the notifications: keeps the unread count at 0 while it is open, also
 * when the count arrives after the screen (reached by a link or the address bar, not the tab).
 */
export function useClearUnreadCountWhileShown(): void {
  const { viewer } = useSession();
  const reset = useResetUnreadCount();
  // Only watches the shell's query (skipToken: never fetches from here).
  const { data } = useQuery<number | null>({
    queryKey: friendKeys.unreadCount(viewer?.uid ?? null),
    queryFn: skipToken,
  });
  useEffect(() => {
    if (typeof data === 'number' && data !== 0) reset();
  }, [data, reset]);
}

const noRetry = { retry: false } as const; // request() already retries 5xx by the SPEC policy

/** Where the signed-in viewer stands with `userId`; idle for visitors. */
export function useFriendStatus(userId: string | null | undefined) {
  const { viewer } = useSession();
  return useQuery({
    ...queryOptions({
      queryKey: friendKeys.status(viewer?.uid ?? '', userId ?? ''),
      queryFn: ({ signal }) =>
        getFriendStatus(userId ?? '', requireToken(viewer?.token), { signal }),
      ...noRetry,
    }),
    enabled: Boolean(userId) && viewer !== null,
  });
}

export function useFriendRequests(direction: 'in' | 'out') {
  const { viewer } = useSession();
  return useQuery({
    queryKey: friendKeys.requests(viewer?.uid ?? '', direction),
    queryFn: ({ signal }) => getFriendRequests(direction, requireToken(viewer?.token), { signal }),
    enabled: viewer !== null,
    ...noRetry,
  });
}

/**
 * `userId`'s friends (the viewer's own when absent). Someone else's are read without a token.
 * `enabled: false` keeps it idle (a list a screen shows only sometimes).
 */
export function useFriends(userId?: string | null, { mutualOnly = false, enabled = true } = {}) {
  const { viewer, authResolved } = useSession();
  const own = !userId || userId === viewer?.userId;
  const needsToken = own || mutualOnly;
  return useQuery({
    queryKey: friendKeys.list(
      needsToken ? (viewer?.uid ?? null) : null,
      own ? null : userId,
      mutualOnly,
    ),
    queryFn: ({ signal }) =>
      getFriends(
        {
          userId: own ? undefined : userId,
          mutualOnly,
          token: needsToken ? requireToken(viewer?.token) : null,
        },
        { signal },
      ),
    enabled: enabled && authResolved && (!needsToken || viewer !== null),
    ...noRetry,
  });
}

/**
 * A friend action on `userId`. On success the new status is written to the cache at once and the
 * viewer's lists (requests, friends) are fetched again.
 */
export function useFriendAction(userId: string) {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FriendAction) => friendAction(action, userId, requireToken(viewer?.token)),
    onSuccess: (status: FriendStatus) => {
      if (viewer) queryClient.setQueryData(friendKeys.status(viewer.uid, userId), status);
      void queryClient.invalidateQueries({
        queryKey: friendKeys.all,
        predicate: (query) => query.queryKey[1] !== 'status',
      });
    },
  });
}

/** A loaded page plus the token it was asked with (null for the first). */
export interface LoadedNotificationPage extends NotificationPage {
  cursor: string | null;
}

export function notificationsInfiniteQueryOptions(viewer: Viewer, limit?: number) {
  return infiniteQueryOptions({
    queryKey: [...friendKeys.notifications(viewer.uid), limit ?? null],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<LoadedNotificationPage> => ({
      ...(await getNotifications(
        viewer.token,
        { continuationToken: pageParam, limit },
        { signal },
      )),
      cursor: pageParam,
    }),
    getNextPageParam: (last, _pages, _cursor, cursors) => {
      const next = last.pagination.continuationToken;
      // A token already fetched would loop (SPEC section 4: duplicate pages are ignored).
      return last.pagination.hasMoreItems && next && !cursors.includes(next) ? next : undefined;
    },
    ...noRetry,
  });
}

/** Pages merged in order, each notification once. */
export function mergeNotificationPages(pages: readonly LoadedNotificationPage[]): Notification[] {
  const seen = new Set<string>();
  const list: Notification[] = [];
  for (const page of pages) {
    for (const n of page.notifications) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      list.push(n);
    }
  }
  return list;
}

/** The viewer's notifications, newest first, with `fetchNextPage` for "Load more". */
export function useNotifications(limit?: number) {
  const { viewer } = useSession();
  const query = useInfiniteQuery({
    ...notificationsInfiniteQueryOptions(viewer ?? { uid: '', token: '', userId: null }, limit),
    enabled: viewer !== null,
  });
  return { ...query, notifications: mergeNotificationPages(query.data?.pages ?? []) };
}

/** Which topics notify the signed-in viewer; idle for visitors. */
export function useNotificationPreferences() {
  const { viewer } = useSession();
  return useQuery({
    queryKey: friendKeys.preferences(viewer?.uid ?? ''),
    queryFn: ({ signal }) => getNotificationPreferences(requireToken(viewer?.token), { signal }),
    enabled: viewer !== null,
    ...noRetry,
  });
}

/** Turns topics on or off; the answer (all topics) replaces the cached preferences. */
export function useSetNotificationPreferences() {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<NotificationPreferences>) =>
      setNotificationPreferences(requireToken(viewer?.token), changes),
    onSuccess: (preferences) => {
      if (viewer) queryClient.setQueryData(friendKeys.preferences(viewer.uid), preferences);
    },
  });
}
