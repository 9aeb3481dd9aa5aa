/**
 * PATCH /checkout/confirm: the payment-return page asks "did it go through?". The provider is
 * asked for the checkout's state and the answer goes through the same transitions as a webhook
 * (`order-transitions.ts`), so whichever arrives first completes the order and the other finds it
 * done.
 */
import type { Database } from '../db/database';
import type { OrderRow } from '../db/schema-ticketing';
import { notFound } from '../http/api-error';
import type { CheckoutDeps } from './checkout-config';
import type { CheckoutResult, CheckoutStatus as CheckoutResultStatus } from 'contract';
import { applyFailure, applyPayment, settleOwedRefund } from './order-transitions';
import { findBuyerOrderByTransaction, orderView, passesOfOrder } from './order-store';
import type { WrittenOrder } from './order-writer';
import { effectiveStatus, toOrder } from './order-view';
import { withDoorCodes } from '../tickets/door-keys';

const MESSAGES: Record<CheckoutResultStatus, string> = {
  completed: 'You’re going! Your pass is ready.',
  pending: 'We’re still waiting for the payment to go through.',
  failed: 'The payment did not go through, so no tickets were bought.',
  expired: 'Your hold on these tickets ran out before payment.',
  refunded:
    'Your payment arrived after your hold ran out and the tickets had sold out, so it was refunded in full.',
  awaiting_approval:
    'Your request was sent. The hosts approve each guest; you are only charged if they say yes.',
};

export async function confirmCheckout(
  deps: CheckoutDeps,
  buyerId: string,
  transactionId: string,
): Promise<CheckoutResult> {
  const { db, provider, clock } = deps;
  let order = await findBuyerOrderByTransaction(db, buyerId, transactionId);
  if (!order) throw notFound('No checkout with that transaction id');

  if (['pending', 'failed', 'expired'].includes(order.status) && order.provider === provider.name) {
    const status = await provider.getCheckoutStatus(transactionId, order.providerAccountId);
    const now = clock();
    if (status.state === 'paid') {
      const { result, order: moved } = await db.transaction((tx) =>
        applyPayment(
          tx,
          transactionId,
          status.paymentReference,
          now,
          provider.now(),
          deps.unsafeIgnoreCancellation,
        ),
      );
      if (result === 'refund_owed' && moved) await settleOwedRefund(db, provider, moved.id);
    } else if (status.state === 'canceled' || status.state === 'expired') {
      await db.transaction((tx) =>
        applyFailure(tx, transactionId, status.state === 'canceled' ? 'failed' : 'expired', now),
      );
    }
    order = (await findBuyerOrderByTransaction(db, buyerId, transactionId)) ?? order;
  } else if (order.status === 'refunded') {
    // A refund the provider failed earlier is retried whenever the buyer looks.
    await settleOwedRefund(db, provider, order.id);
  }
  return checkoutResult(db, order, clock());
}

/** The order's answer: read from the database, or from what its transaction just `written`. */
export async function checkoutResult(
  db: Database,
  order: OrderRow,
  now: Date,
  written?: WrittenOrder,
): Promise<CheckoutResult> {
  const status = resultStatus(order, now);
  const completed = status === 'completed';
  return {
    status,
    message:
      order.status === 'cancelled'
        ? 'You left this event; its passes were cancelled.'
        : MESSAGES[status],
    order: written ? toOrder(order, written.items, now) : await orderView(db, order, now),
    passes: !completed
      ? []
      : written
        ? await withDoorCodes(db, written.passes)
        : await passesOfOrder(db, order.id),
  };
}

function resultStatus(order: OrderRow, now: Date): CheckoutResultStatus {
  const status = effectiveStatus(order, now);
  return status === 'cancelled' ? 'failed' : status;
}
