/**
 * Chat: direct chats between friends and event chats (an event's organizers and going guests).
 *
 * Rules (docs/contracts.md, "Chat"): a direct chat is opened with a friend (403 otherwise) and a
 * message can be sent in it only while the two are friends; its history stays readable to the two.
 * An event chat is opened by an organizer (`POST /events/host-chats/`, once per event: asking again
 * answers the same chat); its members are computed on every call — the host, co-hosts who
 * accepted, and holders of a valid pass — so a guest who leaves or is removed loses access at once.
 * Anyone else gets 403 for reading, sending, marking read and subscribing. Sending is idempotent per
 * `clientKey` (the same key answers the stored message) and limited per person (429).
 */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import {
  ChatAnswerSchema,
  ChatIdParams,
  ChatListSchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatReadStateSchema,
  ChatTokenSchema,
  DirectChatInputSchema,
  MarkChatReadSchema,
  SendChatMessageSchema,
} from '../schemas/chat';
import { EventIdBody } from '../schemas/common';

export const chatEndpoints = {
  'GET /chat/token': endpoint({
    access: 'user',
    summary:
      'A short-lived token for the chat socket (audience "chat"), sent in its first message.',
    response: ChatTokenSchema,
    errors: ['user_not_found'],
  }),
  'GET /chat/socket': endpoint({
    access: 'public',
    summary:
      'The chat socket: a WebSocket upgrade; the token comes in the first message (see chat-socket.ts).',
    produces: 'websocket',
    errors: [],
  }),
  'GET /chats/': endpoint({
    access: 'user',
    summary:
      "The caller's chats with their last message and unread count, the most recently active first.",
    response: ChatListSchema,
    errors: ['user_not_found'],
  }),
  'POST /chats/direct': endpoint({
    access: 'user',
    summary: 'Opens (or finds) the direct chat of the caller and a friend.',
    body: DirectChatInputSchema,
    response: ChatAnswerSchema,
    errors: ['user_not_found', 'not_found', 'forbidden'],
  }),
  'GET /chats/:chatId': endpoint({
    access: 'user',
    summary: 'One chat of the caller.',
    params: ChatIdParams,
    response: ChatAnswerSchema,
    errors: ['user_not_found', 'not_found', 'forbidden'],
  }),
  'GET /chats/:chatId/messages': endpoint({
    access: 'user',
    summary: 'Messages of a chat, newest page first (oldest first within it); `before` pages back.',
    params: ChatIdParams,
    query: ChatMessagesQuerySchema,
    response: ChatMessagePageSchema,
    errors: ['user_not_found', 'not_found', 'forbidden'],
  }),
  'POST /chats/:chatId/messages': endpoint({
    access: 'user',
    summary: 'Sends a message; the same clientKey again answers the stored message (idempotent).',
    params: ChatIdParams,
    body: SendChatMessageSchema,
    response: Type.Object({ message: ChatMessageSchema }),
    errors: ['user_not_found', 'not_found', 'forbidden', 'conflict', 'rate_limited'],
  }),
  'POST /chats/:chatId/read': endpoint({
    access: 'user',
    summary: 'Marks the chat read up to a message (never moves back).',
    params: ChatIdParams,
    body: MarkChatReadSchema,
    response: ChatReadStateSchema,
    errors: ['user_not_found', 'not_found', 'forbidden'],
  }),
  'POST /events/host-chats/': endpoint({
    access: 'user',
    summary:
      'An organizer opens the chat of an event with its organizers and going guests (once; again answers the same).',
    body: EventIdBody,
    response: ChatAnswerSchema,
    errors: ['user_not_found', 'not_found', 'forbidden'],
  }),
} as const;
