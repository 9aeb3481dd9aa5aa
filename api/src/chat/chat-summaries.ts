/** The caller's chat list: each chat with its title, last message and unread count. */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { ChatSummary } from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { chatMembers, chatMessages, chats, type ChatRow } from '../db/schema-chat';
import { toEpochSeconds } from '../time/epoch-seconds';
import { toPublicUser } from '../users/user-view';
import { eventChatMemberSql } from './chat-access';
import { messagesByIds } from './chat-store';

/** The other person of a direct chat; null for an event chat. */
function otherMember(chat: ChatRow, me: string): string | null {
  if (chat.kind !== 'direct') return null;
  return chat.userLow === me ? chat.userHigh! : chat.userLow!;
}

/** The caller's chats (or one of them), each with its last message and unread count. */
export async function chatSummaries(
  db: Database,
  me: string,
  onlyChatId?: string,
): Promise<ChatSummary[]> {
  const lastMessageId = sql<
    number | null
  >`(select max(m.id) from ${chatMessages} m where m.chat_id = ${chats.id})`;
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.chat_id = ${chats.id} and m.sender_id <> ${me} and m.id > coalesce(${chatMembers.lastReadMessageId}, 0))`;
  const rows = await db
    .select({
      chat: chats,
      eventName: events.name,
      lastMessageId,
      unread,
      lastRead: chatMembers.lastReadMessageId,
    })
    .from(chats)
    .leftJoin(events, eq(events.id, chats.eventId))
    .leftJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, me)))
    .where(
      and(
        onlyChatId === undefined ? undefined : eq(chats.id, onlyChatId),
        or(
          eq(chats.userLow, me),
          eq(chats.userHigh, me),
          and(eq(chats.kind, 'event'), eventChatMemberSql(chats.eventId, me)),
        ),
      ),
    )
    .orderBy(desc(sql`coalesce(${lastMessageId}, 0)`), desc(chats.createdAt));

  const others = rows.flatMap((r) => otherMember(r.chat, me) ?? []);
  const people = others.length
    ? await db
        .select()
        .from(users)
        .where(sql`${users.id} in ${others}`)
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const lastIds = rows.flatMap((r) => (r.lastMessageId === null ? [] : [Number(r.lastMessageId)]));
  // One query for every chat's last message, however many chats the person is in.
  const lastMessages = await messagesByIds(db, lastIds);

  const summaries: ChatSummary[] = [];
  for (const row of rows) {
    const otherId = otherMember(row.chat, me);
    const other = otherId ? byId.get(otherId) : undefined;
    const last =
      row.lastMessageId === null ? undefined : lastMessages.get(Number(row.lastMessageId));
    summaries.push({
      id: row.chat.id,
      kind: row.chat.kind,
      title: other ? other.name : (row.eventName ?? 'Event chat'),
      otherUser: other ? toPublicUser(other) : null,
      eventId: row.chat.eventId,
      lastMessage: last ?? null,
      unreadCount: Number(row.unread),
      lastReadMessageId: Number(row.lastRead ?? 0),
      createdAt: toEpochSeconds(row.chat.createdAt),
    });
  }
  return summaries;
}
