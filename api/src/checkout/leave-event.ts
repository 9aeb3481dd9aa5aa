/**
 * DELETE /events/leave: the caller gives up their free RSVP. Their valid passes are cancelled and
 * their free orders marked cancelled, which releases the seats (stock counts completed orders
 * only). Paid passes are not refunded here: refunds go through the host (409).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, passes } from '../db/schema-ticketing';
import { isUuid } from '../db/uuid';
import { conflict, notFound } from '../http/api-error';
import { lockEventRow } from '../events/event-lock';
import { cancelFreePasses } from './cancel-free-passes';
import { passesHeldAt } from './guest-rows';

export async function leaveEvent(
  db: Database,
  userId: string,
  eventId: string,
  now: Date,
): Promise<{ cancelledPasses: number }> {
  if (!isUuid(eventId)) throw notFound('You have no pass for this event');
  return db.transaction(async (tx) => {
    // The event row first (the lock order of events/event-lock.ts), then the passes and orders.
    await lockEventRow(tx, eventId, 'write');
    const held = await tx
      .select({ pass: passes, provider: orders.provider })
      .from(passes)
      .innerJoin(orders, eq(orders.id, passes.orderId))
      .where(and(passesHeldAt(eventId, userId), eq(passes.status, 'valid')))
      .for('update');
    if (held.length === 0) throw notFound('You have no pass for this event');
    if (held.some((h) => h.provider !== 'free')) {
      throw conflict("Paid tickets can't be cancelled here; ask the host for a refund", {
        reason: 'paid_ticket',
      });
    }
    await cancelFreePasses(
      tx,
      held.map((h) => h.pass),
      'You left this event',
      now,
    );
    return { cancelledPasses: held.length };
  });
}
