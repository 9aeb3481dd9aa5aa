/** Who organizes an event: its host, and co-hosts who accepted an invitation. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { eventOrganizers, events } from '../db/schema';

export async function isOrganizer(db: Database, eventId: string, userId: string): Promise<boolean> {
  const [event] = await db
    .select({ hostId: events.hostId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return false;
  if (event.hostId === userId) return true;
  const [cohost] = await db
    .select({ userId: eventOrganizers.userId })
    .from(eventOrganizers)
    .where(
      and(
        eq(eventOrganizers.eventId, eventId),
        eq(eventOrganizers.userId, userId),
        eq(eventOrganizers.status, 'accepted'),
      ),
    );
  return Boolean(cohost);
}
