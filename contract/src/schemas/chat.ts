/** Chat rooms, their messages, and what travels over the chat socket. */
import { Type, type Static } from 'typebox';
import { CHAT_LIMITS, PAGE_LIMITS } from '../limits';
import { CHAT_KINDS } from '../enums';
import { Id, Nullable } from './common';
import { PublicUserSchema } from './user';

export const ChatMessageSchema = Type.Object({
  /** Grows with every message of the API; the order of a chat and its catch-up cursor. */
  id: Type.Integer(),
  chatId: Type.String(),
  senderId: Type.String(),
  senderName: Type.String(),
  /** Plain text, shown as text (never as HTML). */
  text: Type.String(),
  /** The sender's idempotency key (so a client can match its "sending" copy). */
  clientKey: Type.String(),
  createdAt: Type.Integer(),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

export const ChatSummarySchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(CHAT_KINDS),
  /** The other person's name for a direct chat, the event's name for an event chat. */
  title: Type.String(),
  /** The other person of a direct chat. */
  otherUser: Nullable(PublicUserSchema),
  /** The event of an event chat. */
  eventId: Nullable(Type.String()),
  lastMessage: Nullable(ChatMessageSchema),
  /** Messages from others after the caller's last read one. */
  unreadCount: Type.Integer(),
  lastReadMessageId: Type.Integer(),
  createdAt: Type.Integer(),
});
export type ChatSummary = Static<typeof ChatSummarySchema>;

export const ChatAnswerSchema = Type.Object({ chat: ChatSummarySchema });
export type ChatAnswer = Static<typeof ChatAnswerSchema>;

export const ChatListSchema = Type.Object({ chats: Type.Array(ChatSummarySchema) });
export type ChatList = Static<typeof ChatListSchema>;

/**
 * Message ids are a bigserial read as JS numbers: past 2^53 they would lose digits, and past 2^63
 * a bigint cannot hold them. No id gets near; a larger one sent is bad input.
 */
export const MAX_MESSAGE_ID = Number.MAX_SAFE_INTEGER;

export const ChatIdParams = Type.Object({ chatId: Id });

export const ChatMessagesQuerySchema = Type.Object({
  /** Only messages older than this id (the oldest one the client holds). */
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_MESSAGE_ID })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMITS.chatMessagesMax })),
});
export type ChatMessagesQuery = Static<typeof ChatMessagesQuerySchema>;

export const ChatMessagePageSchema = Type.Object({
  /** Oldest first (the order they are shown in). */
  messages: Type.Array(ChatMessageSchema),
  /** Whether older messages remain (ask again with `before` = the first id). */
  hasMore: Type.Boolean(),
});
export type ChatMessagePage = Static<typeof ChatMessagePageSchema>;

export const SendChatMessageSchema = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: CHAT_LIMITS.textMaxLength }),
    clientKey: Type.String({
      minLength: CHAT_LIMITS.clientKeyMinLength,
      maxLength: CHAT_LIMITS.clientKeyMaxLength,
    }),
  },
  { additionalProperties: false },
);
export type SendChatMessage = Static<typeof SendChatMessageSchema>;

export const MarkChatReadSchema = Type.Object(
  { messageId: Type.Integer({ minimum: 0, maximum: MAX_MESSAGE_ID }) },
  { additionalProperties: false },
);

export const ChatReadStateSchema = Type.Object({
  lastReadMessageId: Type.Integer(),
  unreadCount: Type.Integer(),
});
export type ChatReadState = Static<typeof ChatReadStateSchema>;

export const ChatTokenSchema = Type.Object({
  token: Type.String(),
  /** Seconds since 1970 after which the token is refused. */
  expiresAt: Type.Integer(),
});
export type ChatToken = Static<typeof ChatTokenSchema>;

export const DirectChatInputSchema = Type.Object({ userId: Id }, { additionalProperties: false });
