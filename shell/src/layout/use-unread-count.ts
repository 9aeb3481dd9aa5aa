import { useQuery } from '@tanstack/react-query';
import { isApiError, request, useSession, type Pagination, type Viewer } from 'shared-api';

interface NotificationList {
  notification: unknown[];
  pagination: Pagination;
}

/**
 * SPEC §4: the unread count is set once from the length of the first loaded notification list.
 * `GET /users/notifications` is not built on the API yet: while it answers 404 (or fails) the
 * count is null and the nav shows no badge, rather than a number nobody can check.
 */
export async function fetchUnreadCount(
  viewer: Viewer,
  signal?: AbortSignal,
): Promise<number | null> {
  try {
    const list = await request<NotificationList>({
      path: '/users/notifications',
      token: viewer.token,
      signal,
    });
    return Array.isArray(list.notification) ? list.notification.length : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}

export function useUnreadCount(): number | null {
  const { viewer, isLoggedIn } = useSession();
  const result = useQuery({
    queryKey: ['notifications', 'unread-count', viewer?.uid ?? null],
    queryFn: ({ signal }) => (viewer ? fetchUnreadCount(viewer, signal) : null),
    enabled: isLoggedIn && viewer !== null,
    // "Set once": not refetched behind the person's back; visiting Activity resets it.
    staleTime: Infinity,
    retry: false,
  });
  return result.data ?? null;
}
