import { useQuery } from 'shared-api/query';
import type { ChatSummary } from 'contract';
import { chatKeys, getChats, requireToken, useSession } from 'shared-api';

/** Messages from others that wait unread, across every chat of the list. */
export const unreadMessagesOf = (chats: ChatSummary[]): number =>
  chats.reduce((sum, chat) => sum + chat.unreadCount, 0);

/** Asked again at most once a minute while the page is visible (and when the window regains focus). */
const REFRESH_MS = 60_000;

/**
 * The chat badge's count: the sum of `GET /chats/`'s per-chat unread counts. It reads the very
 * cache entry mf-social's chat list fills (shared-api's `chatKeys.list`, same call, same shape),
 * so reading a chat there, which refetches the list, moves the badge at once. Null (no badge) for
 * a visitor, while loading, and when the list cannot be read.
 */
export function useChatUnreadCount(): number | null {
  const { viewer, isLoggedIn } = useSession();
  const result = useQuery({
    queryKey: chatKeys.list(viewer?.uid ?? ''),
    queryFn: ({ signal }) => getChats(requireToken(viewer?.token), { signal }),
    enabled: isLoggedIn && viewer !== null,
    select: unreadMessagesOf,
    staleTime: REFRESH_MS / 2,
    refetchInterval: REFRESH_MS,
    // request() already retries 5xx by the SPEC policy.
    retry: false,
  });
  return result.data ?? null;
}
