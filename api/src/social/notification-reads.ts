/**
 * Which notifications a person has read: the nav badge's count and "mark read" (opening Activity).
 *
 * Read is a mark on each row (`read_at`), not one "read up to" id per person, because ids are
 * handed out when a notification is written but become visible when its transaction commits: a
 * notification with a smaller id can appear after a larger one. A per-person "up to id" would call
 * it read although nobody saw it; marking the rows that are there when the mark runs leaves it
 * unread. A chat's notification that a new message moves to the top is unread again
 * (`notifyChatMessage`).
 */
import { and, count, eq, inArray, isNull, lte } from 'drizzle-orm';
import { PAGE_LIMITS } from 'contract';
import type { Database } from '../db/database';
import { notifications } from '../db/schema-social';

/** The badge shows "99+" above 99, so counting further would only cost time. */
export const UNREAD_COUNT_CAP = PAGE_LIMITS.notificationsMax;

const unreadOf = (userId: string) =>
  and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** How many of `userId`'s notifications wait unread, up to `UNREAD_COUNT_CAP`. */
export async function unreadNotificationCount(db: Database, userId: string): Promise<number> {
  const unread = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(unreadOf(userId))
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const [row] = await db.select({ count: count() }).from(unread);
  return row?.count ?? 0;
}

/**
 * Marks `userId`'s unread notifications read: all of them, or those up to `upToId` (the newest
 * the client showed, so one written after that stays unread). Answers how many still wait.
 *
 * Idempotent: a read row is not touched again. Rows another transaction holds are skipped rather
 * than waited for (`skip locked`): a mark never waits on, nor deadlocks with, a chat message moving
 * its notification (which makes it unread anyway); a row skipped that way stays unread until the
 * next mark, which errs on the side of showing it.
 */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  upToId: number | null,
  now: Date,
): Promise<number> {
  const toMark = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(unreadOf(userId), upToId === null ? undefined : lte(notifications.id, upToId)))
    .for('update', { skipLocked: true });
  await db.update(notifications).set({ readAt: now }).where(inArray(notifications.id, toMark));
  return unreadNotificationCount(db, userId);
}
