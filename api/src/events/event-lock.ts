/**
 * The one lock order for every transaction that writes an event, its ticket types, its orders or
 * its passes (checkout, payment transitions, organizer actions, leaving, editing, deleting):
 *
 *   1. the event row, first, before anything else of that event;
 *   2. then order rows;
 *   3. then ticket type rows, in id order;
 *   4. then passes.
 *
 * Taking the event first is what keeps PostgreSQL from deadlocking: an order insert takes a
 * key-share lock on its event (the foreign key), so a checkout that locked ticket types before the
 * event met an edit or a delete that locked the event before the ticket types. Now both wait on the
 * event row and run one after the other. Writers take `FOR NO KEY UPDATE` (it does not block the
 * key-share locks of unrelated inserts such as likes or chat messages); deleting takes
 * `FOR UPDATE`, which waits for every writer and makes writers that come after it find no event.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { events, type EventRow } from '../db/schema';
import { isUuid } from '../db/uuid';

export type EventLockMode = 'write' | 'delete';

/** The event row, locked for the rest of the transaction; null when there is none. */
export async function lockEventRow(
  tx: Database,
  eventId: string,
  mode: EventLockMode = 'write',
): Promise<EventRow | null> {
  if (!isUuid(eventId)) return null;
  const query = tx.select().from(events).where(eq(events.id, eventId));
  const [row] = await (mode === 'delete' ? query.for('update') : query.for('no key update'));
  return row ?? null;
}
