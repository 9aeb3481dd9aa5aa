/**
 * Notifications: written by what happens elsewhere (`notify` inside the transaction that made it
 * happen, so there is no notification for something rolled back), read newest first in pages.
 * The continuation token carries the last id read: ids only grow, so pages never repeat a row.
 */
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAGE_LIMITS, type NotificationKind, type NotificationPage } from 'shared-api/contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { notifications } from '../db/schema-social';
import { invalidField } from '../http/api-error';
import { decodeOpaqueToken, encodeOpaqueToken } from '../http/opaque-token';
import { toEpochSeconds } from '../time/epoch-seconds';
import { toPublicUser } from '../users/user-view';

/** How far back `past=false` looks. */
export const RECENT_NOTIFICATION_DAYS = 7;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  actorId?: string | null;
  eventId?: string | null;
}

export async function notify(db: Database, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values(notification);
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
  const before = continuationToken ? decodeCursor(continuationToken) : null;
  const actor = alias(users, 'actor');
  const since = new Date(now.getTime() - RECENT_NOTIFICATION_DAYS * 86_400_000);
  const rows = await db
    .select({ notification: notifications, actor, event: { id: events.id, name: events.name } })
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(events, eq(events.id, notifications.eventId))
    .where(
      and(
        eq(notifications.userId, userId),
        before === null ? undefined : lt(notifications.id, before),
        past ? undefined : gte(notifications.createdAt, since),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasMoreItems = rows.length > limit && last !== undefined;
  return {
    notifications: page.map((r) => ({
      id: String(r.notification.id),
      kind: r.notification.kind,
      createdAt: toEpochSeconds(r.notification.createdAt),
      actor: r.actor ? toPublicUser(r.actor) : null,
      event: r.event && r.event.id !== null ? { id: r.event.id, name: r.event.name } : null,
    })),
    pagination: {
      continuationToken: hasMoreItems
        ? encodeOpaqueToken({ v: CURSOR_VERSION, id: last.notification.id })
        : null,
      hasMoreItems,
    },
  };
}

function decodeCursor(token: string): number {
  const fields = decodeOpaqueToken(token);
  const id = fields?.id;
  if (fields?.v !== CURSOR_VERSION || !Number.isSafeInteger(id) || (id as number) < 1) {
    throw invalidField('continuationToken', 'continuationToken is not one this list handed out');
  }
  return id as number;
}
