/** Ticket types (through ticketing's saveTicketTypes) and free RSVP passes of the demo events. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { EventType } from '../db/schema';
import { ticketTypes } from '../db/schema-ticketing';
import { issueFreeTicket } from '../checkout/free-ticket';
import { saveTicketTypes } from '../tickets/ticket-types';
import { DEMO_GUESTS } from './demo-guests';
import { demoUserIds } from './demo-people';
import { DEMO_TICKET_PLANS } from './demo-tickets';

export async function seedTickets(
  tx: Database,
  seededEvents: readonly { id: string; type: EventType }[],
  now: Date,
): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const guestIdByKey = await demoUserIds(tx, DEMO_GUESTS);

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
      // A completed free order of one ticket, and its pass: what a real RSVP leaves behind.
      await issueFreeTicket(tx, { eventId: event.id, buyerId, ticketTypeId: free.id, now });
    }
  }
}
