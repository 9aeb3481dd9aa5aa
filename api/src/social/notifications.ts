/**
 * Notifications: written by what happens elsewhere (`notify` inside the transaction that made it
 * happen, so there is no notification for something rolled back), unless the person turned the
 * kind's topic off in settings; read newest first in pages.
 * The continuation token carries the last id read: ids only grow, so pages never repeat a row.
 */
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_TOPIC_OF,
  NOTIFICATION_TOPICS,
  PAGE_LIMITS,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
} from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { notificationPreferences, notifications } from '../db/schema-social';
import { organizations } from '../db/schema-organizations';
import { keysetPage, readCursor, type CursorFields } from '../http/keyset-page';
import { toEpochSeconds } from '../time/epoch-seconds';
import { toPublicUser } from '../users/user-view';

/** How far back `past=false` looks. */
export const RECENT_NOTIFICATION_DAYS = 7;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  actorId?: string | null;
  eventId?: string | null;
  organizationId?: string | null;
  disputeId?: string | null;
  /**
   * The open problem it tells of (see `problemKey` in schema-social.ts): while a notification
   * with the same key is open, another is not written.
   */
  problemKey?: string | null;
}

/**
 * Writes a notification unless its person turned its topic off (`NOTIFICATION_TOPIC_OF`). Inside
 * the caller's transaction, so it reads the preference as that transaction sees it.
 */
export async function notify(db: Database, notification: NewNotification): Promise<void> {
  const topic = NOTIFICATION_TOPIC_OF[notification.kind];
  const [off] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, notification.userId),
        eq(notificationPreferences.topic, topic),
        eq(notificationPreferences.enabled, false),
      ),
    );
  if (off) return;
  // The unique index on (user, problem key) is the last word when two tell of it at once.
  await db.insert(notifications).values(notification).onConflictDoNothing();
}

/**
 * `userId`'s notifications that the conditions select go: what they told of is over (an
 * invitation withdrawn, a chat read up to its last message). Inside the caller's transaction.
 */
export async function withdrawNotifications(
  db: Database,
  userId: string,
  condition: SQL,
  ...more: SQL[]
): Promise<void> {
  await db.delete(notifications).where(and(eq(notifications.userId, userId), condition, ...more));
}

/**
 * The problems whose key starts with `prefix` are solved for `userId` (payouts were set up): the
 * next time one happens, it is told again. The notifications themselves stay in the list.
 */
export async function closeProblems(db: Database, userId: string, prefix: string): Promise<void> {
  await db
    .update(notifications)
    .set({ problemKey: null })
    .where(
      and(
        eq(notifications.userId, userId),
        like(notifications.problemKey, `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
      ),
    );
}

/** Every topic with whether it notifies `userId` (on unless turned off). */
export async function notificationPreferencesOf(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [
      topic,
      rows.find((r) => r.topic === topic)?.enabled ?? true,
    ]),
  ) as NotificationPreferences;
}

/** Turns the named topics on or off (an upsert per topic, in one transaction); answers them all. */
export async function setNotificationPreferences(
  db: Database,
  userId: string,
  changes: Partial<NotificationPreferences>,
  now: Date,
): Promise<NotificationPreferences> {
  const values = NOTIFICATION_TOPICS.filter((topic) => changes[topic] !== undefined).map(
    (topic) => ({ userId, topic, enabled: changes[topic] as boolean, updatedAt: now }),
  );
  if (values.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.topic],
        set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
      });
  }
  return notificationPreferencesOf(db, userId);
}

const CURSOR_VERSION = 1;

export interface NotificationQuery {
  past?: boolean;
  continuationToken?: string;
  limit?: number;
}

export async function notificationPage(
  db: Database,
  userId: string,
  { past = true, continuationToken, limit = PAGE_LIMITS.notificationsDefault }: NotificationQuery,
  now: Date,
): Promise<NotificationPage> {
  const before = readCursor(continuationToken, parseCursor);
  const actor = alias(users, 'actor');
  const since = new Date(now.getTime() - RECENT_NOTIFICATION_DAYS * 86_400_000);
  const rows = await db
    .select({
      notification: notifications,
      actor,
      event: { id: events.id, name: events.name },
      organization: { id: organizations.id, name: organizations.name },
    })
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(events, eq(events.id, notifications.eventId))
    .leftJoin(organizations, eq(organizations.id, notifications.organizationId))
    .where(
      and(
        eq(notifications.userId, userId),
        before === null ? undefined : lt(notifications.id, before),
        past ? undefined : gte(notifications.createdAt, since),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const { page, pagination } = keysetPage(rows, limit, (last) => ({
    v: CURSOR_VERSION,
    id: last.notification.id,
  }));
  return {
    notifications: page.map((r) => ({
      id: String(r.notification.id),
      kind: r.notification.kind,
      createdAt: toEpochSeconds(r.notification.createdAt),
      actor: r.actor ? toPublicUser(r.actor) : null,
      event: r.event && r.event.id !== null ? { id: r.event.id, name: r.event.name } : null,
      organization:
        r.organization && r.organization.id !== null
          ? { id: r.organization.id, name: r.organization.name }
          : null,
      chatId: r.notification.chatId,
      dispute: r.notification.disputeId ? { id: r.notification.disputeId } : null,
      read: r.notification.readAt !== null,
    })),
    pagination,
  };
}

/** The id of the last notification a page showed, or null when the fields are not this list's. */
function parseCursor(fields: CursorFields): number | null {
  const id = fields.id;
  return fields.v === CURSOR_VERSION && Number.isSafeInteger(id) && (id as number) >= 1
    ? (id as number)
    : null;
}
