/** Reading orders with their lines and passes, shaped for responses. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  orderItems,
  orders,
  passes,
  ticketTypes,
  type OrderItemRow,
  type OrderRow,
} from '../db/schema-ticketing';
import type { Order, Pass } from 'contract';
import { withDoorCodes } from '../tickets/door-keys';
import { toOrder, toPass } from './order-view';

export type NamedItem = OrderItemRow & { name: string };

export async function itemsByOrder(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, NamedItem[]>> {
  const map = new Map<string, NamedItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return map;
  const rows = await db
    .select({ item: orderItems, name: ticketTypes.name })
    .from(orderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
  for (const { item, name } of rows) map.get(item.orderId)?.push({ ...item, name });
  return map;
}

export async function passesOfOrder(db: Database, orderId: string): Promise<Pass[]> {
  const rows = await db
    .select({ pass: passes, name: ticketTypes.name })
    .from(passes)
    .innerJoin(ticketTypes, eq(ticketTypes.id, passes.ticketTypeId))
    .where(eq(passes.orderId, orderId))
    .orderBy(asc(passes.createdAt), asc(passes.id));
  return withDoorCodes(
    db,
    rows.map(({ pass, name }) => toPass(pass, name)),
  );
}

export async function orderView(db: Database, order: OrderRow, now: Date): Promise<Order> {
  const items = await itemsByOrder(db, [order.id]);
  return toOrder(order, items.get(order.id) ?? [], now);
}

export async function findOrderByTransaction(
  db: Database,
  transactionId: string,
): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return row ?? null;
}

export async function findBuyerOrderByTransaction(
  db: Database,
  buyerId: string,
  transactionId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.transactionId, transactionId), eq(orders.buyerId, buyerId)));
  return row ?? null;
}
