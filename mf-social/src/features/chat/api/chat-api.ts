/**
 * The chat calls of the contract (`/chat/token`, `/chats/…`) but the list, which shared-api holds
 * (`getChats`: the shell's nav badge reads it too). React-free.
 */
import type { ChatMessage, ChatMessagePage, ChatReadState, ChatSummary } from 'contract';
import { callEndpoint, type CallOptions } from 'shared-api';

export async function getChat(
  chatId: string,
  token: string,
  options: CallOptions = {},
): Promise<ChatSummary> {
  return (await callEndpoint('GET /chats/:chatId', { params: { chatId }, token, ...options })).chat;
}

export function getChatMessages(
  chatId: string,
  query: { before?: number; limit?: number },
  token: string,
  options: CallOptions = {},
): Promise<ChatMessagePage> {
  return callEndpoint('GET /chats/:chatId/messages', {
    params: { chatId },
    query,
    token,
    ...options,
  });
}

export async function sendChatMessage(
  chatId: string,
  input: { text: string; clientKey: string },
  token: string,
): Promise<ChatMessage> {
  return (
    await callEndpoint('POST /chats/:chatId/messages', { params: { chatId }, body: input, token })
  ).message;
}

export function markChatRead(
  chatId: string,
  messageId: number,
  token: string,
): Promise<ChatReadState> {
  return callEndpoint('POST /chats/:chatId/read', {
    params: { chatId },
    body: { messageId },
    token,
  });
}

export async function getChatToken(token: string): Promise<string> {
  return (await callEndpoint('GET /chat/token', { token })).token;
}
