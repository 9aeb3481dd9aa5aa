/**
 * `POST /events/hosts/readmit`: lets a denied or removed guest back in, so a mis-tap at the door
 * is not permanent. Their refused passes become `cancelled` (they stay dead, and no longer turn
 * the guest away at checkout); a free guest gets a new free order with a valid pass for the same
 * ticket type at once (the organizer's word admits them: no approval wait), if a seat is left; a
 * paid guest pays again through checkout (nothing is charged here, so no provider call).
 * One transaction under the event's row lock, then the ticket type's (event-lock.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { issueFreeTicket } from '../checkout/free-ticket';
import { orderItems, orders, passes, ticketTypes } from '../db/schema-ticketing';
import { lockEventRow } from '../events/event-lock';
import { conflict, notFound } from '../http/api-error';
import { takenByTicketType } from '../tickets/stock';
import {
  answer,
  guestWithRequest,
  notifyGuestIfMoved,
  standing,
  type GuestAction,
} from './guest-action-steps';
import { passesHeldAt } from '../checkout/guest-rows';

const TURNED_AWAY = ['denied', 'removed'] as const;

export const readmitGuest: GuestAction = async (deps, callerId, input) => {
  const { db, clock } = deps;
  const guest = await guestWithRequest(deps, callerId, input);
  const turned = guest.passes.filter((p) => (TURNED_AWAY as readonly string[]).includes(p.status));
  if (turned.length === 0) {
    const status = standing(guest.passes);
    if (status === 'going') return answer(db, input, 0, 'This guest is already in');
    throw conflict('This guest was neither denied nor removed');
  }
  const now = clock();
  const result = await db.transaction(async (tx) => {
    const event = await lockEventRow(tx, input.eventId, 'write');
    if (!event) throw notFound('Event not found');
    if (event.cancelledAt) throw conflict('This event was cancelled, so nobody can be let in');
    const refused = await tx
      .select({ pass: passes, order: orders })
      .from(passes)
      .innerJoin(orders, eq(orders.id, passes.orderId))
      .where(
        and(passesHeldAt(input.eventId, input.userId), inArray(passes.status, [...TURNED_AWAY])),
      )
      .orderBy(asc(passes.createdAt), asc(passes.id));
    if (refused.length === 0) return { moved: 0, issued: false, free: false };
    // A free guest's last refused order says which ticket type to give back.
    const freeOrder = refused.filter((r) => r.order.provider === 'free').at(-1)?.order;
    let issued = false;
    if (freeOrder) {
      const [item] = await tx
        .select({ ticketTypeId: orderItems.ticketTypeId })
        .from(orderItems)
        .where(eq(orderItems.orderId, freeOrder.id))
        .orderBy(asc(orderItems.ticketTypeId))
        .limit(1);
      const [type] = item
        ? await tx
            .select()
            .from(ticketTypes)
            .where(eq(ticketTypes.id, item.ticketTypeId))
            .for('update')
        : [];
      // Still free (a type whose price changed since is bought again, like any paid ticket).
      if (item && type && type.priceCents === 0) {
        const taken = (await takenByTicketType(tx, [item.ticketTypeId], now)).get(
          item.ticketTypeId,
        );
        if (type.capacity - (taken ?? 0) < 1) {
          throw conflict(`"${type.name}" has no seat left; raise its capacity first`, {
            reason: 'sold_out',
          });
        }
        await issueFreeTicket(tx, {
          eventId: input.eventId,
          buyerId: input.userId,
          ticketTypeId: item.ticketTypeId,
          now,
          statusReason: 'The hosts let you back in',
        });
        issued = true;
      }
    }
    const moved = await tx
      .update(passes)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          passes.id,
          refused.map((r) => r.pass.id),
        ),
      )
      .returning({ id: passes.id });
    await notifyGuestIfMoved(tx, moved.length, 'guest_readmitted', callerId, input);
    return { moved: moved.length + (issued ? 1 : 0), issued, free: freeOrder !== undefined };
  });
  if (result.moved === 0) return answer(db, input, 0, 'This guest is already in');
  return answer(
    db,
    input,
    result.moved,
    result.issued ? 'Let back in with a new pass' : 'Let back in: they can buy a ticket again',
  );
};
