/**
 * A person's level on an event, read in one query: the host, an accepted co-host's privilege, or
 * none. The route layer's event guard (`event-permission-guard.ts`) and the events domain
 * (`events/organizers.ts`) both ask it, so it sits on the bottom floor, beside the guard.
 */
import { and, eq } from 'drizzle-orm';
import type { HostLevel } from 'contract';
import type { Database } from '../db/database';
import { eventOrganizers, events } from '../db/schema';

/** `userId`'s level on `eventId`: 'host', a co-host's privilege, null, or undefined (no event). */
export async function eventLevelOf(
  db: Database,
  eventId: string,
  userId: string,
): Promise<HostLevel | null | undefined> {
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
  if (!row) return undefined;
  if (row.hostId === userId) return 'host';
  return row.privilege;
}
