/**
 * Which Stripe events change an order, and how. Kept apart from the SDK calls so the mapping is
 * tested offline with real signed payloads (`stripe-provider.test.ts`).
 *
 * - `checkout.session.completed` with `payment_status: 'paid'` (cards), and
 *   `checkout.session.async_payment_succeeded` (bank debits, later) → completed.
 * - `checkout.session.completed` still `unpaid` (an async method is processing) → nothing yet.
 * - `checkout.session.async_payment_failed` → canceled (the order fails, the hold is released).
 * - `checkout.session.expired` → expired.
 * - A session made for an authorisation hold (metadata `capture: manual`) is done once `complete`,
 *   whatever its `payment_status` says: the money is authorised and captured later on approval.
 */
import type Stripe from 'stripe';
import type { CheckoutState, PaymentWebhookEvent } from './payment-provider';

const paymentIntentId = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string'
    ? session.payment_intent
    : (session.payment_intent?.id ?? null);

export const MANUAL_CAPTURE = 'manual';

const authorised = (session: Stripe.Checkout.Session) =>
  session.status === 'complete' && session.metadata?.capture === MANUAL_CAPTURE;

export function mapStripeEvent(event: Stripe.Event): PaymentWebhookEvent {
  const base = { id: event.id, providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paid =
        session.payment_status === 'paid' ||
        session.payment_status === 'no_payment_required' ||
        authorised(session);
      return {
        ...base,
        type: paid ? 'checkout.completed' : 'ignored',
        transactionId: session.id,
        paymentReference: paymentIntentId(session),
      };
    }
    case 'checkout.session.async_payment_failed':
      return {
        ...base,
        type: 'checkout.canceled',
        transactionId: event.data.object.id,
        paymentReference: null,
      };
    case 'checkout.session.expired':
      return {
        ...base,
        type: 'checkout.expired',
        transactionId: event.data.object.id,
        paymentReference: null,
      };
    default:
      return { ...base, type: 'ignored', transactionId: null, paymentReference: null };
  }
}

/** A retrieved Checkout Session, as our checkout states. */
export function stripeSessionState(session: Stripe.Checkout.Session): {
  state: CheckoutState;
  paymentReference: string | null;
} {
  if (
    session.status === 'complete' &&
    (session.payment_status !== 'unpaid' || authorised(session))
  ) {
    return { state: 'paid', paymentReference: paymentIntentId(session) };
  }
  if (session.status === 'expired') return { state: 'expired', paymentReference: null };
  return { state: 'open', paymentReference: null };
}
