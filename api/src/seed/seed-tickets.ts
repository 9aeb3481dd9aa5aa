/** Ticket types (through ticketing's saveTicketTypes) and free RSVP passes of the demo events. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users, type EventType } from '../db/schema';
import { orderItems, orders, ticketTypes } from '../db/schema-ticketing';
import { issuePasses } from '../checkout/pass-issuer';
import { saveTicketTypes } from '../tickets/ticket-types';
import { DEMO_GUESTS } from './demo-guests';
import { DEMO_TICKET_PLANS } from './demo-tickets';

export async function seedTickets(
  tx: Database,
  seededEvents: readonly { id: string; type: EventType }[],
  now: Date,
): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const guestRows = await tx
    .select({ id: users.id, firebaseUid: users.firebaseUid })
    .from(users)
    .where(
      inArray(
        users.firebaseUid,
        DEMO_GUESTS.map((g) => g.firebaseUid),
      ),
    );
  const guestIdByKey = new Map(
    DEMO_GUESTS.flatMap((g) => {
      const row = guestRows.find((r) => r.firebaseUid === g.firebaseUid);
      return row ? [[g.key, row.id] as const] : [];
    }),
  );

  for (const event of seededEvents) {
    const plan = DEMO_TICKET_PLANS[event.id] ?? {};
    await saveTicketTypes(tx, event.id, plan.types?.(nowSeconds) ?? [], event.type, now);
    if (!plan.going?.length) continue;
    const [free] = await tx
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id))
      .limit(1);
    if (!free || free.priceCents !== 0) {
      throw new Error(`Demo event ${event.id} has RSVPs but no free ticket type`);
    }
    for (const key of plan.going) {
      const buyerId = guestIdByKey.get(key);
      if (!buyerId) throw new Error(`Demo guest ${key} is missing`);
      await rsvp(tx, { eventId: event.id, buyerId, ticketTypeId: free.id, now });
    }
  }
}

/** A completed free order of one ticket, and its pass: what a real RSVP leaves behind. */
async function rsvp(
  tx: Database,
  {
    eventId,
    buyerId,
    ticketTypeId,
    now,
  }: {
    eventId: string;
    buyerId: string;
    ticketTypeId: string;
    now: Date;
  },
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
    })
    .returning({ id: orders.id });
  const items = [{ ticketTypeId, quantity: 1 }];
  await tx
    .insert(orderItems)
    .values(items.map((i) => ({ ...i, orderId: order!.id, unitPriceCents: 0, unitFeeCents: 0 })));
  await issuePasses(tx, { id: order!.id, eventId, buyerId }, items);
}
