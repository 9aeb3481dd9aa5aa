/** An organizer opens (or finds) the event's chat (`POST /events/host-chats/`). */
import { useMutation } from 'shared-api/query';
import type { ChatSummary } from 'contract';
import { callEndpoint, requireToken, useSession } from 'shared-api';

export async function openEventChat(eventId: string, token: string): Promise<ChatSummary> {
  return (await callEndpoint('POST /events/host-chats/', { body: { eventId }, token })).chat;
}

/** Answers the chat, made on first use. */
export function useOpenEventChat() {
  const { viewer } = useSession();
  return useMutation({
    mutationFn: (eventId: string) => openEventChat(eventId, requireToken(viewer?.token)),
  });
}
