/** Who organizes an event: its host, and co-hosts who accepted an invitation, each at a level. */
import { and, eq } from 'drizzle-orm';
import type { HostLevel } from 'contract';
import type { Database } from '../db/database';
import { eventOrganizers, events } from '../db/schema';

/** The caller's level for the event: 'host', an accepted co-host's privilege, or null. */
export async function hostLevelOf(
  db: Database,
  eventId: string,
  userId: string,
): Promise<HostLevel | null> {
  const [row] = await db
    .select({ hostId: events.hostId, privilege: eventOrganizers.privilege })
    .from(events)
    .leftJoin(
      eventOrganizers,
      and(
        eq(eventOrganizers.eventId, events.id),
        eq(eventOrganizers.userId, userId),
        eq(eventOrganizers.status, 'accepted'),
      ),
    )
    .where(eq(events.id, eventId));
  if (!row) return null;
  if (row.hostId === userId) return 'host';
  return row.privilege;
}

export async function isOrganizer(db: Database, eventId: string, userId: string): Promise<boolean> {
  return (await hostLevelOf(db, eventId, userId)) !== null;
}
