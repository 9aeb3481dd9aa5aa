/**
 * Chat in React: the caller's chat list and one chat. One room's live state is `use-chat-room.ts`;
 * the socket and outbox they share are `chat-runtime.ts`; the list's call and the keys are
 * shared-api's (`getChats`, `chatKeys`): the shell's nav badge reads the same list.
 */
import { queryOptions, useQuery, useQueryClient } from 'shared-api/query';
import { useEffect } from 'react';
import { chatKeys, getChats, requireToken, useSession } from 'shared-api';
import { getChat } from './chat-api';
import { useChatRuntime, useConnectionState } from './chat-runtime';
import { noRetry } from '../../../api/no-retry';

export function chatListQueryOptions(uid: string, token: string | undefined) {
  return queryOptions({
    queryKey: chatKeys.list(uid),
    queryFn: ({ signal }) => getChats(requireToken(token), { signal }),
    ...noRetry,
  });
}

/**
 * The viewer's chats, kept fresh: a new message in any of them refetches the list (last message,
 * unread counts, order).
 */
export function useChatList() {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  const runtime = useChatRuntime();
  const query = useQuery({
    ...chatListQueryOptions(viewer?.uid ?? '', viewer?.token),
    enabled: viewer !== null,
  });
  const chats = query.data;
  useEffect(() => {
    if (!runtime || !chats || !viewer) return;
    for (const chat of chats) runtime.client.follow(chat.id, chat.lastMessage?.id ?? 0);
    const off = runtime.client.on('message', () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(viewer.uid) });
    });
    return off;
  }, [runtime, chats, viewer, queryClient]);
  return { ...query, connection: useConnectionState(runtime) };
}

export function useChat(chatId: string) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: chatKeys.one(viewer?.uid ?? '', chatId),
    queryFn: ({ signal }) => getChat(chatId, requireToken(viewer?.token), { signal }),
    enabled: viewer !== null && chatId !== '',
    ...noRetry,
  });
}
