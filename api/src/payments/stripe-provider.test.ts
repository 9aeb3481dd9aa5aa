/**
 * The Stripe provider offline: webhook signatures made with the SDK's own
 * `generateTestHeaderString`, verified by `constructEvent`, and mapped to order transitions. The
 * SDK points at a closed local port, so no call can reach Stripe; a call that tries fails fast.
 * The authorisation-hold calls run against the recording double (`test/stripe-recording-fetch.ts`).
 */
import { describe, expect, it } from 'vitest';
import { recordingStripe } from '../../test/stripe-recording-fetch';
import { createStripeProvider } from './stripe-provider';
import { stripeEventJson } from '../../test/stripe-event';

const WEBHOOK_SECRET = 'whsec_test_offline';
const provider = createStripeProvider({
  secretKey: 'sk_test_offline',
  webhookSecret: WEBHOOK_SECRET,
  appOrigin: 'http://localhost:3000',
  config: { host: '127.0.0.1', port: 9, protocol: 'http', maxNetworkRetries: 0, timeout: 2000 },
});

function stripeEvent(type: string, object: Record<string, unknown>) {
  return stripeEventJson(type, object, { account: 'acct_host' });
}

function signed(payload: string, secret = WEBHOOK_SECRET) {
  const header = provider.stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': header } };
}

const session = (fields: Record<string, unknown>) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  payment_intent: 'pi_test_1',
  ...fields,
});

describe('Stripe webhooks', () => {
  it('maps a paid checkout.session.completed to a completed checkout with its payment intent', () => {
    const { body, headers } = signed(
      stripeEvent(
        'checkout.session.completed',
        session({ status: 'complete', payment_status: 'paid' }),
      ),
    );
    expect(provider.parseWebhook(body, headers)).toEqual({
      id: 'evt_checkout_session_completed',
      type: 'checkout.completed',
      transactionId: 'cs_test_1',
      paymentReference: 'pi_test_1',
      providerType: 'checkout.session.completed',
    });
  });

  it('waits on an unpaid completion (async method) and completes on async_payment_succeeded', () => {
    const unpaid = signed(
      stripeEvent(
        'checkout.session.completed',
        session({ status: 'complete', payment_status: 'unpaid' }),
      ),
    );
    expect(provider.parseWebhook(unpaid.body, unpaid.headers).type).toBe('ignored');
    const later = signed(
      stripeEvent('checkout.session.async_payment_succeeded', session({ payment_status: 'paid' })),
    );
    expect(provider.parseWebhook(later.body, later.headers).type).toBe('checkout.completed');
  });

  it('maps expiry and async failure, and ignores unrelated events', () => {
    const cases: [string, string][] = [
      ['checkout.session.expired', 'checkout.expired'],
      ['checkout.session.async_payment_failed', 'checkout.canceled'],
      ['customer.created', 'ignored'],
    ];
    for (const [stripeType, ours] of cases) {
      const { body, headers } = signed(stripeEvent(stripeType, session({ status: 'expired' })));
      expect(provider.parseWebhook(body, headers).type).toBe(ours);
    }
  });

  it('refuses a payload signed with another secret, a tampered body or no signature', () => {
    const payload = stripeEvent('checkout.session.completed', session({ payment_status: 'paid' }));
    const wrong = signed(payload, 'whsec_someone_else');
    expect(() => provider.parseWebhook(wrong.body, wrong.headers)).toThrow(/signature/i);
    const good = signed(payload);
    const tampered = Buffer.from(payload.replace('pi_test_1', 'pi_evil'));
    expect(() => provider.parseWebhook(tampered, good.headers)).toThrow(/signature/i);
    expect(() => provider.parseWebhook(good.body, {})).toThrow(/Stripe-Signature/);
  });

  it('never reaches Stripe from here: an API call fails against the closed port', async () => {
    await expect(provider.getCheckoutStatus('cs_test_1', 'acct_host')).rejects.toThrow();
  });
});

describe('Stripe authorisation holds (approval-required events)', () => {
  const stripeApi = recordingStripe();
  const recorded = createStripeProvider({
    secretKey: 'sk_test_holds',
    webhookSecret: WEBHOOK_SECRET,
    appOrigin: 'http://localhost:3000',
    config: stripeApi.config,
  });
  const input = {
    orderId: 'order-1',
    eventId: 'event-1',
    eventName: 'Gala',
    lines: [{ name: 'Entry', quantity: 1, unitAmountCents: 2500 }],
    feeCents: 125,
    totalCents: 2625,
    currency: 'usd',
    expiresAt: new Date(Date.now() + 600_000),
    hostAccountId: 'acct_host',
    returnUrl: '/app/event/e/payment-return?transaction_id=TRANSACTION_ID',
  };

  it('asks for manual capture only when the checkout should authorise', async () => {
    await recorded.createCheckout({ ...input, captureLater: true });
    await recorded.createCheckout(input);
    const [held, plain] = stripeApi.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(held!.form.get('payment_intent_data[capture_method]')).toBe('manual');
    expect(held!.form.get('metadata[capture]')).toBe('manual');
    // A destination charge: made on the platform, paid to the host's account.
    expect(held!.headers.get('stripe-account')).toBeNull();
    expect(held!.form.get('payment_intent_data[transfer_data][destination]')).toBe('acct_host');
    expect(plain!.form.get('payment_intent_data[capture_method]')).toBeNull();
  });

  it('captures and cancels the platform’s payment intent with the idempotency key', async () => {
    const hold = { paymentReference: 'pi_hold_1', accountId: 'acct_host' };
    await recorded.capture({ ...hold, idempotencyKey: 'capture_order-1' });
    await recorded.release({ ...hold, idempotencyKey: 'release_order-2' });
    const [capture, cancel] = stripeApi.calls.filter((c) =>
      c.path.startsWith('/v1/payment_intents'),
    );
    expect(capture).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents/pi_hold_1/capture',
    });
    expect(capture!.headers.get('idempotency-key')).toBe('capture_order-1');
    expect(capture!.headers.get('stripe-account')).toBeNull();
    expect(cancel).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_hold_1/cancel' });
    expect(cancel!.headers.get('idempotency-key')).toBe('release_order-2');
    expect(cancel!.form.get('cancellation_reason')).toBe('requested_by_customer');
  });

  it('a capture Stripe fails surfaces as an error (the caller changes nothing)', async () => {
    stripeApi.failNext.add('/v1/payment_intents/pi_hold_2/capture');
    await expect(
      recorded.capture({ paymentReference: 'pi_hold_2', accountId: null, idempotencyKey: 'k' }),
    ).rejects.toThrow(/bad moment/);
  });

  it('maps a completed manual-capture session to completed, even while still unpaid', () => {
    const { body, headers } = signed(
      stripeEvent(
        'checkout.session.completed',
        session({ status: 'complete', payment_status: 'unpaid', metadata: { capture: 'manual' } }),
      ),
    );
    expect(provider.parseWebhook(body, headers)).toMatchObject({
      type: 'checkout.completed',
      paymentReference: 'pi_test_1',
    });
  });
});
