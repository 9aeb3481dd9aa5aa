/** The chat calls of the contract (`/chat/token`, `/chats/…`, `/events/host-chats/`). React-free. */
import type { ChatMessage, ChatMessagePage, ChatReadState, ChatSummary } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

export async function getChats(token: string, options: CallOptions = {}): Promise<ChatSummary[]> {
  return (await callEndpoint('GET /chats/', { token, ...options })).chats;
}

export async function getChat(
  chatId: string,
  token: string,
  options: CallOptions = {},
): Promise<ChatSummary> {
  return (await callEndpoint('GET /chats/:chatId', { params: { chatId }, token, ...options })).chat;
}

export async function openDirectChat(userId: string, token: string): Promise<ChatSummary> {
  return (await callEndpoint('POST /chats/direct', { body: { userId }, token })).chat;
}

export async function openEventChat(eventId: string, token: string): Promise<ChatSummary> {
  return (await callEndpoint('POST /events/host-chats/', { body: { eventId }, token })).chat;
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
