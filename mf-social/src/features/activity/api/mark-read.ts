/**
 * Marks the notifications read on the server (`POST /users/notifications/read`) once Activity shows
 * them, so the shell's badge stays at 0 across reloads and devices. The server's answer (what still
 * waits unread) goes into the badge's cache entry, shared-api's `friendKeys.unreadCount`.
 */
import { useMutation, useQueryClient } from 'shared-api/query';
import { useEffect, useRef } from 'react';
import {
  callEndpoint,
  friendKeys,
  isApiError,
  requireToken,
  useSession,
  type CallOptions,
} from 'shared-api';

/**
 * Marks read the caller's notifications up to `upToId` (the newest one shown: one that arrives
 * after the list was loaded stays unread). Answers the count still unread, or null from an older
 * API without the endpoint (404), where the badge was only ever reset in this browser.
 */
export async function markNotificationsRead(
  token: string,
  upToId: string,
  options: CallOptions = {},
): Promise<number | null> {
  try {
    const data = await callEndpoint('POST /users/notifications/read', {
      body: { upToId },
      token,
      ...options,
    });
    return data.unreadCount;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}

/**
 * For the list that shows the notifications: marks them read up to `newestShownId` (null while
 * nothing is shown), once per newest id: a refetch that brings a newer one marks again. A failure
 * leaves them unread on the server; the badge still drops while the page is open
 * (`useClearUnreadCountWhileShown`).
 */
export function useMarkShownNotificationsRead(newestShownId: string | null): void {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  const marked = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: (upToId: string) => markNotificationsRead(requireToken(viewer?.token), upToId),
    onSuccess: (unreadCount) => {
      if (viewer && unreadCount !== null) {
        queryClient.setQueryData(friendKeys.unreadCount(viewer.uid), unreadCount);
      }
    },
    // request() already retries 5xx by the SPEC policy; the next visit marks them again.
    retry: false,
  });
  useEffect(() => {
    if (viewer === null || newestShownId === null || marked.current === newestShownId) return;
    marked.current = newestShownId;
    mutate(newestShownId);
  }, [viewer, newestShownId, mutate]);
}
