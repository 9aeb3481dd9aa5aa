/** The door's rule: only an event's organizers (its host and accepted co-hosts) see its guests. */
import type { Database } from '../db/database';
import { forbidden } from '../http/api-error';
import { assertEventExists } from '../events/event-social';
import { isOrganizer } from '../events/organizers';

export const ORGANIZERS_ONLY_MESSAGE = 'Only the hosts of this event can see its guests';

/** 404 for an unknown event, 403 for anyone who does not organize it. */
export async function assertOrganizer(
  db: Database,
  eventId: string,
  userId: string,
): Promise<void> {
  await assertEventExists(db, eventId);
  if (!(await isOrganizer(db, eventId, userId))) throw forbidden(ORGANIZERS_ONLY_MESSAGE);
}
