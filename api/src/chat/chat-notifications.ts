/**
 * Chat's notifications (`chat_message`): a new message tells the chat's other members who are not
 * looking at it, unless they turned "messages" off. One row per (person, chat) while messages wait
 * unread: a newer message moves that row to the top (a new id, its sender as the actor, unread
 * again) instead of adding another, and reading the chat to its end deletes it.
 *
 * "Looking" is what this process's chat hub knows (sockets following the chat). A person watching
 * through another API process gets the notification anyway, and their open room, which marks the
 * chat read as each message arrives, clears it at once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_TOPIC_OF } from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { chatMessages, type ChatRow } from '../db/schema-chat';
import { notificationPreferences, notifications } from '../db/schema-social';
import { withdrawNotifications } from '../social/notifications';
import { liveUser } from '../users/deleted-users';
import { chatMemberIds } from './chat-access';

const TOPIC = NOTIFICATION_TOPIC_OF.chat_message;

/**
 * Notifies every member of `chat` but the sender and those in `watching` of a new message. Run it
 * where the message is written (inside its transaction, which holds the chat's lock, so two
 * messages' notifications never race for one row).
 */
export async function notifyChatMessage(
  db: Database,
  input: { chat: ChatRow; senderId: string; watching: ReadonlySet<string>; now: Date },
): Promise<void> {
  const { chat, senderId, watching, now } = input;
  const members = await chatMemberIds(db, chat);
  const candidates = [...members].filter((id) => id !== senderId && !watching.has(id));
  if (candidates.length === 0) return;
  // Live accounts only (a deleted one keeps its row for money records), with the topic on.
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, candidates),
        liveUser(),
        sql`not exists (select 1 from ${notificationPreferences} p where p.user_id = ${users.id} and p.topic = ${TOPIC} and p.enabled = false)`,
      ),
    );
  if (rows.length === 0) return;
  await db
    .insert(notifications)
    .values(
      rows.map((row) => ({
        userId: row.id,
        kind: 'chat_message' as const,
        actorId: senderId,
        eventId: chat.eventId,
        chatId: chat.id,
        createdAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.chatId],
      targetWhere: sql`${notifications.chatId} is not null`,
      set: {
        // A new id puts it at the top of the list, as a new notification would be.
        id: sql`nextval(pg_get_serial_sequence('notifications', 'id'))`,
        actorId: sql`excluded.actor_id`,
        createdAt: sql`excluded.created_at`,
        // A new message the person has not seen: unread again, even if they marked the row read.
        readAt: null,
      },
    });
}

/**
 * The person read the chat up to `readUpTo`: its message notification goes, unless someone else's
 * message after that mark still waits (checked in the same statement, so a message arriving
 * meanwhile keeps it).
 */
export async function clearChatNotification(
  db: Database,
  input: { chatId: string; userId: string; readUpTo: number },
): Promise<void> {
  const { chatId, userId, readUpTo } = input;
  await withdrawNotifications(
    db,
    userId,
    eq(notifications.chatId, chatId),
    sql`not exists (select 1 from ${chatMessages} m where m.chat_id = ${chatId} and m.id > ${readUpTo} and m.sender_id <> ${userId})`,
  );
}
