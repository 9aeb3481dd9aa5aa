/**
 * Chat rooms and messages in the database: opening chats, pages of messages, idempotent sending
 * with a per-person rate limit, read marks. The caller's chat list is chat-summaries.ts.
 */
import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { CHAT_LIMITS, PAGE_LIMITS, type ChatMessage } from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { chatMembers, chatMessages, chats, type ChatRow } from '../db/schema-chat';
import { uniqueViolationConstraint } from '../db/postgres-errors';
import { ApiError, conflict, forbidden, notFound } from '../http/api-error';
import { isOrganizer } from '../events/organizers';
import { assertEventExists } from '../events/event-social';
import { canonicalPair, friendStatus } from '../social/friend-pairs';
import { toEpochSeconds } from '../time/epoch-seconds';
import { isUuid } from '../db/uuid';

export const NOT_FRIENDS_MESSAGE = 'You can only message your friends';
export const OPEN_EVENT_CHAT_MESSAGE = 'Only the hosts of this event can open its chat';
export const RATE_LIMIT_MESSAGE = `You are sending messages too fast: at most ${CHAT_LIMITS.sendsPerWindow} every ${CHAT_LIMITS.sendWindowSeconds} seconds. Wait a moment and try again.`;

/**
 * The first key of the sender's advisory lock (the two-key form: a lock space apart from the
 * one-key chat locks, whatever the hashes).
 */
const SENDER_LOCK_SPACE = 7301;

type MessageRow = typeof chatMessages.$inferSelect & { senderName: string };

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    chatId: row.chatId,
    senderId: row.senderId,
    senderName: row.senderName,
    text: row.text,
    clientKey: row.clientKey,
    createdAt: toEpochSeconds(row.createdAt),
  };
}

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  senderId: chatMessages.senderId,
  text: chatMessages.text,
  clientKey: chatMessages.clientKey,
  createdAt: chatMessages.createdAt,
  senderName: users.name,
};

export async function messageById(db: Database, id: number): Promise<ChatMessage | undefined> {
  return (await messagesByIds(db, [id])).get(id);
}

/** The messages with these ids, by id, in one query (a chat list's last messages). */
export async function messagesByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ChatMessage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(inArray(chatMessages.id, [...ids]));
  return new Map(rows.map((row) => [Number(row.id), toChatMessage(row)]));
}

/** Messages of a chat after `afterId`, oldest first, at most `limit`. */
export async function messagesAfter(
  db: Database,
  chatId: string,
  afterId: number,
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, afterId)))
    .orderBy(chatMessages.id)
    .limit(limit);
  return rows.map(toChatMessage);
}

export async function messagePage(
  db: Database,
  chatId: string,
  query: { before?: number; limit?: number },
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const limit = query.limit ?? PAGE_LIMITS.chatMessagesDefault;
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        query.before === undefined ? undefined : lt(chatMessages.id, query.before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { messages: rows.slice(0, limit).reverse().map(toChatMessage), hasMore };
}

export interface SendResult {
  message: ChatMessage;
  /** False when the clientKey was already used: the stored message is answered, nothing is new. */
  created: boolean;
}

/**
 * Stores a message once per (sender, clientKey). A retry with the same key and text answers the
 * stored message; the same key with another text or chat is a 409. More than
 * `CHAT_LIMITS.sendsPerWindow` new messages per window, all chats together, is a 429 (counted in
 * the database under the sender's lock, so it holds across chats and API processes). `onCreated` runs inside the transaction that stores a new message
 * (under the chat's lock), so what it writes (notifications) stands or falls with the message.
 */
export async function sendMessage(
  db: Database,
  chat: ChatRow,
  senderId: string,
  input: { text: string; clientKey: string },
  now: Date,
  onCreated?: (tx: Database) => Promise<void>,
): Promise<SendResult> {
  const existing = await findByKey(db, senderId, input.clientKey);
  if (existing) return { message: sameMessage(existing, chat.id, input.text), created: false };

  const text = input.text;
  if (text.trim() === '') {
    throw new ApiError(400, 'invalid_request', 'text must not be empty', { field: 'text' });
  }
  if (chat.kind === 'direct') {
    const other = chat.userLow === senderId ? chat.userHigh! : chat.userLow!;
    if ((await friendStatus(db, senderId, other)) !== 'friends')
      throw forbidden(NOT_FRIENDS_MESSAGE);
  }
  const windowStart = new Date(now.getTime() - CHAT_LIMITS.sendWindowSeconds * 1000);
  try {
    const id = await db.transaction(async (tx) => {
      // The sender's sends take turns (every chat, every API process): counting and storing are
      // one step, so sends at once to several chats cannot all pass the same count. Always the
      // person first, then the chat, so two sends never wait for each other in a circle.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${SENDER_LOCK_SPACE}, hashtext(${senderId}))`,
      );
      // Messages of one chat commit in id order (the socket layer sends "everything after the
      // newest id sent", which must never skip a message that commits later with a smaller id).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${chat.id}))`);
      const [counted] = await tx
        .select({ recent: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, senderId), gt(chatMessages.createdAt, windowStart)));
      if (Number(counted?.recent ?? 0) >= CHAT_LIMITS.sendsPerWindow) {
        throw new ApiError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
      }
      const [row] = await tx
        .insert(chatMessages)
        .values({ chatId: chat.id, senderId, text, clientKey: input.clientKey, createdAt: now })
        .returning({ id: chatMessages.id });
      await onCreated?.(tx);
      return row!.id;
    });
    const message = await messageById(db, id);
    return { message: message!, created: true };
  } catch (error) {
    // Two sends with one key at once: the second insert conflicts; answer the first one's row.
    if (uniqueViolationConstraint(error) !== 'chat_messages_sender_key_unique') throw error;
    const stored = await findByKey(db, senderId, input.clientKey);
    if (!stored) throw error;
    return { message: sameMessage(stored, chat.id, input.text), created: false };
  }
}

async function findByKey(db: Database, senderId: string, clientKey: string) {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientKey, clientKey)));
  return row ? toChatMessage(row) : undefined;
}

function sameMessage(stored: ChatMessage, chatId: string, text: string): ChatMessage {
  if (stored.chatId !== chatId || stored.text !== text) {
    throw conflict('This clientKey was already used for another message');
  }
  return stored;
}

export async function newestMessageId(db: Database, chatId: string): Promise<number> {
  const [newest] = await db
    .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)` })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId));
  return Number(newest?.id ?? 0);
}

/**
 * Moves the caller's read mark forward to `messageId` (capped at the chat's newest message). A
 * mark that would not move writes nothing: the chat list and every open chat mark what is already
 * read on each visit, and an upsert would take the member row's lock for no change.
 */
export async function markRead(
  db: Database,
  chatId: string,
  userId: string,
  messageId: number,
  now: Date,
): Promise<{ lastReadMessageId: number; unreadCount: number }> {
  // One round trip for both: the chat's newest message and the caller's mark (null: none yet).
  const [state] = await db
    .select({
      newest: sql<number>`(select coalesce(max(${chatMessages.id}), 0) from ${chatMessages} where ${chatMessages.chatId} = ${chatId})`,
      last: sql<
        number | null
      >`(select ${chatMembers.lastReadMessageId} from ${chatMembers} where ${chatMembers.chatId} = ${chatId} and ${chatMembers.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  const mark = Math.min(messageId, Number(state?.newest ?? 0));
  let last = state?.last === null || state?.last === undefined ? null : Number(state.last);
  if (last === null || last < mark) {
    const [moved] = await db
      .insert(chatMembers)
      .values({ chatId, userId, lastReadMessageId: mark, updatedAt: now })
      .onConflictDoUpdate({
        target: [chatMembers.chatId, chatMembers.userId],
        set: {
          lastReadMessageId: sql`greatest(${chatMembers.lastReadMessageId}, excluded.last_read_message_id)`,
          updatedAt: now,
        },
      })
      .returning({ last: chatMembers.lastReadMessageId });
    last = Number(moved?.last ?? mark);
  }
  const [counted] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        gt(chatMessages.id, last),
        ne(chatMessages.senderId, userId),
      ),
    );
  return { lastReadMessageId: last, unreadCount: Number(counted?.unread ?? 0) };
}

/** The direct chat of two friends, created on first use (one per pair, even when opened at once). */
export async function openDirectChat(db: Database, me: string, other: string): Promise<string> {
  if (!isUuid(other)) throw notFound('No user with that id');
  if (other === me) throw forbidden('You cannot open a chat with yourself');
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, other));
  if (!person) throw notFound('No user with that id');
  const pair = canonicalPair(me, other);
  const found = await directChatOf(db, pair);
  if (found) return found;
  if ((await friendStatus(db, me, other)) !== 'friends') throw forbidden(NOT_FRIENDS_MESSAGE);
  await db
    .insert(chats)
    .values({ kind: 'direct', ...pair, createdBy: me })
    .onConflictDoNothing();
  return (await directChatOf(db, pair))!;
}

async function directChatOf(db: Database, pair: { userLow: string; userHigh: string }) {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.userLow, pair.userLow), eq(chats.userHigh, pair.userHigh)));
  return row?.id;
}

/** The chat of an event, created by an organizer on first use (one per event). */
export async function openEventChat(db: Database, me: string, eventId: string): Promise<string> {
  await assertEventExists(db, eventId);
  if (!(await isOrganizer(db, eventId, me))) throw forbidden(OPEN_EVENT_CHAT_MESSAGE);
  await db.insert(chats).values({ kind: 'event', eventId, createdBy: me }).onConflictDoNothing();
  const [row] = await db.select({ id: chats.id }).from(chats).where(eq(chats.eventId, eventId));
  return row!.id;
}
