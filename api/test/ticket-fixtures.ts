/**
 * Writes orders and passes straight into ticketing's tables, for tests of the events side
 * (going counts, deletion rules, "my events") that should not depend on running a checkout.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { orderItems, orders, passes, ticketTypes } from '../src/db/schema-ticketing';

export async function giveTicket(
  db: Database,
  { eventId, holderId, priceCents = 0 }: { eventId: string; holderId: string; priceCents?: number },
): Promise<{ orderId: string; passId: string }> {
  const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
  if (!type) throw new Error(`Event ${eventId} has no ticket type`);
  const [order] = await db
    .insert(orders)
    .values({
      eventId,
      buyerId: holderId,
      status: 'completed',
      provider: priceCents > 0 ? 'sandbox' : 'free',
      subtotalCents: priceCents,
      feeCents: 0,
      totalCents: priceCents,
      completedAt: new Date(),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id,
    ticketTypeId: type.id,
    quantity: 1,
    unitPriceCents: priceCents,
    unitFeeCents: 0,
  });
  const [pass] = await db
    .insert(passes)
    .values({
      orderId: order!.id,
      eventId,
      ticketTypeId: type.id,
      holderId,
      qrToken: randomBytes(32).toString('base64url'),
    })
    .returning({ id: passes.id });
  return { orderId: order!.id, passId: pass!.id };
}
