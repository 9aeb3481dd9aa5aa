/**
 * Who may read and write a chat. Direct chat: its two people. Event chat: the event's host,
 * co-hosts who accepted, and holders of a valid pass — computed on every call, never stored, so a
 * guest who leaves or is removed (pass cancelled or refunded) loses access at once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { eventOrganizers, events, users } from '../db/schema';
import { chats, type ChatRow } from '../db/schema-chat';
import { rowsOf } from '../db/raw-rows';
import { passes } from '../db/schema-ticketing';
import { isUuid } from '../db/uuid';
import { forbidden, notFound } from '../http/api-error';
import { liveUser } from '../users/deleted-users';

export const NOT_A_MEMBER_MESSAGE = 'You are not a member of this chat';
export const CHAT_NOT_FOUND_MESSAGE = 'Chat not found';

export async function findChat(db: Database, chatId: string): Promise<ChatRow | undefined> {
  if (!isUuid(chatId)) return undefined;
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
  return chat;
}

/** SQL that is true when `userId` organizes the event `eventIdColumn` or holds a valid pass to it. */
export function eventChatMemberSql(eventIdColumn: unknown, userId: string) {
  return sql`(
    exists (select 1 from ${events} e where e.id = ${eventIdColumn} and e.host_id = ${userId})
    or exists (select 1 from ${eventOrganizers} o where o.event_id = ${eventIdColumn} and o.user_id = ${userId} and o.status = 'accepted')
    or exists (select 1 from ${passes} p where p.event_id = ${eventIdColumn} and p.holder_id = ${userId} and p.status = 'valid')
  )`;
}

export async function isEventMember(
  db: Database,
  eventId: string,
  userId: string,
): Promise<boolean> {
  const result = await db.execute(
    sql`select ${eventChatMemberSql(sql`${eventId}::uuid`, userId)} as member`,
  );
  const [row] = rowsOf<{ member: boolean }>(result);
  return Boolean(row?.member);
}

export async function canRead(db: Database, chat: ChatRow, userId: string): Promise<boolean> {
  if (chat.kind === 'direct') return chat.userLow === userId || chat.userHigh === userId;
  return chat.eventId !== null && isEventMember(db, chat.eventId, userId);
}

/**
 * Whether `userId` may read each of `chatIds`, in one query whatever their number: a chat missing
 * from the answer does not exist. The socket looks up a whole subscribe frame with it, so unknown
 * ids cost one query per frame, not one each.
 */
export async function chatAccessOf(
  db: Database,
  userId: string,
  chatIds: readonly string[],
): Promise<Map<string, 'readable' | 'forbidden'>> {
  const ids = [...new Set(chatIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: chats.id,
      readable: sql<boolean>`(
        (${chats.kind} = 'direct' and (${chats.userLow} = ${userId} or ${chats.userHigh} = ${userId}))
        or (${chats.kind} = 'event' and ${eventChatMemberSql(chats.eventId, userId)})
      )`,
    })
    .from(chats)
    .where(inArray(chats.id, ids));
  return new Map(rows.map((row) => [row.id, row.readable ? 'readable' : 'forbidden']));
}

/** True while the account exists and was not deleted (a chat token outlives a deletion). */
export async function isLiveAccount(db: Database, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), liveUser()));
  return row !== undefined;
}

/** 404 for an unknown chat, 403 for someone who may not read it. */
export async function chatForMember(db: Database, chatId: string, userId: string) {
  const chat = await findChat(db, chatId);
  if (!chat) throw notFound(CHAT_NOT_FOUND_MESSAGE);
  if (!(await canRead(db, chat, userId))) throw forbidden(NOT_A_MEMBER_MESSAGE);
  return chat;
}

/** Everyone who may read the chat now (the socket layer filters its listeners with it). */
export async function chatMemberIds(db: Database, chat: ChatRow): Promise<Set<string>> {
  if (chat.kind === 'direct') return new Set([chat.userLow!, chat.userHigh!]);
  const eventId = chat.eventId!;
  const result = await db.execute(sql`
    select e.host_id as id from ${events} e where e.id = ${eventId}
    union select o.user_id from ${eventOrganizers} o
      where o.event_id = ${eventId} and o.status = 'accepted'
    union select p.holder_id from ${passes} p where p.event_id = ${eventId} and p.status = 'valid'
  `);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}
