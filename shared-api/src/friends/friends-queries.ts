/**
 * The friends and notifications cache's keys, which mf-social's screens and the shell's unread
 * badge share, and the badge's reset (SPEC section 4). Everything else about friends and
 * notifications is mf-social's own (its `src/api/friends.ts`, `features/activity/api/`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../session/session-context';

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
