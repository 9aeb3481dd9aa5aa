/**
 * Chat tables: rooms, the read state of their members, and messages. Same conventions as `schema.ts`.
 *
 * A direct chat is one row per unordered pair, stored in canonical order (`user_low < user_high`)
 * under a unique constraint, so two people opening a chat with each other at once get one room. An
 * event chat is one row per event (unique `event_id`). Who may read an event chat is not stored:
 * it is computed on every call (the event's organizers and the holders of a valid pass), so a guest
 * who leaves or is removed loses access at once. `chat_members` only keeps each reader's last read
 * message id, written when they mark the chat read.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialKey, updatedAt, uuidKey } from './columns';
import { optionalEventRef, optionalUserRef, userRef } from './references';

export const CHAT_KINDS = ['direct', 'event'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const chats = pgTable(
  'chats',
  {
    id: uuidKey(),
    kind: text('kind').$type<ChatKind>().notNull(),
    eventId: optionalEventRef('event_id', 'cascade'),
    userLow: optionalUserRef('user_low', 'cascade'),
    userHigh: optionalUserRef('user_high', 'cascade'),
    createdBy: optionalUserRef('created_by', 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('chats_event_unique').on(t.eventId),
    unique('chats_direct_pair_unique').on(t.userLow, t.userHigh),
    index('chats_user_high_idx').on(t.userHigh),
    check('chats_kind_check', sql`${t.kind} in ('direct', 'event')`),
    check(
      'chats_kind_shape',
      sql`(${t.kind} = 'event' and ${t.eventId} is not null and ${t.userLow} is null and ${t.userHigh} is null) or (${t.kind} = 'direct' and ${t.eventId} is null and ${t.userLow} is not null and ${t.userHigh} is not null and ${t.userLow} < ${t.userHigh})`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialKey(),
    chatId: requiredRef('chat_id', () => chats.id, 'cascade'),
    senderId: userRef('sender_id', 'cascade'),
    text: text('text').notNull(),
    /** The sender's key for this message: a retry with the same key is the same message. */
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    unique('chat_messages_sender_key_unique').on(t.senderId, t.clientKey),
    index('chat_messages_sender_time_idx').on(t.senderId, t.createdAt),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: requiredRef('chat_id', () => chats.id, 'cascade'),
    userId: userRef('user_id', 'cascade'),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    index('chat_members_user_idx').on(t.userId),
  ],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
