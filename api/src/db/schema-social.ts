/**
 * Social tables: friend requests, friendships, notifications and notification preferences. Same conventions as `schema.ts`.
 *
 * A request is one row per ordered pair (sender, receiver). A friendship is one row per unordered
 * pair, stored in canonical order (`user_low < user_high`) under its primary key, so two people
 * accepting each other at the same moment end up with one friendship: the second insert conflicts.
 */
import { sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationTopic } from 'contract';
import {
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events, users } from './schema';
import { chats } from './schema-chat';
import { disputes } from './schema-money';
import { organizations } from './schema-organizations';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const friendRequests = pgTable(
  'friend_requests',
  {
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
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
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
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
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Checked by the application: other areas add kinds as they start writing notifications.
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    disputeId: uuid('dispute_id').references(() => disputes.id, { onDelete: 'cascade' }),
    /**
     * An open problem this notification tells of (`payouts_not_set_up:<eventId>`): unique per
     * person, so the problem is told once however often it happens; set back to null when the
     * problem is solved, so that a new one is told again.
     */
    problemKey: text('problem_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<NotificationTopic>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

export { NOTIFICATION_KINDS };
export type NotificationRow = typeof notifications.$inferSelect;
