/**
 * Ticket types of an event: the interface the events code (engineer A) uses inside its own
 * create/update transaction, and the view it puts on `event.ticketTypes`.
 *
 * Rules (docs/contracts.md, "Ticketing"):
 * - `inputs` is the full wanted list: an input with an `id` updates that type, one without creates a
 *   type, an existing type missing from the list is removed.
 * - A `simpleRsvp` event sells free types only; given no inputs it keeps what it has, or gets one
 *   free "RSVP" type of DEFAULT_RSVP_CAPACITY. A `ticketed` event needs at least one type.
 * - Refused with 409: removing a type that has orders, lowering capacity below what is taken,
 *   changing the price of a type with sales.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  TICKET_LIMITS,
  type TicketTypeInput,
  type TicketTypeStatus,
  type TicketTypeView,
} from 'contract';
import type { Database } from '../db/database';
import type { EventType } from '../db/schema';
import { orderItems, ticketTypes, type TicketTypeRow } from '../db/schema-ticketing';
import { conflict, invalidField } from '../http/api-error';
import { toEpochSeconds } from '../time/epoch-seconds';
import { takenByTicketType } from './stock';

export const DEFAULT_RSVP_CAPACITY = TICKET_LIMITS.defaultRsvpCapacity;
export const MAX_TICKET_TYPES_PER_EVENT = TICKET_LIMITS.maxTypesPerEvent;

export function ticketTypeStatus(
  row: TicketTypeRow,
  remaining: number,
  now: Date,
): TicketTypeStatus {
  if (row.salesEnd && now >= row.salesEnd) return 'ended';
  if (row.salesStart && now < row.salesStart) return 'notStarted';
  return remaining <= 0 ? 'soldOut' : 'onSale';
}

export function toTicketTypeView(row: TicketTypeRow, taken: number, now: Date): TicketTypeView {
  const remaining = Math.max(0, row.capacity - taken);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    capacity: row.capacity,
    remaining,
    salesStart: row.salesStart ? toEpochSeconds(row.salesStart) : null,
    salesEnd: row.salesEnd ? toEpochSeconds(row.salesEnd) : null,
    maxPerOrder: row.maxPerOrder,
    requiresApproval: row.requiresApproval,
    status: ticketTypeStatus(row, remaining, now),
  };
}

/** The ticket types of each event, in display order (events without types map to `[]`). */
export async function ticketTypesForEvents(
  db: Database,
  eventIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, TicketTypeView[]>> {
  const result = new Map<string, TicketTypeView[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return result;
  const rows = await db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.eventId, [...eventIds]))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt), asc(ticketTypes.id));
  const taken = await takenByTicketType(
    db,
    rows.map((r) => r.id),
    now,
  );
  for (const row of rows) {
    result.get(row.eventId)?.push(toTicketTypeView(row, taken.get(row.id) ?? 0, now));
  }
  return result;
}

const toDate = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

function checkInputs(inputs: readonly TicketTypeInput[], eventType: EventType): void {
  if (inputs.length > MAX_TICKET_TYPES_PER_EVENT) {
    throw invalidField(
      'ticketTypes',
      `An event can have at most ${MAX_TICKET_TYPES_PER_EVENT} ticket types`,
    );
  }
  if (eventType === 'ticketed' && inputs.length === 0) {
    throw invalidField('ticketTypes', 'A ticketed event needs at least one ticket type');
  }
  const ids = new Set<string>();
  inputs.forEach((input, i) => {
    const field = `ticketTypes.${i}`;
    if (eventType === 'simpleRsvp' && input.priceCents > 0) {
      throw invalidField(
        `${field}.priceCents`,
        'A free RSVP event cannot sell paid tickets; make it a ticketed event',
      );
    }
    if (input.salesStart != null && input.salesEnd != null && input.salesEnd <= input.salesStart) {
      throw invalidField(`${field}.salesEnd`, 'Ticket sales must close after they open');
    }
    if (input.id) {
      if (ids.has(input.id)) throw invalidField(`${field}.id`, 'A ticket type is listed twice');
      ids.add(input.id);
    }
  });
}

/**
 * Makes the event's ticket types match `inputs`. Call inside the transaction that creates or
 * updates the event. Locks the event's ticket type rows, so a checkout cannot sell between the
 * checks below and the writes.
 */
export async function saveTicketTypes(
  tx: Database,
  eventId: string,
  inputs: readonly TicketTypeInput[],
  eventType: EventType,
  now: Date = new Date(),
): Promise<void> {
  checkInputs(inputs, eventType);
  const existing = await tx
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.id))
    .for('update');

  if (eventType === 'simpleRsvp' && inputs.length === 0) {
    if (existing.some((row) => row.priceCents > 0)) {
      throw invalidField(
        'ticketTypes',
        'A free RSVP event cannot keep paid ticket types; list free types or keep it ticketed',
      );
    }
    if (existing.length > 0) return;
    await tx.insert(ticketTypes).values({
      eventId,
      name: 'RSVP',
      priceCents: 0,
      capacity: DEFAULT_RSVP_CAPACITY,
      maxPerOrder: 1,
    });
    return;
  }

  const byId = new Map(existing.map((row) => [row.id, row]));
  const taken = await takenByTicketType(tx, [...byId.keys()], now);
  const kept = new Set(inputs.flatMap((input) => (input.id ? [input.id] : [])));
  for (const id of kept) {
    if (!byId.has(id))
      throw invalidField('ticketTypes', `Ticket type ${id} is not one of this event's types`);
  }

  const removed = existing.filter((row) => !kept.has(row.id));
  if (removed.length > 0) {
    const withOrders = await tx
      .selectDistinct({ id: orderItems.ticketTypeId })
      .from(orderItems)
      .where(
        inArray(
          orderItems.ticketTypeId,
          removed.map((r) => r.id),
        ),
      );
    const blocked = removed.find((row) => withOrders.some((o) => o.id === row.id));
    if (blocked) {
      throw conflict(
        `Ticket type "${blocked.name}" has orders and cannot be removed; lower its capacity to stop sales instead`,
      );
    }
    await tx.delete(ticketTypes).where(
      and(
        eq(ticketTypes.eventId, eventId),
        inArray(
          ticketTypes.id,
          removed.map((r) => r.id),
        ),
      ),
    );
  }

  for (const [position, input] of inputs.entries()) {
    const values = {
      name: input.name,
      description: input.description ?? null,
      priceCents: input.priceCents,
      capacity: input.capacity,
      salesStart: toDate(input.salesStart),
      salesEnd: toDate(input.salesEnd),
      maxPerOrder: input.maxPerOrder,
      requiresApproval: input.requiresApproval ?? false,
      position,
    };
    const current = input.id ? byId.get(input.id) : undefined;
    if (!current) {
      await tx.insert(ticketTypes).values({ eventId, ...values });
      continue;
    }
    const sold = taken.get(current.id) ?? 0;
    if (input.capacity < sold) {
      throw conflict(
        `Ticket type "${current.name}" already has ${sold} taken; its capacity cannot go below that`,
      );
    }
    if (input.priceCents !== current.priceCents && sold > 0) {
      throw conflict(`Ticket type "${current.name}" has sales; its price cannot change`);
    }
    await tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, current.id));
  }
}
