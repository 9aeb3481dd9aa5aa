/**
 * Creating, editing and deleting events. Each is one transaction: the event row and its ticket
 * types (ticketing's `saveTicketTypes`) are written together or not at all.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { events, type EventRow } from '../db/schema';
import { ledgerEntries, orderItems, orders, passes, ticketTypes } from '../db/schema-ticketing';
import { isForeignKeyViolation } from '../db/postgres-errors';
import { isUuid } from '../db/uuid';
import { conflict, forbidden, notFound } from '../http/api-error';
import { HOST_PERMISSION_REFUSALS, levelAllows, type TicketTypeInput } from 'shared-api/contract';
import { saveTicketTypes } from '../tickets/ticket-types';
import { toEpochSeconds } from '../time/epoch-seconds';
import type { EventInput, EventPatch } from 'shared-api/contract';
import { normalizeEventInput } from './event-input';
import { hostLevelOf } from './organizers';

export async function createEvent(
  db: Database,
  hostId: string,
  input: EventInput,
  now: Date,
): Promise<string> {
  const values = normalizeEventInput(input, { now, current: null });
  const type = input.type ?? 'simpleRsvp';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        ...values,
        name: values.name!,
        startTime: values.startTime!,
        timeZone: values.timeZone!,
        type,
        hostId,
      })
      .returning({ id: events.id });
    await saveTicketTypes(tx, row!.id, input.ticketTypes ?? [], type, now);
    return row!.id;
  });
}

export async function updateEvent(
  db: Database,
  userId: string,
  patch: EventPatch,
  now: Date,
): Promise<void> {
  const { eventId, ticketTypes: ticketInputs, ...fields } = patch;
  await db.transaction(async (tx) => {
    const current = await lockEvent(tx, eventId);
    const level = await hostLevelOf(tx, eventId, userId);
    if (!level) throw forbidden('Only the organizers of this event can edit it');
    if (!levelAllows(level, 'edit_event')) throw forbidden(HOST_PERMISSION_REFUSALS.edit_event);
    const values = normalizeEventInput(fields, {
      now,
      current: {
        startTime: toEpochSeconds(current.startTime),
        endTime: current.endTime ? toEpochSeconds(current.endTime) : null,
      },
    });
    if (Object.keys(values).length > 0) {
      await tx.update(events).set(values).where(eq(events.id, eventId));
    }
    const type = values.type ?? current.type;
    if (ticketInputs !== undefined || type !== current.type) {
      // A type change alone re-checks the types the event already has against the new type.
      const inputs = ticketInputs ?? (await currentTicketInputs(tx, eventId));
      await saveTicketTypes(tx, eventId, inputs, type, now);
    }
  });
}

/**
 * Deletes an event no money has touched. An event with any paid order (in any state: a late payment
 * for an expired hold must still find its order to be refunded) or any ledger entry is refused with
 * a 409; free RSVPs go with the event.
 */
export async function deleteEvent(db: Database, userId: string, eventId: string): Promise<void> {
  await db
    .transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (event.hostId !== userId) throw forbidden('Only the host can delete this event');
      const [paid] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.eventId, eventId),
            sql`(${orders.provider} <> 'free' or ${orders.totalCents} > 0 or exists (select 1 from ${ledgerEntries} where ${ledgerEntries.orderId} = ${orders.id}))`,
          ),
        )
        .limit(1);
      if (paid) {
        throw conflict(
          'Tickets have been paid for at this event, so it cannot be deleted. Edit it instead, or contact support to cancel it with refunds.',
        );
      }
      const freeOrders = tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.eventId, eventId));
      await tx.delete(passes).where(eq(passes.eventId, eventId));
      await tx.delete(orderItems).where(inArray(orderItems.orderId, freeOrders));
      await tx.delete(orders).where(eq(orders.eventId, eventId));
      await tx.delete(events).where(eq(events.id, eventId));
    })
    .catch((error: unknown) => {
      // A checkout that started after the check above now refers to the event: keep it.
      if (isForeignKeyViolation(error)) {
        throw conflict('Someone is getting a ticket for this event right now; try again shortly');
      }
      throw error;
    });
}

/** The event row, locked for the rest of the transaction; 404 when there is none. */
async function lockEvent(tx: Database, eventId: string): Promise<EventRow> {
  if (!isUuid(eventId)) throw notFound('Event not found');
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!row) throw notFound('Event not found');
  return row;
}

async function currentTicketInputs(tx: Database, eventId: string): Promise<TicketTypeInput[]> {
  const rows = await tx
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    capacity: row.capacity,
    salesStart: row.salesStart ? toEpochSeconds(row.salesStart) : null,
    salesEnd: row.salesEnd ? toEpochSeconds(row.salesEnd) : null,
    maxPerOrder: row.maxPerOrder,
    requiresApproval: row.requiresApproval,
  }));
}
