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
import {
  MANUAL_CAPTURE,
  mapStripeEvent,
  stripeAccountState,
  stripePayout,
  stripeSessionState,
} from './stripe-events';
import { stripeHttpClient } from './stripe-http-client';
import { recoverStripeDisputeLoss, submitStripeEvidence } from './stripe-disputes';
import { isPaymentIntentId, stripeSavedCards } from './stripe-saved-cards';
import { webhookSecretFor } from './stripe-webhook-secret';

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

const STRIPE_MIN_SESSION_SECONDS = 30 * 60;

export function createStripeProvider(
  options: StripeProviderOptions,
): PaymentProvider & { stripe: Stripe } {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    httpClient: stripeHttpClient(),
    ...options.config,
  });
  const onAccount = (accountId: string | null): Stripe.RequestOptions =>
    accountId ? { stripeAccount: accountId } : {};
  const absolute = (url: string) => new URL(url, options.appOrigin).toString();
  const savedCards = stripeSavedCards(stripe, absolute);

  return {
    name: 'stripe',
    requiresHostAccount: true,
    stripe,

    async createCheckout(input: CreateCheckoutInput) {
      if (!input.hostAccountId)
        throw new Error('Stripe checkout needs the host’s connected account');
      const minimumExpiry = Math.ceil(Date.now() / 1000) + STRIPE_MIN_SESSION_SECONDS + 60;
      const returnUrl = absolute(input.returnUrl);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: input.orderId,
        metadata: {
          orderId: input.orderId,
          eventId: input.eventId,
          // Read by stripe-events.ts: a completed manual-capture session is authorised.
          ...(input.captureLater ? { capture: MANUAL_CAPTURE } : {}),
        },
        line_items: [
          ...input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: input.currency,
              unit_amount: line.unitAmountCents,
              product_data: { name: `${input.eventName}: ${line.name}` },
            },
          })),
          ...(input.feeCents > 0
            ? [
                {
                  quantity: 1,
                  price_data: {
                    currency: input.currency,
                    unit_amount: input.feeCents,
                    product_data: { name: 'Service fee' },
                  },
                },
              ]
            : []),
        ],
        payment_intent_data: {
          application_fee_amount: input.feeCents,
          transfer_data: { destination: input.hostAccountId },
          metadata: { orderId: input.orderId },
          ...(input.captureLater ? { capture_method: 'manual' as const } : {}),
          // "Save this card": the card paid with stays on the buyer's customer for next time.
          ...(input.saveForCustomerId ? { setup_future_usage: 'on_session' as const } : {}),
        },
        ...(input.saveForCustomerId ? { customer: input.saveForCustomerId } : {}),
        expires_at: Math.max(Math.ceil(input.expiresAt.getTime() / 1000), minimumExpiry),
        // Stripe fills {CHECKOUT_SESSION_ID} in; payment-return confirms with it.
        success_url: returnUrl.replace('TRANSACTION_ID', '{CHECKOUT_SESSION_ID}'),
        cancel_url: returnUrl.replace('TRANSACTION_ID', '{CHECKOUT_SESSION_ID}'),
      });
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

    async createConnectedAccount({ userId }) {
      const account = await stripe.accounts.create({
        type: 'express',
        metadata: { userId },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      });
      return { accountId: account.id };
    },

    async createOnboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: absolute(refreshUrl),
        return_url: absolute(returnUrl),
        type: 'account_onboarding',
      });
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },

    async getAccount(accountId) {
      return stripeAccountState(await stripe.accounts.retrieve(accountId));
    },

    async getBalance(accountId) {
      const balance = await stripe.balance.retrieve({}, onAccount(accountId));
      const amounts = (list: Stripe.Balance.Available[] | Stripe.Balance.Pending[]) =>
        list.map((b) => ({ amountCents: b.amount, currency: b.currency }));
      return { available: amounts(balance.available), pending: amounts(balance.pending) };
    },

    async createPayout({ accountId, amountCents, currency, idempotencyKey }) {
      const payout = await stripe.payouts.create(
        { amount: amountCents, currency },
        { ...onAccount(accountId), idempotencyKey },
      );
      return stripePayout(payout, accountId);
    },

    submitDisputeEvidence: (input) => submitStripeEvidence(stripe, input, options.filesHost),

    recoverDisputeLoss: (input) => recoverStripeDisputeLoss(stripe, input),

    createCustomer: savedCards.createCustomer,
    createPaymentSetup: savedCards.createPaymentSetup,
    listPaymentMethods: savedCards.listPaymentMethods,
    detachPaymentMethod: savedCards.detachPaymentMethod,
    chargeSavedCard: savedCards.chargeSavedCard,
  };
}
