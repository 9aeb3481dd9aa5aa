/** What the buyer already holds for an event, as checkout asks before it writes an order. */
import { and, inArray } from 'drizzle-orm';
import type { PassStatus } from 'contract';
import type { Database } from '../db/database';
import { passes } from '../db/schema-ticketing';
import { passesHeldAt } from './guest-rows';

/** The status of one of the buyer's passes to the event that is in `statuses`, if any. */
export async function passStatusIn(
  tx: Database,
  eventId: string,
  buyerId: string,
  statuses: PassStatus[],
): Promise<PassStatus | undefined> {
  const [found] = await tx
    .select({ status: passes.status })
    .from(passes)
    .where(and(passesHeldAt(eventId, buyerId), inArray(passes.status, statuses)))
    .limit(1);
  return found?.status;
}
