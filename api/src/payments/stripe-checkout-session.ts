/**
 * The Checkout Session the API opens for an order: a destination charge to the host's connected
 * account (the platform keeps the service fee as its application fee), one line per ticket type and
 * one for the fee, manual capture when the event needs approval, and the card kept for next time
 * when the buyer asked. Built apart from the call so a test can read it without Stripe.
 */
import type Stripe from 'stripe';
import type { CreateCheckoutInput } from './payment-provider';
import { MANUAL_CAPTURE } from './stripe-events';

/** Like the sandbox's, a checkout stays payable at least 30 minutes, beyond the 10-minute hold. */
export const STRIPE_MIN_SESSION_SECONDS = 30 * 60;

export function checkoutSessionParams(
  input: CreateCheckoutInput & { hostAccountId: string },
  /** The absolute return URL, with TRANSACTION_ID where the session id goes. */
  returnUrl: string,
  nowMs: number,
): Stripe.Checkout.SessionCreateParams {
  const minimumExpiry = Math.ceil(nowMs / 1000) + STRIPE_MIN_SESSION_SECONDS + 60;
  return {
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
  };
}
