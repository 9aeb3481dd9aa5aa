/**
 * A completed free order of one ticket, its line and its valid pass, written without checkout:
 * what an RSVP leaves behind, for the demo seed and for a free guest an organizer lets back in.
 * The caller holds whatever locks its stock check needs; this only writes.
 */
import type { Database } from '../db/database';
import { orderItems, orders } from '../db/schema-ticketing';
import { issuePasses } from './pass-issuer';

export interface FreeTicket {
  eventId: string;
  buyerId: string;
  ticketTypeId: string;
  now: Date;
  /** What the order says to its buyer (`statusReason`), if anything. */
  statusReason?: string;
}

export async function issueFreeTicket(
  tx: Database,
  { eventId, buyerId, ticketTypeId, now, statusReason }: FreeTicket,
): Promise<void> {
  const [order] = await tx
    .insert(orders)
    .values({
      eventId,
      buyerId,
      status: 'completed',
      provider: 'free',
      subtotalCents: 0,
      feeCents: 0,
      totalCents: 0,
      completedAt: now,
      statusReason,
    })
    .returning({ id: orders.id });
  const item = { ticketTypeId, quantity: 1 };
  await tx
    .insert(orderItems)
    .values({ ...item, orderId: order!.id, unitPriceCents: 0, unitFeeCents: 0 });
  await issuePasses(tx, { id: order!.id, eventId, buyerId }, [item]);
}
