import { describe, expect, it } from 'vitest';
import { STRIPE_MIN_SESSION_SECONDS, checkoutSessionParams } from './stripe-checkout-session';

const NOW_MS = Date.UTC(2026, 2, 2, 12);
const input = {
  orderId: 'order-1',
  eventId: 'event-1',
  eventName: 'Rooftop',
  lines: [{ name: 'General', quantity: 2, unitAmountCents: 2_500 }],
  feeCents: 400,
  totalCents: 5_400,
  currency: 'usd',
  expiresAt: new Date(NOW_MS + 10 * 60_000),
  hostAccountId: 'acct_host',
  returnUrl: 'https://app.example/return/TRANSACTION_ID',
};

describe('checkoutSessionParams', () => {
  it('is a destination charge to the host, the fee kept as the application fee', () => {
    const params = checkoutSessionParams(input, input.returnUrl, NOW_MS);
    expect(params.payment_intent_data).toMatchObject({
      application_fee_amount: 400,
      transfer_data: { destination: 'acct_host' },
      metadata: { orderId: 'order-1' },
    });
    expect(params.line_items).toEqual([
      {
        quantity: 2,
        price_data: {
          currency: 'usd',
          unit_amount: 2_500,
          product_data: { name: 'Rooftop: General' },
        },
      },
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 400, product_data: { name: 'Service fee' } },
      },
    ]);
    expect(params.success_url).toBe('https://app.example/return/{CHECKOUT_SESSION_ID}');
    expect(params.payment_intent_data?.capture_method).toBeUndefined();
  });

  it('stays payable past the hold, at least the minimum Stripe allows', () => {
    const params = checkoutSessionParams(input, input.returnUrl, NOW_MS);
    expect(params.expires_at).toBe(NOW_MS / 1000 + STRIPE_MIN_SESSION_SECONDS + 60);
    const later = new Date(NOW_MS + 3 * 3_600_000);
    expect(checkoutSessionParams({ ...input, expiresAt: later }, '/r', NOW_MS).expires_at).toBe(
      later.getTime() / 1000,
    );
  });

  it('authorises only when asked, saves the card for its customer, and adds no free fee line', () => {
    const params = checkoutSessionParams(
      { ...input, feeCents: 0, captureLater: true, saveForCustomerId: 'cus_1' },
      input.returnUrl,
      NOW_MS,
    );
    expect(params.payment_intent_data).toMatchObject({
      capture_method: 'manual',
      setup_future_usage: 'on_session',
    });
    expect(params.customer).toBe('cus_1');
    expect(params.metadata).toHaveProperty('capture');
    expect(params.line_items).toHaveLength(1);
  });
});
