/**
 * Creating, editing and deleting events. Each is one transaction: the event row and its ticket
 * types (ticketing's `saveTicketTypes`) are written together or not at all.
 */
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { events, type EventRow } from '../db/schema';
import { ledgerEntries, orderItems, orders, passes, ticketTypes } from '../db/schema-ticketing';
import { isForeignKeyViolation } from '../db/postgres-errors';
import { ApiError, conflict, forbidden, notFound } from '../http/api-error';
import { isUuid } from '../db/uuid';
import type { PaymentProvider } from '../payments/payment-provider';
import { HOST_PERMISSION_REFUSALS, levelAllows, type TicketTypeInput } from 'contract';
import { saveTicketTypes } from '../tickets/ticket-types';
import { toEpochSeconds } from '../time/epoch-seconds';
import type { EventInput, EventPatch } from 'contract';
import { normalizeEventInput } from './event-input';
import { lockEventRow, type EventLockMode } from './event-lock';
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
    const current = await lockEvent(tx, eventId, 'write');
    const level = await hostLevelOf(tx, eventId, userId);
    if (!level) throw forbidden('Only the organizers of this event can edit it');
    if (!levelAllows(level, 'edit_event')) throw forbidden(HOST_PERMISSION_REFUSALS.edit_event);
    if (current.cancelledAt) {
      throw conflict('This event was cancelled, so it can no longer be changed');
    }
    const values = normalizeEventInput(fields, {
      now,
      current: {
        startTime: toEpochSeconds(current.startTime),
        endTime: current.endTime ? toEpochSeconds(current.endTime) : null,
        refundPolicy: current.refundPolicy,
        refundsUntil: current.refundsUntil ? toEpochSeconds(current.refundsUntil) : null,
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
 *
 * Unpaid holds (a checkout someone opened and never paid) do not block it: first, outside any
 * transaction (a network call must not hold locks), each one's checkout is closed at the payment
 * provider, so it can no longer be paid, and its state read back; a checkout that was paid after
 * all blocks the deletion like any paid order. Then, under the event's lock, the holds that were
 * closed go with the event in the same transaction; a hold opened in between (not closed yet)
 * answers 409 "try again".
 */
export async function deleteEvent(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  eventId: string,
): Promise<void> {
  // Authorise before any effect: closing checkouts at the provider is the host's call alone.
  await assertHostOf(db, eventId, userId);
  const unpaid = await unpaidHolds(db, eventId);
  const closed = new Set<string>();
  for (const hold of unpaid) {
    if (hold.transactionId) {
      const status = await closeCheckout(provider, hold.transactionId, hold.providerAccountId);
      if (status.state === 'paid') throw paidConflict();
    }
    closed.add(hold.id);
  }
  await db
    .transaction(async (tx) => {
      const event = await lockEvent(tx, eventId, 'delete');
      if (event.hostId !== userId) throw forbidden(ONLY_THE_HOST);
      const [paid] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.eventId, eventId), not(isUnpaidHold), not(isFree)))
        .limit(1);
      if (paid) {
        throw event.cancelledAt
          ? conflict(
              'People paid for this cancelled event, so it stays on record and cannot be deleted',
            )
          : paidConflict();
      }
      const holds = await unpaidHolds(tx, eventId);
      if (holds.some((hold) => !closed.has(hold.id))) {
        throw conflict('Someone is getting a ticket for this event right now; try again shortly');
      }
      const eventOrders = tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.eventId, eventId));
      await tx.delete(passes).where(eq(passes.eventId, eventId));
      await tx.delete(orderItems).where(inArray(orderItems.orderId, eventOrders));
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

const ONLY_THE_HOST = 'Only the host can delete this event';

/** 404 for an unknown event, 403 unless `userId` hosts it. Reads only. */
async function assertHostOf(db: Database, eventId: string, userId: string): Promise<void> {
  const [event] = isUuid(eventId)
    ? await db.select({ hostId: events.hostId }).from(events).where(eq(events.id, eventId))
    : [];
  if (!event) throw notFound('Event not found');
  if (event.hostId !== userId) throw forbidden(ONLY_THE_HOST);
}

const paidConflict = () =>
  conflict(
    'Tickets have been paid for at this event, so it cannot be deleted. Cancel it instead: everyone who paid is refunded.',
  );

const hasLedger = sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.orderId} = ${orders.id})`;
const isFree = sql`(${orders.provider} = 'free' and ${orders.totalCents} = 0 and not ${hasLedger})`;
/** A paid checkout that never took money: still open, or cancelled or run out unpaid. */
const isUnpaidHold = sql`(${orders.provider} <> 'free' and ${orders.status} in ('pending', 'failed', 'expired') and ${orders.paymentReference} is null and not ${hasLedger})`;

const unpaidHolds = (db: Database, eventId: string) =>
  db
    .select({
      id: orders.id,
      transactionId: orders.transactionId,
      providerAccountId: orders.providerAccountId,
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), isUnpaidHold))
    .orderBy(asc(orders.id));

async function closeCheckout(
  provider: PaymentProvider,
  transactionId: string,
  accountId: string | null,
) {
  try {
    return await provider.expireCheckout(transactionId, accountId);
  } catch (error) {
    throw Object.assign(
      new ApiError(
        502,
        'internal',
        'The payment provider could not be reached, so the event was not deleted; please try again',
      ),
      { cause: error },
    );
  }
}

/** The event row, locked first (see event-lock.ts) for the rest of the transaction; else 404. */
async function lockEvent(tx: Database, eventId: string, mode: EventLockMode): Promise<EventRow> {
  const row = await lockEventRow(tx, eventId, mode);
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
