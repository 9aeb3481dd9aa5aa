/**
 * Paying a held order with one of the buyer's saved cards, without the provider's page: the card
 * is charged at once (Stripe: a confirmed PaymentIntent on the customer), and a payment that went
 * through moves the order on through the same transition as a webhook or a confirm
 * (`applyPayment`), so a webhook arriving later finds it done. The card's bank may ask the buyer to
 * confirm (3-D Secure): the order then waits at the bank's page like any checkout. A declined card,
 * or a card that is not the buyer's, releases the hold at once.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, type OrderRow } from '../db/schema-ticketing';
import { ApiError, conflict, invalidField } from '../http/api-error';
import type { CreateCheckoutInput, SavedCardCharge } from '../payments/payment-provider';
import type { CheckoutDeps } from './checkout-config';
import { applyPayment, settleOwedRefund } from './order-transitions';

export interface SavedCardOutcome {
  order: OrderRow;
  /** Paid (or authorised) now: the order is completed, or awaits the hosts' approval. */
  settled: boolean;
}

/** The hold is given back at once, rather than keeping stock for a payment that will not come. */
export async function releaseHold(
  db: Database,
  orderId: string,
  reason: string,
  transactionId: string | null = null,
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'failed', statusReason: reason, ...(transactionId ? { transactionId } : {}) })
    .where(eq(orders.id, orderId));
}

export const providerUnreachable = (cause: unknown) =>
  // The provider's own message stays in the server log (5xx errors are logged with their cause).
  Object.assign(
    new ApiError(502, 'internal', 'The payment provider could not be reached; please try again'),
    { cause },
  );

export async function payWithSavedCard(
  deps: CheckoutDeps,
  order: OrderRow,
  checkout: CreateCheckoutInput,
  card: { customerId: string; paymentMethodId: string },
  onCancelled: () => Error,
): Promise<SavedCardOutcome> {
  const { db, provider, clock } = deps;
  let charge: SavedCardCharge;
  try {
    const cards = await provider.listPaymentMethods(card.customerId);
    if (!cards.some((c) => c.id === card.paymentMethodId)) {
      await releaseHold(db, order.id, 'The saved card was not found');
      throw invalidField('paymentMethodId', 'That card is not one of your saved cards');
    }
    charge = await provider.chargeSavedCard({ ...checkout, ...card });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    await releaseHold(db, order.id, 'The payment provider could not charge the saved card');
    throw providerUnreachable(error);
  }

  if (charge.state === 'declined') {
    await releaseHold(db, order.id, 'The saved card was declined', charge.transactionId);
    throw conflict(`${charge.message} Pay with another card.`, { reason: 'card_declined' });
  }

  const [stored] = await db
    .update(orders)
    .set({
      transactionId: charge.transactionId,
      checkoutUrl: charge.state === 'requires_action' ? charge.actionUrl : null,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (charge.state === 'requires_action') return { order: stored ?? order, settled: false };

  const { result, order: moved } = await db.transaction((tx) =>
    applyPayment(
      tx,
      charge.transactionId,
      charge.paymentReference,
      clock(),
      provider.now(),
      deps.unsafeIgnoreCancellation,
    ),
  );
  if (result === 'refund_owed' && moved) {
    // The hosts cancelled the event while the card was being charged: the money goes back.
    await settleOwedRefund(db, provider, moved.id);
    throw onCancelled();
  }
  return { order: moved ?? stored ?? order, settled: true };
}
