/**
 * An event's chat, by the event (`/app/chat/event/:eventId`, the link the event page, a pass and
 * the dashboard give). The API's rule (docs/contracts.md, "Chat"): an event chat's members are its
 * host, accepted co-hosts and holders of a valid pass, but only an organizer may open it
 * (`POST /events/host-chats/`, once; again answers the same). So: a chat already in the caller's
 * list is theirs to enter; otherwise an organizer opens it, and anyone else (a guest before the
 * hosts opened it, or someone with no pass) is refused with 403.
 */
import { useQuery, useQueryClient } from 'shared-api/query';
import { callEndpoint, chatKeys, getChats, requireToken, useSession } from 'shared-api';

/** The id of the event's chat: found in the caller's list, or opened (an organizer only). */
export async function findOrOpenEventChat(
  eventId: string,
  token: string,
  signal?: AbortSignal,
): Promise<{ chatId: string; opened: boolean }> {
  const chats = await getChats(token, { signal });
  const found = chats.find((chat) => chat.kind === 'event' && chat.eventId === eventId);
  if (found) return { chatId: found.id, opened: false };
  const { chat } = await callEndpoint('POST /events/host-chats/', {
    body: { eventId },
    token,
    signal,
  });
  return { chatId: chat.id, opened: true };
}

/** Resolves the event's chat once per visit; a chat just opened refreshes the chat list. */
export function useEventChat(eventId: string) {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...chatKeys.all, 'event', viewer?.uid ?? '', eventId],
    queryFn: async ({ signal }) => {
      const found = await findOrOpenEventChat(eventId, requireToken(viewer?.token), signal);
      if (found.opened && viewer) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.list(viewer.uid) });
      }
      return found.chatId;
    },
    enabled: viewer !== null && eventId !== '',
    // Always asked afresh: the answer (a 403 before the hosts open it) changes behind our back.
    gcTime: 0,
    retry: false,
  });
}
