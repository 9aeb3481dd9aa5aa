/**
 * Test helpers for money going back to guests (cancelling an event, refund requests): buying
 * through the sandbox's own checkout page, and reading what the books and the provider say about
 * an event's orders, to prove each paid order was refunded exactly once and none kept.
 */
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/database';
import { ledgerEntries, orders, sandboxSessions } from '../src/db/schema-ticketing';
import type { TestApi } from './test-api';

type Caller = { auth: { idToken: string } };

/** Presses a sandbox page's button like a browser (no redirect followed); answers the status. */
export async function pressSandbox(origin: string, checkoutUrl: string, button: 'pay' | 'cancel') {
  const res = await fetch(`${origin}${checkoutUrl}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  return res.status;
}

/** Starts a checkout for one type and pays it on the sandbox's page; answers the order. */
export async function buyAndPay(
  api: TestApi,
  buyer: Caller,
  eventId: string,
  ticketTypeId: string,
  quantity = 1,
): Promise<{ orderId: string; transactionId: string }> {
  const started = await api.request('/v2/checkout/initiate', {
    token: buyer.auth.idToken,
    json: { eventId, items: [{ ticketTypeId, quantity }] },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect(await pressSandbox(api.origin, started.body.data.checkoutUrl, 'pay')).toBe(303);
  return { orderId: started.body.data.order.id, transactionId: started.body.data.transactionId };
}

export interface OrderBooks {
  orderId: string;
  status: string;
  totalCents: number;
  /** Ledger: charges, refunds (negative) and how many refund entries. */
  chargedCents: number;
  refundedCents: number;
  refundEntries: number;
  /** The sandbox's own record: paid, and refunded there. */
  providerPaid: boolean;
  providerRefundedCents: number;
}

/** Every order of the event with what the ledger and the sandbox provider say about its money. */
export async function booksOf(db: Database, eventId: string): Promise<OrderBooks[]> {
  const rows = await db.select().from(orders).where(eq(orders.eventId, eventId));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const entries = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.orderId, ids));
  const sessions = await db
    .select()
    .from(sandboxSessions)
    .where(inArray(sandboxSessions.orderId, ids));
  return rows
    .map((order) => {
      const mine = entries.filter((e) => e.orderId === order.id);
      const session = sessions.find((s) => s.orderId === order.id);
      const sum = (kind: string) =>
        mine.filter((e) => e.kind === kind).reduce((s, e) => s + e.amountCents, 0);
      return {
        orderId: order.id,
        status: order.status,
        totalCents: order.totalCents,
        chargedCents: sum('charge'),
        refundedCents: -sum('refund'),
        refundEntries: mine.filter((e) => e.kind === 'refund').length,
        providerPaid: session?.status === 'paid' && session.hold !== 'released',
        providerRefundedCents: session?.refundedCents ?? 0,
      };
    })
    .sort((a, b) => a.orderId.localeCompare(b.orderId));
}

/**
 * What is wrong with an event's money after a cancellation, one line per problem; empty when
 * every order that took money gave it all back exactly once, in the books and at the provider.
 */
export function moneyProblems(books: readonly OrderBooks[]): string[] {
  const problems: string[] = [];
  for (const b of books) {
    const tookMoney = b.chargedCents > 0 || (b.providerPaid && b.providerRefundedCents === 0);
    if (b.status === 'completed' || b.status === 'awaiting_approval') {
      problems.push(`order ${b.orderId}: still ${b.status}`);
    }
    if (b.chargedCents > 0 && b.refundEntries !== 1) {
      problems.push(`order ${b.orderId}: ${b.refundEntries} refund entries in the ledger`);
    }
    if (b.chargedCents - b.refundedCents !== 0) {
      problems.push(`order ${b.orderId}: kept ${b.chargedCents - b.refundedCents} cents`);
    }
    if (b.providerPaid && b.providerRefundedCents !== b.totalCents) {
      problems.push(
        `order ${b.orderId}: the provider refunded ${b.providerRefundedCents} of ${b.totalCents}`,
      );
    }
    if (!tookMoney && b.refundEntries > 0) {
      problems.push(`order ${b.orderId}: refunded without a charge`);
    }
  }
  return problems;
}
