/** The caller's own tickets: one pass, the events they hold passes for, and their receipts. */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { events } from '../db/schema';
import { ledgerEntries, orders, passes, ticketTypes } from '../db/schema-ticketing';
import { cancellationOrders } from '../db/schema-refunds';
import { isUuid } from '../db/uuid';
import { notFound } from '../http/api-error';
import { keysetPage, readCursor, type CursorFields } from '../http/keyset-page';
import { PAGE_LIMITS, type EventSummary, type Pass } from 'contract';
import { itemsByOrder } from './order-store';
import { withDoorCodes } from '../tickets/door-keys';
import { toEventSummary, toOrder, toPass } from './order-view';

/** Enough for any one person; the list of pass events is not paged. */
const MAX_ROWS = 500;

export async function findHeldPass(db: Database, holderId: string, passId: string) {
  if (!isUuid(passId)) throw notFound('Pass not found');
  const [row] = await db
    .select({ pass: passes, name: ticketTypes.name, event: events })
    .from(passes)
    .innerJoin(ticketTypes, eq(ticketTypes.id, passes.ticketTypeId))
    .innerJoin(events, eq(events.id, passes.eventId))
    .where(and(eq(passes.id, passId), eq(passes.holderId, holderId)));
  // Someone else's pass is "not found" too: its existence is not the caller's business.
  if (!row) throw notFound('Pass not found');
  const [pass] = await withDoorCodes(db, [toPass(row.pass, row.name)]);
  return { ...pass!, event: toEventSummary(row.event) };
}

export async function passEvents(
  db: Database,
  holderId: string,
  now: Date,
): Promise<{ event: EventSummary; passes: Pass[] }[]> {
  const rows = await db
    .select({ pass: passes, name: ticketTypes.name, event: events })
    .from(passes)
    .innerJoin(ticketTypes, eq(ticketTypes.id, passes.ticketTypeId))
    .innerJoin(events, eq(events.id, passes.eventId))
    .where(
      and(
        eq(passes.holderId, holderId),
        // Valid passes, and those a cancellation refunded or cancelled: the event still shows,
        // marked cancelled, so its guests see what happened to it.
        or(
          eq(passes.status, 'valid'),
          sql`${passes.orderId} in (select ${cancellationOrders.orderId} from ${cancellationOrders} where ${cancellationOrders.eventId} = ${passes.eventId})`,
        ),
      ),
    )
    .orderBy(asc(events.startTime), asc(passes.createdAt), asc(passes.id))
    .limit(MAX_ROWS);
  const signed = await withDoorCodes(
    db,
    rows.map((row) => toPass(row.pass, row.name)),
  );
  const byEvent = new Map<string, { event: EventSummary; passes: Pass[]; ended: boolean }>();
  for (const [index, row] of rows.entries()) {
    let entry = byEvent.get(row.event.id);
    if (!entry) {
      entry = { event: toEventSummary(row.event), passes: [], ended: row.event.endsAt < now };
      byEvent.set(row.event.id, entry);
    }
    entry.passes.push(signed[index]!);
  }
  const all = [...byEvent.values()];
  const upcoming = all.filter((e) => !e.ended);
  const past = all.filter((e) => e.ended).reverse();
  return [...upcoming, ...past].map(({ event, passes: held }) => ({ event, passes: held }));
}

const RECEIPT_CURSOR_VERSION = 1;

export interface ReceiptQuery {
  continuationToken?: string;
  limit?: number;
}

/**
 * The buyer's orders, newest first, one page at a time. The continuation token names the last
 * order read; the next page starts strictly after it in (created_at, id) order, compared in the
 * database so timestamps keep their full precision (orders are never deleted, so it stays valid).
 */
export async function receipts(
  db: Database,
  buyerId: string,
  now: Date,
  { continuationToken, limit = PAGE_LIMITS.receiptsDefault }: ReceiptQuery = {},
) {
  const after = readCursor(continuationToken, parseReceiptCursor);
  const rows = await db
    .select({ order: orders, event: events })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.buyerId, buyerId),
        after === null
          ? undefined
          : sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from ${orders} o where o.id = ${after} and o.buyer_id = ${buyerId})`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const { page, pagination } = keysetPage(rows, limit, (last) => ({
    v: RECEIPT_CURSOR_VERSION,
    id: last.order.id,
  }));
  return { receipts: await toReceipts(db, page, now), pagination };
}

/** The id of the last order a page showed, or null when the fields are not a receipts cursor. */
function parseReceiptCursor(fields: CursorFields): string | null {
  const id = fields.id;
  return fields.v === RECEIPT_CURSOR_VERSION && typeof id === 'string' && isUuid(id) ? id : null;
}

async function toReceipts(
  db: Database,
  rows: { order: typeof orders.$inferSelect; event: typeof events.$inferSelect }[],
  now: Date,
) {
  const ids = rows.map((r) => r.order.id);
  const items = await itemsByOrder(db, ids);
  const refunds = ids.length
    ? await db
        .select({
          orderId: ledgerEntries.orderId,
          cents: sql<number>`(-sum(${ledgerEntries.amountCents}))::int`,
        })
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.orderId, ids), eq(ledgerEntries.kind, 'refund')))
        .groupBy(ledgerEntries.orderId)
    : [];
  return rows.map(({ order, event }) => ({
    ...toOrder(order, items.get(order.id) ?? [], now),
    event: toEventSummary(event),
    refundedCents: Number(refunds.find((r) => r.orderId === order.id)?.cents ?? 0),
  }));
}
