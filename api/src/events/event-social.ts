/** Likes and the deduplicated view/share counts of an event. */
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { eventLikes, eventMetricMarks, events, type MetricKind } from '../db/schema';
import { isUuid } from '../db/uuid';
import { notFound } from '../http/api-error';

export async function assertEventExists(db: Database, eventId: string): Promise<void> {
  if (!isUuid(eventId)) throw notFound('Event not found');
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!row) throw notFound('Event not found');
}

export async function setLike(
  db: Database,
  eventId: string,
  userId: string,
  liked: boolean,
): Promise<{ isLiked: boolean; numLikes: number }> {
  await assertEventExists(db, eventId);
  if (liked) {
    await db.insert(eventLikes).values({ eventId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(eventLikes)
      .where(and(eq(eventLikes.eventId, eventId), eq(eventLikes.userId, userId)));
  }
  const [row] = await db
    .select({ n: count() })
    .from(eventLikes)
    .where(eq(eventLikes.eventId, eventId));
  return { isLiked: liked, numLikes: Number(row?.n ?? 0) };
}

/**
 * Who is counting: a signed-in person by their sign-in id; an anonymous client by a hash of its
 * address (never stored in the clear). The address is `request.ip`, which believes
 * X-Forwarded-For only from the proxies `trustProxy` names, and the User-Agent plays no part: a
 * client cannot become a new viewer by changing either. Each viewer counts once per UTC day and
 * kind.
 */
export function viewerKey(signInId: string | null, client: { ip: string }): string {
  if (signInId) return `u:${signInId}`;
  const digest = createHash('sha256').update(client.ip).digest('base64url');
  return `a:${digest.slice(0, 22)}`;
}

export async function recordMetric(
  db: Database,
  { eventId, kind, viewer, now }: { eventId: string; kind: MetricKind; viewer: string; now: Date },
): Promise<{ counted: boolean; count: number }> {
  await assertEventExists(db, eventId);
  const inserted = await db
    .insert(eventMetricMarks)
    .values({ eventId, kind, viewerKey: viewer, day: now.toISOString().slice(0, 10) })
    .onConflictDoNothing()
    .returning({ eventId: eventMetricMarks.eventId });
  const [row] = await db
    .select({ n: count() })
    .from(eventMetricMarks)
    .where(and(eq(eventMetricMarks.eventId, eventId), eq(eventMetricMarks.kind, kind)));
  return { counted: inserted.length > 0, count: Number(row?.n ?? 0) };
}
