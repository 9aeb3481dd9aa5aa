/**
 * How far an event's cancellation has gone (`EventCancellation`): the orders it has to settle, how
 * many are settled, and what they were refunded. Read by the cancel call and the dashboard.
 */
import { eq, sql } from 'drizzle-orm';
import type { EventCancellation } from 'contract';
import type { Database } from '../db/database';
import { events } from '../db/schema';
import { cancellationOrders } from '../db/schema-refunds';
import { ledgerEntries } from '../db/schema-ticketing';
import { toEpochSeconds } from '../time/epoch-seconds';

/** Null when the event is not cancelled (or does not exist). */
export async function cancellationProgress(
  db: Database,
  eventId: string,
): Promise<EventCancellation | null> {
  const [event] = await db
    .select({ cancelledAt: events.cancelledAt, message: events.cancellationMessage })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event?.cancelledAt) return null;
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      settled: sql<number>`count(${cancellationOrders.settledAt})::int`,
      refunded: sql<number>`coalesce((select -sum(${ledgerEntries.amountCents}) from ${ledgerEntries} where ${ledgerEntries.kind} = 'refund' and ${ledgerEntries.orderId} in (select ${cancellationOrders.orderId} from ${cancellationOrders} where ${cancellationOrders.eventId} = ${eventId})), 0)::int`,
    })
    .from(cancellationOrders)
    .where(eq(cancellationOrders.eventId, eventId));
  return {
    eventId,
    cancelledAt: toEpochSeconds(event.cancelledAt),
    message: event.message ?? '',
    orders: Number(row?.orders ?? 0),
    settledOrders: Number(row?.settled ?? 0),
    refundedCents: Number(row?.refunded ?? 0),
  };
}
