/**
 * The real payment provider, written against the `stripe` SDK:
 * - Checkout Sessions on the platform as *destination charges*: the host's connected account is
 *   `transfer_data.destination`, the platform fee `application_fee_amount`;
 * - webhooks verified with `stripe.webhooks.constructEvent`. Stripe signs platform events
 *   (checkout, disputes) on the platform endpoint and connected-account events (`account.updated`,
 *   payouts; the event names the `account`) on a separate Connect endpoint with its own secret:
 *   `webhookSecretFor` picks the secret by that `account` field (see there);
 * - refunds reverse the host's transfer (`reverse_transfer`) and give the application fee back;
 * - Connect: Express accounts, single-use account links, balances and payouts on the connected
 *   account (`stripeAccount`); disputes (evidence files, a lost one's money taken back from the
 *   host) in stripe-disputes.ts;
 * - saved cards (a customer per buyer, cards saved while paying or in setup mode, paid with a
 *   PaymentIntent confirmed at once) in stripe-saved-cards.ts;
 * - authorisation holds for approval-required events: `capture_method: 'manual'` on the payment
 *   intent, then `paymentIntents.capture` on approval or `paymentIntents.cancel` on denial (or
 *   after 7 days unanswered; card authorisations last about that long).
 * Stripe needs a session to stay open at least 30 minutes, longer than our 10-minute hold: a payment
 * after the hold goes through the late-payment rule (completed if stock is left, else refunded).
 */
import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CreateCheckoutInput,
  type PaymentProvider,
  type PaymentWebhookEvent,
} from './payment-provider';
import { mapStripeEvent, stripeSessionState } from './stripe-events';
import { stripeHttpClient } from './stripe-http-client';
import { recoverStripeDisputeLoss, submitStripeEvidence } from './stripe-disputes';
import { isPaymentIntentId, stripeSavedCards } from './stripe-saved-cards';
import { webhookSecretFor } from './stripe-webhook-secret';
import { checkoutSessionParams } from './stripe-checkout-session';
import { onAccount, stripeConnectCalls } from './stripe-connect-calls';

export interface StripeProviderOptions {
  secretKey: string;
  /** The platform endpoint's signing secret (`STRIPE_WEBHOOK_SECRET`). */
  webhookSecret: string;
  /**
   * The Connect endpoint's signing secret (`STRIPE_CONNECT_WEBHOOK_SECRET`). Unset: the platform
   * secret verifies connected-account events too (one secret for both, as `stripe listen
   * --forward-connect-to` gives).
   */
  connectWebhookSecret?: string;
  /** Absolute origin of the web app, for Stripe's redirect after payment (e.g. https://example.com). */
  appOrigin: string;
  /** SDK settings (tests point `host`/`port` at nothing so no request can leave the machine). */
  config?: Stripe.StripeConfig;
  /** Host for file uploads, which the SDK sends to files.stripe.com whatever `config.host` says. */
  filesHost?: string;
  /** The provider's clock for money dates (default the machine's); tests pass the server's. */
  now?: () => Date;
}

export function createStripeProvider(
  options: StripeProviderOptions,
): PaymentProvider & { stripe: Stripe } {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    httpClient: stripeHttpClient(),
    ...options.config,
  });
  const absolute = (url: string) => new URL(url, options.appOrigin).toString();
  const savedCards = stripeSavedCards(stripe, absolute);

  return {
    name: 'stripe',
    requiresHostAccount: true,
    stripe,

    async createCheckout(input: CreateCheckoutInput) {
      if (!input.hostAccountId)
        throw new Error('Stripe checkout needs the host’s connected account');
      const session = await stripe.checkout.sessions.create(
        checkoutSessionParams(
          { ...input, hostAccountId: input.hostAccountId },
          absolute(input.returnUrl),
          Date.now(),
        ),
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { transactionId: session.id, checkoutUrl: session.url };
    },

    // Destination charges live on the platform: no `stripeAccount` for checkout, refunds, holds.
    async getCheckoutStatus(transactionId) {
      if (isPaymentIntentId(transactionId)) return savedCards.getIntentStatus(transactionId);
      const session = await stripe.checkout.sessions.retrieve(transactionId);
      return stripeSessionState(session);
    },

    async expireCheckout(transactionId, accountId) {
      if (isPaymentIntentId(transactionId)) return savedCards.expireIntent(transactionId);
      const session = await stripe.checkout.sessions.retrieve(
        transactionId,
        {},
        onAccount(accountId),
      );
      if (session.status !== 'open') return stripeSessionState(session);
      try {
        return stripeSessionState(
          await stripe.checkout.sessions.expire(transactionId, {}, onAccount(accountId)),
        );
      } catch {
        // Completed or expired between the two calls: read where it stands now.
        return stripeSessionState(
          await stripe.checkout.sessions.retrieve(transactionId, {}, onAccount(accountId)),
        );
      }
    },

    parseWebhook(rawBody, headers): PaymentWebhookEvent {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string')
        throw new WebhookSignatureError('The webhook has no Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          webhookSecretFor(rawBody, options),
        );
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'The Stripe signature does not verify',
        );
      }
      return mapStripeEvent(event);
    },

    async refund({ paymentReference, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentReference,
          amount: amountCents,
          refund_application_fee: true,
          reverse_transfer: true,
        },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async capture({ paymentReference, idempotencyKey }) {
      await stripe.paymentIntents.capture(paymentReference, {}, { idempotencyKey });
    },

    async release({ paymentReference, idempotencyKey }) {
      await stripe.paymentIntents.cancel(
        paymentReference,
        { cancellation_reason: 'requested_by_customer' },
        { idempotencyKey },
      );
    },

    now: options.now ?? (() => new Date()),

    ...stripeConnectCalls(stripe, absolute),

    submitDisputeEvidence: (input) => submitStripeEvidence(stripe, input, options.filesHost),

    recoverDisputeLoss: (input) => recoverStripeDisputeLoss(stripe, input),

    createCustomer: savedCards.createCustomer,
    createPaymentSetup: savedCards.createPaymentSetup,
    listPaymentMethods: savedCards.listPaymentMethods,
    detachPaymentMethod: savedCards.detachPaymentMethod,
    chargeSavedCard: savedCards.chargeSavedCard,
  };
}
