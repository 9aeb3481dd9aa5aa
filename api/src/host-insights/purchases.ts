/**
 * What counts as a purchase, for analytics and affiliate sales: a free order once completed (an
 * RSVP; later cancellations do not undo the day it happened), and a paid order once its charge is
 * in the ledger (the day the money moved). One row per order line.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/raw-rows';
import { int } from './sql-rows';

export interface PurchaseLine {
  orderId: string;
  day: string;
  free: boolean;
  ticketTypeId: string;
  quantity: number;
  /** What the line charged: tickets and fees (0 when free). */
  cents: number;
  linkId: string | null;
}

export async function purchaseLines(
  db: Database,
  eventId: string,
  window?: { from: string; to: string },
): Promise<PurchaseLine[]> {
  const inWindow: SQL = window ? sql`where p.day between ${window.from} and ${window.to}` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with purchases as (
        select o.id as order_id, to_char(o.completed_at at time zone 'UTC', 'YYYY-MM-DD') as day, true as free
        from orders o
        where o.event_id = ${eventId}::uuid and o.provider = 'free' and o.completed_at is not null
        union all
        select l.order_id, to_char(min(l.created_at) at time zone 'UTC', 'YYYY-MM-DD'), false
        from ledger_entries l join orders o on o.id = l.order_id
        where o.event_id = ${eventId}::uuid and l.kind = 'charge'
        group by l.order_id
      )
      select p.order_id, p.day, p.free, i.ticket_type_id, i.quantity,
        i.quantity * (i.unit_price_cents + i.unit_fee_cents) as cents, a.link_id
      from purchases p
      join order_items i on i.order_id = p.order_id
      left join affiliate_attributions a on a.order_id = p.order_id
      ${inWindow}
      order by p.day, p.order_id`),
  );
  return rows.map((r) => ({
    orderId: String(r.order_id),
    day: String(r.day),
    free: r.free === true || r.free === 't',
    ticketTypeId: String(r.ticket_type_id),
    quantity: int(r.quantity),
    cents: r.free === true || r.free === 't' ? 0 : int(r.cents),
    linkId: r.link_id ? String(r.link_id) : null,
  }));
}

/** Orders, tickets and money of purchase lines. */
export function salesOf(lines: readonly PurchaseLine[]) {
  return {
    orders: new Set(lines.map((l) => l.orderId)).size,
    tickets: lines.reduce((sum, l) => sum + l.quantity, 0),
    salesCents: lines.reduce((sum, l) => sum + l.cents, 0),
  };
}
