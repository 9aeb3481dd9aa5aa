/**
 * Settles one order of a cancelled event, once, whatever state it was in, in the two steps of
 * guest-action-steps.ts: the provider first, outside any transaction and keyed by the order (so a
 * retry after a crash asks for the same refund, release or closing again and gets it back, never a
 * second one); then one transaction that re-reads the order under its lock, writes only what is
 * still to be written, and marks the order settled in `cancellation_orders`.
 *
 * - completed, paid: refunded in full (refund-steps.ts), its passes `refunded`;
 * - completed, free: cancelled, its passes `cancelled`;
 * - awaiting approval: the authorisation released (paid), cancelled, its passes `cancelled`;
 * - pending (an unpaid checkout): the checkout closed at the provider; if the payment got there
 *   first it is applied and refunded (order-transitions.ts refunds any payment for a cancelled
 *   event), else the order expires uncharged;
 * - anything else (failed, expired, cancelled, refunded): nothing owed here, settled. A payment
 *   that reaches one of them later is refunded by order-transitions.ts.
 *
 * If the order changed between the two steps (a payment arrived, a checkout got its id), nothing is
 * written and the answer is `retry`: the caller starts over from step 1.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cancellationOrders } from '../db/schema-refunds';
import { ledgerEntries, orders, type OrderRow } from '../db/schema-ticketing';
import { recordLedger } from '../checkout/ledger';
import {
  CANCELLED_RELEASE_REASON,
  applyPayment,
  settleOwedRefund,
} from '../checkout/order-transitions';
import {
  UNSAFE_PAUSE_MS,
  lockOrder,
  money,
  movePasses,
  withProvider,
} from '../guests/guest-action-steps';
import { recordFullRefund, refundAtProvider, type ProviderRefund } from '../guests/refund-steps';
import type { CancellationDeps } from './cancellation-deps';

export type SettleResult = 'settled' | 'retry';

const NOT_CHARGED_REASON =
  'The hosts cancelled this event before your payment went through; you were not charged';

async function markSettled(tx: Database, orderId: string, now: Date): Promise<void> {
  await tx
    .update(cancellationOrders)
    .set({ settledAt: now })
    .where(and(eq(cancellationOrders.orderId, orderId), isNull(cancellationOrders.settledAt)));
}

const unchanged = (seen: OrderRow, now: OrderRow | null) =>
  now !== null && now.status === seen.status && now.transactionId === seen.transactionId;

const isPaid = (order: OrderRow) => order.provider !== 'free' && order.paymentReference !== null;

export async function settleCancelledOrder(
  deps: CancellationDeps,
  orderId: string,
): Promise<SettleResult> {
  const { db, provider, clock } = deps;
  const [seen] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!seen) return 'settled';

  // 1. The provider, keyed by the order.
  let refund: ProviderRefund | null = null;
  if (seen.status === 'completed' && isPaid(seen)) {
    refund = await refundAtProvider(db, provider, seen);
  } else if (seen.status === 'awaiting_approval' && isPaid(seen)) {
    await withProvider(() =>
      provider.release({
        paymentReference: seen.paymentReference!,
        accountId: seen.providerAccountId,
        idempotencyKey: `release_${seen.id}`,
      }),
    );
  } else if (seen.status === 'pending' && seen.transactionId) {
    const checkout = await withProvider(() =>
      provider.expireCheckout(seen.transactionId!, seen.providerAccountId),
    );
    if (checkout.state === 'paid') return payThenRefund(deps, seen, checkout.paymentReference);
    // Still open: the provider did not close it; try again rather than leave it payable.
    if (checkout.state === 'open') return 'retry';
  } else if (seen.status === 'refunded' && isPaid(seen)) {
    // A late payment's refund that has not been made yet (its webhook retries it too).
    await settleOwedRefund(db, provider, seen.id);
  }
  if (refund) await deps.beforeRecording?.(orderId);
  if (deps.unsafeSkipRefundCheck && refund) return unsafeRecord(deps, seen, refund);

  // 2. The books, under the order's lock.
  return db.transaction(async (tx) => {
    const now = clock();
    const order = await lockOrder(tx, orderId);
    if (!unchanged(seen, order)) return 'retry';
    const current = order!;
    if (current.status === 'completed' && isPaid(current)) {
      const recorded = await recordFullRefund(tx, provider, current, refund, {
        now,
        statusReason: `The hosts cancelled this event and refunded ${money(current.totalCents, current.currency)} in full`,
      });
      if (recorded.kind === 'retry') return 'retry';
    } else if (current.status === 'completed' || current.status === 'awaiting_approval') {
      const statusReason = isPaid(current)
        ? CANCELLED_RELEASE_REASON
        : 'The hosts cancelled this event, so your free pass was cancelled';
      await tx
        .update(orders)
        .set({ status: 'cancelled', statusReason, updatedAt: now })
        .where(eq(orders.id, current.id));
      await movePasses(tx, current.id, ['valid', 'pending'], 'cancelled');
    } else if (current.status === 'pending') {
      await tx
        .update(orders)
        .set({ status: 'expired', statusReason: NOT_CHARGED_REASON, updatedAt: now })
        .where(eq(orders.id, current.id));
    } else if (current.status === 'refunded' && (await owes(tx, current))) {
      return 'retry';
    }
    await markSettled(tx, current.id, now);
    return 'settled';
  });
}

/** Charged and not all given back: a late payment whose refund is still to be made. */
async function owes(tx: Database, order: OrderRow): Promise<boolean> {
  const [row] = await tx
    .select({
      owed: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} in ('charge', 'refund')), 0)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, order.id));
  return Number(row?.owed ?? 0) > 0;
}

/**
 * The checkout was paid before it could be closed: the payment is applied (for a cancelled event
 * that means refunded, never kept), the refund made, and the order settled once nothing is owed.
 */
async function payThenRefund(
  deps: CancellationDeps,
  seen: OrderRow,
  paymentReference: string | null,
): Promise<SettleResult> {
  const { db, provider, clock } = deps;
  await db.transaction((tx) =>
    applyPayment(tx, seen.transactionId!, paymentReference, clock(), provider.now()),
  );
  await withProvider(() => settleOwedRefund(db, provider, seen.id));
  return 'retry';
}

/**
 * TEST ONLY (`unsafeSkipRefundCheck`): writes the refund without the lock and without asking what
 * is still owed, after a pause that lets another settler of the same order overlap. The race test
 * turns it on to show that it then catches an order refunded twice in the books.
 */
async function unsafeRecord(
  deps: CancellationDeps,
  seen: OrderRow,
  refund: ProviderRefund,
): Promise<SettleResult> {
  await new Promise((resolve) => setTimeout(resolve, UNSAFE_PAUSE_MS));
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    await recordLedger(
      tx,
      seen,
      [
        { kind: 'refund', amountCents: -refund.cents, reference: refund.refundId },
        { kind: 'platform_fee_refund', amountCents: -seen.feeCents, reference: refund.refundId },
      ],
      deps.provider.now(),
    );
    await tx
      .update(orders)
      .set({ status: 'refunded', updatedAt: now })
      .where(eq(orders.id, seen.id));
    await movePasses(tx, seen.id, ['valid', 'pending'], 'refunded');
    await markSettled(tx, seen.id, now);
  });
  return 'settled';
}
