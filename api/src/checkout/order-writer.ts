/**
 * Writes a new order with its lines and, for a free order, its passes, in one statement: the
 * inserts are data-modifying WITH clauses of one query that returns the order. Under the event's
 * lock every statement is a round trip the next buyer waits for, so three become one. The ids are
 * random uuids made here, so the lines and passes can name their order without reading it first.
 * The answer is built from what was written (confirm-checkout.ts's checkoutResult reads the same
 * back otherwise).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import {
  orderItems,
  orders,
  passes,
  type OrderRow,
  type PassStatus,
  type TicketTypeRow,
} from '../db/schema-ticketing';
import { feeCentsPerTicket } from '../payments/fees';
import type { UnsignedPass } from '../tickets/door-keys';
import type { NamedItem } from './order-store';
import { toPass } from './order-view';
import { newPassRows } from './pass-issuer';

export interface OrderLine {
  type: TicketTypeRow;
  quantity: number;
}

export interface WrittenOrder {
  order: OrderRow;
  /** In the order the order's lines are read back in (order-store.ts): by position, then id. */
  items: NamedItem[];
  /** Empty unless `passStatus` was given; ordered by id, as passesOfOrder reads them. */
  passes: UnsignedPass[];
}

export async function writeNewOrder(
  tx: Database,
  values: Omit<typeof orders.$inferInsert, 'id'>,
  lines: readonly OrderLine[],
  /** The status of the passes to issue with the order (a free order), or null for none yet. */
  passStatus: PassStatus | null,
): Promise<WrittenOrder> {
  const orderId = randomUUID();
  const items: NamedItem[] = [...lines]
    .sort((a, b) => a.type.position - b.type.position || (a.type.id < b.type.id ? -1 : 1))
    .map((l) => ({
      orderId,
      ticketTypeId: l.type.id,
      quantity: l.quantity,
      unitPriceCents: l.type.priceCents,
      unitFeeCents: feeCentsPerTicket(l.type.priceCents),
      name: l.type.name,
    }));
  const passRows = passStatus
    ? newPassRows(
        { id: orderId, eventId: values.eventId, buyerId: values.buyerId },
        lines.map((l) => ({ ticketTypeId: l.type.id, quantity: l.quantity })),
        passStatus,
      ).sort((a, b) => (a.id < b.id ? -1 : 1))
    : [];

  const newOrder = tx.$with('new_order').as(
    tx
      .insert(orders)
      .values({ ...values, id: orderId })
      .returning(),
  );
  const newItems = tx
    .$with('new_items')
    .as(tx.insert(orderItems).values(items.map(({ name: _name, ...item }) => item)));
  const clauses = passRows.length
    ? [newOrder, newItems, tx.$with('new_passes').as(tx.insert(passes).values(passRows))]
    : [newOrder, newItems];
  const [order] = await tx
    .with(...clauses)
    .select()
    .from(newOrder);
  if (!order) throw new Error('The order insert returned no row');

  const nameOf = new Map(lines.map((l) => [l.type.id, l.type.name]));
  return {
    order,
    items,
    // Stamped `now()` by the database, as the order was: the same time within one transaction.
    passes: passRows.map((row) =>
      toPass({ ...row, createdAt: order.createdAt }, nameOf.get(row.ticketTypeId) ?? ''),
    ),
  };
}
