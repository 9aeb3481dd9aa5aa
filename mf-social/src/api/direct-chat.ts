/**
 * `POST /chats/direct`: opens (or finds) the direct chat with a friend. In `src/api/` because the
 * shared `MessageButton` uses it; the rest of chat lives in the chat feature.
 */
import { useMutation } from 'shared-api/query';
import type { ChatSummary } from 'contract';
import { callEndpoint, requireToken, useSession } from 'shared-api';

export async function openDirectChat(userId: string, token: string): Promise<ChatSummary> {
  return (await callEndpoint('POST /chats/direct', { body: { userId }, token })).chat;
}

/** Opens (or finds) the direct chat with a friend; answers the chat. */
export function useOpenDirectChat() {
  const { viewer } = useSession();
  return useMutation({
    mutationFn: (userId: string) => openDirectChat(userId, requireToken(viewer?.token)),
  });
}
