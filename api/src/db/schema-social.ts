/**
 * Social tables: friend requests, friendships, notifications and notification preferences. Same conventions as `schema.ts`.
 *
 * A request is one row per ordered pair (sender, receiver). A friendship is one row per unordered
 * pair, stored in canonical order (`user_low < user_high`) under its primary key, so two people
 * accepting each other at the same moment end up with one friendship: the second insert conflicts.
 */
import { sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationTopic } from 'contract';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { chats } from './schema-chat';
import { disputes } from './schema-money';
import { organizations } from './schema-organizations';
import { createdAt, optionalRef, serialKey, ts, updatedAt } from './columns';
import { optionalEventRef, optionalUserRef, userRef } from './references';

export const friendRequests = pgTable(
  'friend_requests',
  {
    senderId: userRef('sender_id', 'cascade'),
    receiverId: userRef('receiver_id', 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.senderId, t.receiverId] }),
    index('friend_requests_receiver_idx').on(t.receiverId, t.createdAt),
    check('friend_requests_not_self', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

export const friendships = pgTable(
  'friendships',
  {
    userLow: userRef('user_low', 'cascade'),
    userHigh: userRef('user_high', 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userLow, t.userHigh] }),
    index('friendships_high_idx').on(t.userHigh),
    check('friendships_canonical_order', sql`${t.userLow} < ${t.userHigh}`),
  ],
);

/**
 * What happened to a person. The id orders them (newest is largest) and is the paging cursor.
 * `chat_id` is set on a `chat_message` notification only: one row per (person, chat) while its
 * messages wait unread (a new message bumps the row to a new id; reading the chat deletes it).
 * `read_at` is when the person marked it read (null: unread, the nav badge counts it); a row is
 * marked only if it was there when the mark ran, so one written meanwhile stays unread.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialKey(),
    userId: userRef('user_id', 'cascade'),
    // Checked by the application: other areas add kinds as they start writing notifications.
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: optionalUserRef('actor_id', 'cascade'),
    eventId: optionalEventRef('event_id', 'cascade'),
    organizationId: optionalRef('organization_id', () => organizations.id, 'cascade'),
    chatId: optionalRef('chat_id', () => chats.id, 'cascade'),
    disputeId: optionalRef('dispute_id', () => disputes.id, 'cascade'),
    /**
     * An open problem this notification tells of (`payouts_not_set_up:<eventId>`): unique per
     * person, so the problem is told once however often it happens; set back to null when the
     * problem is solved, so that a new one is told again.
     */
    problemKey: text('problem_key'),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    // The badge's count and the mark read only the unread ones, however many read ones pile up.
    index('notifications_unread_idx')
      .on(t.userId, t.id)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_user_chat_unique')
      .on(t.userId, t.chatId)
      .where(sql`${t.chatId} is not null`),
    uniqueIndex('notifications_open_problem_idx')
      .on(t.userId, t.problemKey)
      .where(sql`${t.problemKey} is not null`),
  ],
);

/**
 * A topic a person turned on or off in settings (`NOTIFICATION_TOPICS`); no row means on. The
 * topic is checked by the application, like the kinds, so a new topic needs no migration.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef('user_id', 'cascade'),
    topic: text('topic').$type<NotificationTopic>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

export { NOTIFICATION_KINDS };
export type NotificationRow = typeof notifications.$inferSelect;
