/**
 * Which Stripe events change an order, and how. Kept apart from the SDK calls so the mapping is
 * tested offline with real signed payloads (`stripe-provider.test.ts`).
 *
 * - `checkout.session.completed` with `payment_status: 'paid'` (cards), and
 *   `checkout.session.async_payment_succeeded` (bank debits, later) → completed.
 * - `checkout.session.completed` still `unpaid` (an async method is processing) → nothing yet.
 * - `checkout.session.async_payment_failed` → canceled (the order fails, the hold is released).
 * - `checkout.session.expired` → expired.
 * - `payment_intent.*` of a saved card's charge (metadata `saved_card`): succeeded or authorised →
 *   completed; failed (a declined 3-D Secure) or canceled → canceled.
 * - A session made for an authorisation hold (metadata `capture: manual`) is done once `complete`,
 *   whatever its `payment_status` says: the money is authorised and captured later on approval.
 */
import type Stripe from 'stripe';
import { PAYOUT_STATUSES, type DisputeStatus, type PayoutStatus } from 'contract';
import type {
  CheckoutState,
  ConnectedAccountState,
  PaymentWebhookEvent,
  ProviderDispute,
  ProviderPayout,
} from './payment-provider';
import { MANUAL_CAPTURE, SAVED_CARD } from './stripe-metadata';
import { paymentIntentState } from './stripe-saved-cards';

export function stripeAccountState(account: Stripe.Account): ConnectedAccountState {
  return {
    accountId: account.id,
    detailsSubmitted: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    requirementsDue: [
      ...(account.requirements?.currently_due ?? []),
      ...(account.requirements?.past_due ?? []),
    ].filter((item, index, all) => all.indexOf(item) === index),
  };
}

/** Stripe's payout statuses are ours by name; any other (a status Stripe adds later) is pending. */
function payoutStatus(status: string): PayoutStatus {
  return PAYOUT_STATUSES.find((known) => known === status) ?? 'pending';
}

export function stripePayout(payout: Stripe.Payout, accountId: string): ProviderPayout {
  return {
    payoutId: payout.id,
    accountId,
    amountCents: payout.amount,
    currency: payout.currency,
    status: payoutStatus(payout.status),
    arrivalDate: payout.arrival_date ? new Date(payout.arrival_date * 1000) : null,
    failureMessage: payout.failure_message ?? null,
  };
}

/** Stripe's dispute statuses, as ours (warning_* are inquiries: treated like the real thing). */
function disputeStatus(status: Stripe.Dispute.Status): DisputeStatus {
  switch (status) {
    case 'won':
    case 'warning_closed':
      return 'won';
    case 'lost':
      return 'lost';
    case 'under_review':
    case 'warning_under_review':
      return 'under_review';
    default:
      return 'needs_response';
  }
}

export function stripeDispute(dispute: Stripe.Dispute): ProviderDispute {
  const paymentIntent =
    typeof dispute.payment_intent === 'string'
      ? dispute.payment_intent
      : (dispute.payment_intent?.id ?? '');
  return {
    disputeId: dispute.id,
    accountId: null,
    paymentReference: paymentIntent,
    amountCents: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    status: disputeStatus(dispute.status),
    evidenceDueBy: new Date((dispute.evidence_details?.due_by ?? 0) * 1000),
  };
}

const paymentIntentId = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string'
    ? session.payment_intent
    : (session.payment_intent?.id ?? null);

export { MANUAL_CAPTURE };

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
    // A saved card's charge (stripe-saved-cards.ts): its PaymentIntent is the transaction. The
    // intents of Checkout Sessions carry no such metadata; their sessions' events count instead.
    case 'payment_intent.succeeded':
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      if (intent.metadata?.[SAVED_CARD] !== 'true') {
        return { ...base, type: 'ignored', transactionId: null, paymentReference: null };
      }
      const state = paymentIntentState(intent).state;
      return {
        ...base,
        type:
          state === 'paid'
            ? 'checkout.completed'
            : state === 'canceled'
              ? 'checkout.canceled'
              : 'ignored',
        transactionId: intent.id,
        paymentReference: state === 'paid' ? intent.id : null,
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
    case 'account.updated':
      return {
        ...base,
        type: 'account.updated',
        transactionId: null,
        paymentReference: null,
        account: stripeAccountState(event.data.object),
      };
    case 'payout.created':
    case 'payout.updated':
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled':
      // Payouts happen on connected accounts: a Connect event names the account.
      if (!event.account) {
        return { ...base, type: 'ignored', transactionId: null, paymentReference: null };
      }
      return {
        ...base,
        type: 'payout.updated',
        transactionId: null,
        paymentReference: null,
        payout: stripePayout(event.data.object, event.account),
      };
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = stripeDispute(event.data.object);
      return {
        ...base,
        type: 'dispute.updated',
        transactionId: null,
        paymentReference: dispute.paymentReference,
        dispute,
      };
    }
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
