import { useQuery } from 'shared-api/query';
import {
  callEndpoint,
  friendKeys,
  useResetUnreadCount,
  isApiError,
  useSession,
  type Viewer,
} from 'shared-api';

/**
 * The unread count is the server's (`GET /users/notifications/unread`): the notifications not yet
 * marked read, which opening Activity does (mf-social), so it holds across reloads and devices.
 * One small answer, counted up to 100 (the badge shows "99+"). Against an older API without the
 * endpoint (404) the count is null and the nav shows no badge, rather than a number nobody can check.
 */
export async function fetchUnreadCount(
  viewer: Viewer,
  signal?: AbortSignal,
): Promise<number | null> {
  try {
    const { unreadCount } = await callEndpoint('GET /users/notifications/unread', {
      token: viewer.token,
      signal,
    });
    return typeof unreadCount === 'number' ? unreadCount : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}

export interface UnreadCount {
  /** Null while unknown (or the endpoint is missing): show no badge. */
  count: number | null;
  /** Drops the badge to 0 at once (pressing Activity, which marks them read on the server). */
  reset(): void;
}

export function useUnreadCount(): UnreadCount {
  const { viewer, isLoggedIn } = useSession();
  const reset = useResetUnreadCount();
  const queryKey = friendKeys.unreadCount(viewer?.uid ?? null);
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => (viewer ? fetchUnreadCount(viewer, signal) : null),
    enabled: isLoggedIn && viewer !== null,
    // Read once per load: marking read (mf-social's Activity) writes its answer into this entry.
    staleTime: Infinity,
    retry: false,
  });
  const count = result.data ?? null;
  return {
    count,
    reset,
  };
}
