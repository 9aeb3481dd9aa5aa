/** What the buyer already holds for an event, as checkout asks before it writes an order. */
import { and, inArray } from 'drizzle-orm';
import type { PassStatus } from 'contract';
import type { Database } from '../db/database';
import { passes } from '../db/schema-ticketing';
import { passesHeldAt } from './guest-rows';

/** Which of `statuses` the buyer's passes to the event have: one query for all of checkout's checks. */
export async function heldPassStatuses(
  tx: Database,
  eventId: string,
  buyerId: string,
  statuses: readonly PassStatus[],
): Promise<Set<PassStatus>> {
  const rows = await tx
    .selectDistinct({ status: passes.status })
    .from(passes)
    .where(and(passesHeldAt(eventId, buyerId), inArray(passes.status, [...statuses])));
  return new Set(rows.map((row) => row.status));
}
