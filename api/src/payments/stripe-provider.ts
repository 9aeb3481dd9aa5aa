/**
 * The real payment provider, written against the `stripe` SDK:
 * - Checkout Sessions as *direct charges* on the host's connected account (`stripeAccount`), with
 *   the platform fee as `application_fee_amount`;
 * - webhooks verified with `stripe.webhooks.constructEvent` (a Connect endpoint, since the sessions
 *   live on connected accounts);
 * - refunds on the connected account, giving the application fee back too;
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
import { MANUAL_CAPTURE, mapStripeEvent, stripeSessionState } from './stripe-events';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Absolute origin of the web app, for Stripe's redirect after payment (e.g. https://example.com). */
  appOrigin: string;
  /** SDK settings (tests point `host`/`port` at nothing so no request can leave the machine). */
  config?: Stripe.StripeConfig;
}

const STRIPE_MIN_SESSION_SECONDS = 30 * 60;

export function createStripeProvider(
  options: StripeProviderOptions,
): PaymentProvider & { stripe: Stripe } {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, ...options.config });
  const onAccount = (accountId: string | null): Stripe.RequestOptions =>
    accountId ? { stripeAccount: accountId } : {};
  const absolute = (url: string) => new URL(url, options.appOrigin).toString();

  return {
    name: 'stripe',
    requiresHostAccount: true,
    stripe,

    async createCheckout(input: CreateCheckoutInput) {
      if (!input.hostAccountId)
        throw new Error('Stripe checkout needs the host’s connected account');
      const minimumExpiry = Math.ceil(Date.now() / 1000) + STRIPE_MIN_SESSION_SECONDS + 60;
      const returnUrl = absolute(input.returnUrl);
      const session = await stripe.checkout.sessions.create(
        {
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
            metadata: { orderId: input.orderId },
            ...(input.captureLater ? { capture_method: 'manual' as const } : {}),
          },
          expires_at: Math.max(Math.ceil(input.expiresAt.getTime() / 1000), minimumExpiry),
          // Stripe fills {CHECKOUT_SESSION_ID} in; payment-return confirms with it.
          success_url: returnUrl.replace('TRANSACTION_ID', '{CHECKOUT_SESSION_ID}'),
          cancel_url: returnUrl.replace('TRANSACTION_ID', '{CHECKOUT_SESSION_ID}'),
        },
        onAccount(input.hostAccountId),
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { transactionId: session.id, checkoutUrl: session.url };
    },

    async getCheckoutStatus(transactionId, accountId) {
      const session = await stripe.checkout.sessions.retrieve(
        transactionId,
        {},
        onAccount(accountId),
      );
      return stripeSessionState(session);
    },

    parseWebhook(rawBody, headers): PaymentWebhookEvent {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string')
        throw new WebhookSignatureError('The webhook has no Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'The Stripe signature does not verify',
        );
      }
      return mapStripeEvent(event);
    },

    async refund({ paymentReference, amountCents, accountId, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentReference, amount: amountCents, refund_application_fee: true },
        { ...onAccount(accountId), idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async capture({ paymentReference, accountId, idempotencyKey }) {
      await stripe.paymentIntents.capture(
        paymentReference,
        {},
        { ...onAccount(accountId), idempotencyKey },
      );
    },

    async release({ paymentReference, accountId, idempotencyKey }) {
      await stripe.paymentIntents.cancel(
        paymentReference,
        { cancellation_reason: 'requested_by_customer' },
        { ...onAccount(accountId), idempotencyKey },
      );
    },

    async createPaymentSetup({ customerId, userId }) {
      const customer = customerId ?? (await stripe.customers.create({ metadata: { userId } })).id;
      const intent = await stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
      });
      if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a secret');
      return { customerId: customer, setupIntentId: intent.id, clientSecret: intent.client_secret };
    },
  };
}
