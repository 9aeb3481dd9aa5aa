/**
 * Refund requests as the contract shows them, and the facts a request is decided on: what a guest
 * paid for an event and still has to get back, and whether the event's rule lets them ask now.
 */
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { EventRow } from '../db/schema';
import { passCheckIns } from '../db/schema-door';
import { refundRequests, type RefundRequestRow } from '../db/schema-refunds';
import { ledgerEntries, orders, passes, type OrderRow } from '../db/schema-ticketing';
import { isUuid } from '../db/uuid';
import { ordersBoughtAt, passesHeldAt } from '../checkout/guest-rows';
export { toRefundRequest } from '../door/refund-request-rows';

/** A person's latest request for an event (newest first), or null. */
export async function latestRequest(
  db: Database,
  eventId: string,
  userId: string,
): Promise<RefundRequestRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.eventId, eventId), eq(refundRequests.userId, userId)))
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(1);
  return row ?? null;
}

export interface OwedOrder {
  order: OrderRow;
  /** Charged and not refunded yet, in cents. */
  owedCents: number;
}

/** The person's completed paid orders for the event with money still to give back. */
export async function refundableOrders(
  db: Database,
  eventId: string,
  userId: string,
): Promise<OwedOrder[]> {
  const rows = await db
    .select({
      order: orders,
      owed: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} in ('charge', 'refund')), 0)::int`,
    })
    .from(orders)
    .innerJoin(ledgerEntries, eq(ledgerEntries.orderId, orders.id))
    .where(
      and(
        ordersBoughtAt(eventId, userId),
        eq(orders.status, 'completed'),
        ne(orders.provider, 'free'),
        isNotNull(orders.paymentReference),
      ),
    )
    .groupBy(orders.id)
    .orderBy(orders.id);
  return rows
    .map((row) => ({ order: row.order, owedCents: Number(row.owed) }))
    .filter((row) => row.owedCents > 0);
}

/** Whether any of the person's passes for the event was checked in at the door. */
async function checkedIn(db: Database, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passes.id })
    .from(passes)
    .innerJoin(passCheckIns, eq(passCheckIns.passId, passes.id))
    .where(passesHeldAt(eventId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Why the person cannot ask for a refund now, in words for them, or null when they can. The rule
 * is the event's: `none` never; `until` up to `refundsUntil`; `request` until the event starts.
 */
export async function cannotAskReason(
  db: Database,
  event: EventRow,
  userId: string,
  owed: readonly OwedOrder[],
  latest: RefundRequestRow | null,
  now: Date,
): Promise<{ reason: string; code: string } | null> {
  if (event.cancelledAt) {
    return {
      code: 'cancelled',
      reason: 'The hosts cancelled this event, so every paid ticket is refunded already',
    };
  }
  if (latest?.status === 'pending') {
    return { code: 'pending', reason: 'Your request is waiting for the hosts’ answer' };
  }
  if (latest?.status === 'declined') {
    return { code: 'declined', reason: 'The hosts declined your refund request' };
  }
  if (owed.length === 0) {
    return { code: 'nothing', reason: 'You have no paid tickets for this event to refund' };
  }
  if (event.refundPolicy === 'none') {
    return { code: 'no_refunds', reason: 'The hosts do not give refunds for this event' };
  }
  if (event.refundPolicy === 'until' && event.refundsUntil && now > event.refundsUntil) {
    return { code: 'too_late', reason: 'The last day to ask for a refund has passed' };
  }
  if (now >= event.startTime) {
    return { code: 'started', reason: 'Refunds can only be asked for before the event starts' };
  }
  if (await checkedIn(db, event.id, userId)) {
    return { code: 'checked_in', reason: 'Your ticket was checked in at the door' };
  }
  return null;
}
