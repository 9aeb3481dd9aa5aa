/**
 * Saved cards with Stripe (written against the SDK; Stripe cannot be reached from here, so the
 * tests drive it through a recording transport):
 * - a buyer is a Customer (made once, keyed by our user id so two first calls make one);
 * - a card is saved while paying (the Checkout Session's `customer` with
 *   `payment_intent_data.setup_future_usage`, in stripe-provider.ts) or without paying, on
 *   Checkout in setup mode, which makes a SetupIntent and attaches the PaymentMethod to the
 *   customer when the buyer is done;
 * - the cards are the customer's PaymentMethods, read from Stripe each time; removing one detaches
 *   it, after checking it is this customer's;
 * - paying with one is a PaymentIntent confirmed at once on the platform, a destination charge like
 *   checkout's (`transfer_data`, `application_fee_amount`), the buyer present (not off-session). A
 *   bank that asks for 3-D Secure gets a redirect (`return_url`), after which Stripe sends the buyer
 *   to payment-return with `payment_intent=pi_…` (what that page confirms with).
 */
import Stripe from 'stripe';
import type {
  CheckoutStatus,
  SavedCardCharge,
  SavedCardChargeInput,
  SavedPaymentMethod,
} from './payment-provider';
import { MANUAL_CAPTURE, SAVED_CARD } from './stripe-metadata';

/** Stripe ids of PaymentIntents: a saved card's transaction is one, a checkout's is a `cs_…`. */
export const isPaymentIntentId = (transactionId: string) => transactionId.startsWith('pi_');

/** Stripe appends the PaymentIntent's id itself; the placeholder would never be filled in. */
function withoutTransactionPlaceholder(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.delete('transaction_id');
  return url.toString();
}

export function savedCardState(intent: Stripe.PaymentIntent, returnUrl: string): SavedCardCharge {
  switch (intent.status) {
    case 'succeeded':
    case 'requires_capture':
      return { state: 'paid', transactionId: intent.id, paymentReference: intent.id };
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url;
      // A `return_url` on a server-side confirm makes Stripe's next action a redirect.
      return { state: 'requires_action', transactionId: intent.id, actionUrl: url ?? returnUrl };
    }
    case 'requires_payment_method':
      return {
        state: 'declined',
        transactionId: intent.id,
        message: intent.last_payment_error?.message ?? 'Your card was declined.',
      };
    default:
      // `processing`: the payment-return page waits for it like any checkout.
      return { state: 'requires_action', transactionId: intent.id, actionUrl: returnUrl };
  }
}

/** A saved card's PaymentIntent, as our checkout states (payment-return's confirm). */
export function paymentIntentState(intent: Stripe.PaymentIntent): CheckoutStatus {
  if (intent.status === 'succeeded' || intent.status === 'requires_capture') {
    return { state: 'paid', paymentReference: intent.id };
  }
  // A failed 3-D Secure leaves the intent waiting for another card: this order is over.
  if (intent.status === 'canceled' || intent.status === 'requires_payment_method') {
    return { state: 'canceled', paymentReference: null };
  }
  return { state: 'open', paymentReference: null };
}

export function stripeSavedCards(stripe: Stripe, absolute: (url: string) => string) {
  return {
    async createCustomer({ userId }: { userId: string }) {
      const customer = await stripe.customers.create(
        { metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return { customerId: customer.id };
    },

    async createPaymentSetup(input: { customerId: string; userId: string; returnUrl: string }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: input.customerId,
        currency: 'usd',
        payment_method_types: ['card'],
        metadata: { userId: input.userId },
        setup_intent_data: { metadata: { userId: input.userId } },
        success_url: absolute(input.returnUrl),
        cancel_url: absolute(input.returnUrl),
      });
      if (!session.url) throw new Error('Stripe returned a setup session without a URL');
      return { setupId: session.id, setupUrl: session.url };
    },

    async listPaymentMethods(customerId: string): Promise<SavedPaymentMethod[]> {
      const list = await stripe.customers.listPaymentMethods(customerId, {
        type: 'card',
        limit: 100,
      });
      return list.data.flatMap((pm) =>
        pm.card
          ? [
              {
                id: pm.id,
                brand: pm.card.brand,
                last4: pm.card.last4,
                expMonth: pm.card.exp_month,
                expYear: pm.card.exp_year,
              },
            ]
          : [],
      );
    },

    async detachPaymentMethod(input: { customerId: string; paymentMethodId: string }) {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(input.paymentMethodId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw error;
      }
      const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
      if (owner !== input.customerId) return false;
      await stripe.paymentMethods.detach(input.paymentMethodId);
      return true;
    },

    async chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardCharge> {
      if (!input.hostAccountId) throw new Error('Stripe charges need the host’s connected account');
      const returnUrl = withoutTransactionPlaceholder(absolute(input.returnUrl));
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: input.totalCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            payment_method_types: ['card'],
            confirm: true,
            return_url: returnUrl,
            application_fee_amount: input.feeCents,
            transfer_data: { destination: input.hostAccountId },
            ...(input.captureLater ? { capture_method: 'manual' as const } : {}),
            description: `${input.eventName}: ${input.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}`,
            metadata: {
              orderId: input.orderId,
              eventId: input.eventId,
              [SAVED_CARD]: 'true',
              ...(input.captureLater ? { capture: MANUAL_CAPTURE } : {}),
            },
          },
          // One order is charged once, whatever retries happen.
          { idempotencyKey: `order-${input.orderId}-saved-card` },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            state: 'declined',
            transactionId: error.payment_intent?.id ?? null,
            message: error.message,
          };
        }
        throw error;
      }
      return savedCardState(intent, returnUrl);
    },

    async getIntentStatus(transactionId: string): Promise<CheckoutStatus> {
      return paymentIntentState(await stripe.paymentIntents.retrieve(transactionId));
    },

    /** Closes a saved card's charge still waiting for the buyer, and says where it stands. */
    async expireIntent(transactionId: string): Promise<CheckoutStatus> {
      const intent = await stripe.paymentIntents.retrieve(transactionId);
      if (
        ['requires_action', 'requires_payment_method', 'requires_confirmation'].includes(
          intent.status,
        )
      ) {
        try {
          return paymentIntentState(await stripe.paymentIntents.cancel(transactionId));
        } catch {
          // Paid between the two calls: read where it stands now.
          return paymentIntentState(await stripe.paymentIntents.retrieve(transactionId));
        }
      }
      return paymentIntentState(intent);
    },
  };
}
