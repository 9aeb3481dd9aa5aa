/**
 * Refunding one paid order in full, in the two steps every money move here takes
 * (guest-action-steps.ts): the provider first, outside any transaction, keyed by the order; then,
 * in the caller's transaction with the order locked, the ledger, the order and its passes, only
 * for what is still owed. Approving a refund request and cancelling an event both use it, with the
 * same key per order (`refund_<orderId>`, as a late payment's refund does), so whichever path asks
 * first, the order is refunded once at the provider, and a retry after a crash gets the same refund
 * back instead of a second one.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, type OrderRow, type PassRow } from '../db/schema-ticketing';
import { recordLedger, refundedCents } from '../checkout/ledger';
import type { PaymentProvider } from '../payments/payment-provider';
import { movePasses, withProvider } from './guest-action-steps';

/** One key per order for a refund in full, whatever asked for it. */
export const fullRefundKey = (orderId: string) => `refund_${orderId}`;

export interface ProviderRefund {
  refundId: string;
  cents: number;
}

const isPaid = (order: OrderRow) => order.provider !== 'free' && order.paymentReference !== null;

/** Step 1, outside any transaction: the provider refunds what the ledger says is still owed. */
export async function refundAtProvider(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<ProviderRefund | null> {
  if (order.status !== 'completed' || !isPaid(order)) return null;
  const owed = order.totalCents - (await refundedCents(db, order.id));
  if (owed <= 0) return null;
  const { refundId } = await withProvider(() =>
    provider.refund({
      paymentReference: order.paymentReference!,
      amountCents: owed,
      accountId: order.providerAccountId,
      idempotencyKey: fullRefundKey(order.id),
    }),
  );
  return { refundId, cents: owed };
}

export type RecordedRefund =
  /** The books, the order and its passes now say refunded (`cents` written by this call). */
  | { kind: 'refunded'; cents: number; movedPasses: number }
  /** The order was no longer a completed paid order: nothing to refund. */
  | { kind: 'not_refundable' }
  /** Money is still owed but step 1 did not refund it (the order changed in between): redo both. */
  | { kind: 'retry' };

/**
 * Step 2, inside the caller's transaction, with `order` the row re-read under its lock: writes
 * the refund (and the platform fee given back) if still owed, moves the order to `refunded` with
 * `statusReason`, and its passes that admit or wait (`valid`, `pending`) to `refunded`.
 */
export async function recordFullRefund(
  tx: Database,
  provider: PaymentProvider,
  order: OrderRow,
  refund: ProviderRefund | null,
  { now, statusReason }: { now: Date; statusReason: string },
): Promise<RecordedRefund> {
  if (order.status !== 'completed' || !isPaid(order)) return { kind: 'not_refundable' };
  const stillOwed = order.totalCents - (await refundedCents(tx, order.id));
  let cents = 0;
  if (stillOwed > 0) {
    if (!refund) return { kind: 'retry' };
    cents = stillOwed;
    await recordLedger(
      tx,
      order,
      [
        { kind: 'refund', amountCents: -stillOwed, reference: refund.refundId },
        { kind: 'platform_fee_refund', amountCents: -order.feeCents, reference: refund.refundId },
      ],
      provider.now(),
    );
  }
  await tx
    .update(orders)
    .set({ status: 'refunded', statusReason, updatedAt: now })
    .where(eq(orders.id, order.id));
  const from: PassRow['status'][] = ['valid', 'pending'];
  return { kind: 'refunded', cents, movedPasses: await movePasses(tx, order.id, from, 'refunded') };
}
