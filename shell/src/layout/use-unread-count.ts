import { useQuery } from 'shared-api/query';
import {
  friendKeys,
  getNotifications,
  useResetUnreadCount,
  isApiError,
  useSession,
  type Viewer,
} from 'shared-api';
import { PAGE_LIMITS } from 'contract/values';

/**
 * SPEC §4: the unread count is set once from the length of the first loaded notification list.
 * Against an API without `GET /users/notifications` (an older server answering 404) the count is
 * null and the nav shows no badge, rather than a number nobody can check.
 */
export async function fetchUnreadCount(
  viewer: Viewer,
  signal?: AbortSignal,
): Promise<number | null> {
  try {
    // The largest page the API gives, so a count above 99 (the badge's "99+") can be reached.
    const list = await getNotifications(
      viewer.token,
      { limit: PAGE_LIMITS.notificationsMax },
      { signal },
    );
    return Array.isArray(list.notifications) ? list.notifications.length : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}

export interface UnreadCount {
  /** Null while unknown (or the endpoint is missing): show no badge. */
  count: number | null;
  /** SPEC §4: reset to 0 on demand (opening Activity). */
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
    // "Set once": not refetched behind the person's back; visiting Activity resets it.
    staleTime: Infinity,
    retry: false,
  });
  const count = result.data ?? null;
  return {
    count,
    reset,
  };
}
