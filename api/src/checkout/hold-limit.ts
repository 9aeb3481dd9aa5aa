/**
 * How many unpaid tickets one person may hold at a time: of one ticket type, a quarter of its
 * capacity rounded up (at least one, at most the event-wide limit), and of the whole event
 * CHECKOUT_LIMITS.maxHeldTicketsPerPerson. A flat limit let one person hold every seat of an event
 * with ten; a share keeps most of a small event for others while a hold runs (10 minutes, or a
 * week for a request waiting for approval, which counts the same).
 */
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { CHECKOUT_LIMITS } from 'contract';
import type { Database } from '../db/database';
import { orderItems, orders } from '../db/schema-ticketing';
import { conflict } from '../http/api-error';
import { ordersBoughtAt } from './guest-rows';

/** Unpaid tickets of a type with `capacity` seats one person may hold. */
export function typeHoldLimit(capacity: number): number {
  const share = Math.ceil(capacity * CHECKOUT_LIMITS.maxHeldShareOfCapacity);
  return Math.min(CHECKOUT_LIMITS.maxHeldTicketsPerPerson, Math.max(1, share));
}

const plural = (n: number) => (n === 1 ? '' : 's');

export async function checkHoldLimit(
  tx: Database,
  eventId: string,
  buyerId: string,
  lines: { type: { id: string; name: string; capacity: number }; quantity: number }[],
  now: Date,
): Promise<void> {
  const rows = await tx
    .select({
      ticketTypeId: orderItems.ticketTypeId,
      held: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        ordersBoughtAt(eventId, buyerId),
        // Every unpaid state that takes stock (tickets/stock.ts): a checkout still open, and a
        // request waiting for approval (authorised, or free), which holds its seats up to a week.
        or(
          and(eq(orders.status, 'pending'), gt(orders.expiresAt, now)),
          eq(orders.status, 'awaiting_approval'),
        ),
      ),
    )
    .groupBy(orderItems.ticketTypeId);
  const heldOf = new Map(rows.map((r) => [r.ticketTypeId, Number(r.held)]));
  const held = rows.reduce((sum, r) => sum + Number(r.held), 0);
  const wanted = lines.reduce((sum, l) => sum + l.quantity, 0);
  const limit = CHECKOUT_LIMITS.maxHeldTicketsPerPerson;
  if (held + wanted > limit) {
    throw conflict(
      `You can hold at most ${limit} unpaid tickets for this event at a time (you hold ${held}); pay for them or let the hold run out first`,
      { reason: 'hold_limit' },
    );
  }
  for (const { type, quantity } of lines) {
    const typeLimit = typeHoldLimit(type.capacity);
    const typeHeld = heldOf.get(type.id) ?? 0;
    if (typeHeld + quantity > typeLimit) {
      throw conflict(
        `You can hold at most ${typeLimit} unpaid "${type.name}" ticket${plural(typeLimit)} at a time (you hold ${typeHeld}); pay for them or let the hold run out first`,
        { reason: 'hold_limit' },
      );
    }
  }
}
