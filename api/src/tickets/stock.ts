/**
 * What a ticket type has taken: tickets in completed orders and in requests awaiting approval, plus
 * tickets held by pending orders whose hold has not expired at `now`. Read it while the ticket type rows are locked (checkout,
 * saveTicketTypes) when the answer decides a write.
 */
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderItems, orders } from '../db/schema-ticketing';

/**
 * The taken count of each of `ticketTypeIds` with at least one ticket taken, as a query: awaited
 * by `takenByTicketType`, or joined as a subquery where a count must come in the same round trip.
 */
export function takenQuery(
  db: Database,
  ticketTypeIds: readonly string[],
  now: Date,
  /** An order whose own hold must not count (completing a late payment re-checks stock without it). */
  excludeOrderId?: string,
) {
  return db
    .select({
      ticketTypeId: orderItems.ticketTypeId,
      quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`.as('quantity'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.ticketTypeId, [...ticketTypeIds]),
        or(
          eq(orders.status, 'completed'),
          eq(orders.status, 'awaiting_approval'),
          and(eq(orders.status, 'pending'), gt(orders.expiresAt, now)),
        ),
        excludeOrderId ? sql`${orders.id} <> ${excludeOrderId}` : undefined,
      ),
    )
    .groupBy(orderItems.ticketTypeId);
}

export async function takenByTicketType(
  db: Database,
  ticketTypeIds: readonly string[],
  now: Date,
  excludeOrderId?: string,
): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  if (ticketTypeIds.length === 0) return taken;
  const rows = await takenQuery(db, ticketTypeIds, now, excludeOrderId);
  for (const row of rows) taken.set(row.ticketTypeId, Number(row.quantity));
  return taken;
}
