/**
 * The viewer's notifications (`GET /users/notifications`), paged with "Load more". The key factory
 * stays in shared-api's `friendKeys`, beside the shell's unread badge's key.
 */
import { infiniteQueryOptions, useInfiniteQuery } from 'shared-api/query';
import type { Notification, NotificationPage } from 'contract';
import {
  callEndpoint,
  friendKeys,
  nextPageParam,
  useSession,
  type CallOptions,
  type Viewer,
} from 'shared-api';

export interface NotificationPageParams {
  continuationToken?: string | null;
  /** Server default 20, at most 100. */
  limit?: number;
}

/** One page of the caller's notifications, newest first. */
export async function getNotifications(
  token: string,
  { continuationToken, limit }: NotificationPageParams = {},
  options: CallOptions = {},
): Promise<NotificationPage> {
  const query = {
    ...(continuationToken ? { continuationToken } : {}),
    ...(limit === undefined ? {} : { limit }),
  };
  return callEndpoint('GET /users/notifications', { query, token, ...options });
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
    getNextPageParam: nextPageParam,
    // request() already retries 5xx by the SPEC policy
    retry: false,
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
    // Activity is where new things arrive: opening it always asks again, cache or not.
    refetchOnMount: 'always',
  });
  return { ...query, notifications: mergeNotificationPages(query.data?.pages ?? []) };
}
