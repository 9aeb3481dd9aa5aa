/** Who organizes an event: its host, and co-hosts who accepted an invitation, each at a level. */
import type { HostLevel } from 'contract';
import type { Database } from '../db/database';
import { eventLevelOf } from '../http/event-level';

/** The caller's level for the event: 'host', an accepted co-host's privilege, or null. */
export async function hostLevelOf(
  db: Database,
  eventId: string,
  userId: string,
): Promise<HostLevel | null> {
  return (await eventLevelOf(db, eventId, userId)) ?? null;
}

export async function isOrganizer(db: Database, eventId: string, userId: string): Promise<boolean> {
  return (await hostLevelOf(db, eventId, userId)) !== null;
}
