/**
 * Keeps the shell's unread badge at 0 while the notifications are shown. The badge's query and its
 * reset belong to the shell (through shared-api's `friendKeys` and `useResetUnreadCount`); this
 * only watches that same cache entry. Marking them read on the server is `mark-read.ts`'s; this
 * covers the moment before its answer, and a count that arrives after it.
 */
import { skipToken, useQuery } from 'shared-api/query';
import { useEffect } from 'react';
import { friendKeys, useResetUnreadCount, useSession } from 'shared-api';

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
