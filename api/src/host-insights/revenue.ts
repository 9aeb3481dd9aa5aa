/**
 * GET /events/hosts/revenue: read from the ledger, never from order totals, so what is shown is
 * what moved. Per order: `charge` is gross, `refund` (negative) the refunds, `platform_fee` plus
 * `platform_fee_refund` (negative) the fees kept. Per ticket type, each order's amounts are split
 * over its lines in proportion to what each line cost — fees in proportion to each line's fee —
 * (largest remainder, so cents add up exactly and the ticket types sum to the totals).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { EventRevenue, RevenueTotals } from 'contract';
import type { Database } from '../db/database';
import { ticketTypes } from '../db/schema-ticketing';
import { eventCurrency } from './event-currency';
import { rowsOf } from '../db/raw-rows';
import { int } from './sql-rows';

const zero = (): RevenueTotals => ({ grossCents: 0, feesCents: 0, refundsCents: 0, netCents: 0 });

/** Splits `amount` over `weights` in proportion, the leftover cents to the largest remainders. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map((x) => Math.trunc(x));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: Math.abs(x - Math.trunc(x)) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  const step = Math.sign(left);
  for (let k = 0; left !== 0; k = (k + 1) % order.length) {
    parts[order[k]!.i]! += step;
    left -= step;
  }
  return parts;
}

interface OrderMoney {
  orderId: string;
  charge: number;
  refund: number;
  fee: number;
}

export async function eventRevenue(db: Database, eventId: string): Promise<EventRevenue> {
  const moneyRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select l.order_id,
        coalesce(sum(l.amount_cents) filter (where l.kind = 'charge'), 0) as charge,
        coalesce(-sum(l.amount_cents) filter (where l.kind = 'refund'), 0) as refund,
        coalesce(sum(l.amount_cents) filter (where l.kind in ('platform_fee', 'platform_fee_refund')), 0) as fee
      from ledger_entries l join orders o on o.id = l.order_id
      where o.event_id = ${eventId}::uuid
      group by l.order_id`),
  );
  const money: OrderMoney[] = moneyRows.map((r) => ({
    orderId: String(r.order_id),
    charge: int(r.charge),
    refund: int(r.refund),
    fee: int(r.fee),
  }));
  const lineRows = money.length
    ? rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select i.order_id, i.ticket_type_id, i.quantity, i.unit_price_cents, i.unit_fee_cents
          from order_items i join orders o on o.id = i.order_id
          where o.event_id = ${eventId}::uuid and exists (
            select 1 from ledger_entries l where l.order_id = o.id)
          order by i.order_id, i.ticket_type_id`),
      )
    : [];
  const types = await db
    .select({ id: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt));

  const perType = new Map(types.map((t) => [t.id, { ...zero(), ticketsSold: 0 }]));
  const linesOf = new Map<string, Record<string, unknown>[]>();
  for (const line of lineRows) {
    const id = String(line.order_id);
    linesOf.set(id, [...(linesOf.get(id) ?? []), line]);
  }
  const totals = zero();
  let paidOrders = 0;
  for (const order of money) {
    totals.grossCents += order.charge;
    totals.refundsCents += order.refund;
    totals.feesCents += order.fee;
    if (order.charge > 0) paidOrders += 1;
    const lines = linesOf.get(order.orderId) ?? [];
    const weights = lines.map(
      (l) => int(l.quantity) * (int(l.unit_price_cents) + int(l.unit_fee_cents)),
    );
    const gross = allocate(order.charge, weights);
    const refunds = allocate(order.refund, weights);
    // Fees split by what each line's fee was, not by its price.
    const fees = allocate(
      order.fee,
      lines.map((l) => int(l.quantity) * int(l.unit_fee_cents)),
    );
    lines.forEach((line, i) => {
      const entry = perType.get(String(line.ticket_type_id));
      if (!entry) return;
      entry.grossCents += gross[i]!;
      entry.refundsCents += refunds[i]!;
      entry.feesCents += fees[i]!;
      if (order.charge > 0) entry.ticketsSold += int(line.quantity);
    });
  }
  const withNet = <T extends RevenueTotals>(t: T): T => ({
    ...t,
    netCents: t.grossCents - t.feesCents - t.refundsCents,
  });
  return {
    eventId,
    currency: await eventCurrency(db, eventId),
    totals: withNet(totals),
    ticketTypes: types.map((t) => {
      const entry = perType.get(t.id)!;
      return withNet({
        ticketTypeId: t.id,
        name: t.name,
        ticketsSold: entry.ticketsSold,
        grossCents: entry.grossCents,
        feesCents: entry.feesCents,
        refundsCents: entry.refundsCents,
        netCents: 0,
      });
    }),
    paidOrders,
  };
}
