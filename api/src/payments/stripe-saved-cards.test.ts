/**
 * Saved cards with the Stripe provider, offline: the real `stripe` SDK over the recording transport
 * (`test/stripe-recording-fetch.ts`), so each test reads what would have reached Stripe (paths,
 * forms, idempotency keys) and how Stripe's answers become ours. Stripe itself cannot be reached
 * from here; this is the half of issue 28's item 10 that is written but not run against Stripe.
 */
import { describe, expect, it } from 'vitest';
import { recordingStripe } from '../../test/stripe-recording-fetch';
import { stripeEventJson } from '../../test/stripe-event';
import type { SavedCardChargeInput } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

const SECRET = 'whsec_saved_cards';
const stripeApi = recordingStripe();
const provider = createStripeProvider({
  secretKey: 'sk_test_saved_cards',
  webhookSecret: SECRET,
  appOrigin: 'https://app.example',
  config: stripeApi.config,
});
const last = () => stripeApi.calls.at(-1)!;

const charge: SavedCardChargeInput = {
  orderId: 'order-1',
  eventId: 'event-1',
  eventName: 'Roof Party',
  lines: [{ name: 'Entry', quantity: 2, unitAmountCents: 2000 }],
  feeCents: 220,
  totalCents: 4220,
  currency: 'usd',
  expiresAt: new Date(Date.now() + 600_000),
  hostAccountId: 'acct_host',
  returnUrl: '/app/event/event-1/payment-return?transaction_id=TRANSACTION_ID&event_id=event-1',
  customerId: 'cus_buyer',
  paymentMethodId: 'pm_visa',
};

describe('Stripe saved cards', () => {
  it('makes one customer per user (keyed by the user) and a setup-mode Checkout to save a card', async () => {
    expect(await provider.createCustomer({ userId: 'u1' })).toEqual({
      customerId: expect.stringMatching(/^cus_test_/),
    });
    expect(last().headers.get('idempotency-key')).toBe('customer-u1');
    expect(last().form.get('metadata[userId]')).toBe('u1');

    const setup = await provider.createPaymentSetup({
      customerId: 'cus_buyer',
      userId: 'u1',
      returnUrl: '/app/user/settings',
    });
    expect(setup.setupUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const form = last().form;
    expect([last().path, form.get('mode'), form.get('customer')]).toEqual([
      '/v1/checkout/sessions',
      'setup',
      'cus_buyer',
    ]);
    expect(form.get('success_url')).toBe('https://app.example/app/user/settings');
  });

  it('asks a paying Checkout to keep the card only when the buyer ticked it', async () => {
    const base = { ...charge, hostAccountId: 'acct_host' };
    await provider.createCheckout({ ...base, saveForCustomerId: 'cus_buyer' });
    expect(last().form.get('customer')).toBe('cus_buyer');
    expect(last().form.get('payment_intent_data[setup_future_usage]')).toBe('on_session');
    await provider.createCheckout({ ...base, saveForCustomerId: null });
    expect(last().form.get('customer')).toBeNull();
    expect(last().form.get('payment_intent_data[setup_future_usage]')).toBeNull();
  });

  it('charges a saved card as a confirmed destination charge, once per order', async () => {
    const paid = await provider.chargeSavedCard(charge);
    expect(paid).toEqual({
      state: 'paid',
      transactionId: expect.stringMatching(/^pi_test_/),
      paymentReference: expect.stringMatching(/^pi_test_/),
    });
    const call = last();
    expect(call.path).toBe('/v1/payment_intents');
    expect(call.headers.get('idempotency-key')).toBe('order-order-1-saved-card');
    expect(Object.fromEntries(call.form)).toMatchObject({
      amount: '4220',
      currency: 'usd',
      customer: 'cus_buyer',
      payment_method: 'pm_visa',
      confirm: 'true',
      application_fee_amount: '220',
      'transfer_data[destination]': 'acct_host',
      'metadata[orderId]': 'order-1',
      'metadata[saved_card]': 'true',
      // Stripe adds `payment_intent=` itself; the placeholder would never be filled in.
      return_url: 'https://app.example/app/event/event-1/payment-return?event_id=event-1',
    });
    expect(call.form.get('capture_method')).toBeNull();

    await provider.chargeSavedCard({ ...charge, captureLater: true });
    expect(last().form.get('capture_method')).toBe('manual');
  });

  it('a bank that asks for 3-D Secure sends the buyer to its page; a decline says why', async () => {
    stripeApi.answerNext.set('POST /v1/payment_intents', [
      200,
      {
        id: 'pi_3ds',
        object: 'payment_intent',
        status: 'requires_action',
        next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://bank.test/3ds' } },
      },
    ]);
    expect(await provider.chargeSavedCard(charge)).toEqual({
      state: 'requires_action',
      transactionId: 'pi_3ds',
      actionUrl: 'https://bank.test/3ds',
    });

    stripeApi.answerNext.set('POST /v1/payment_intents', [
      402,
      {
        error: {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
          payment_intent: { id: 'pi_declined', object: 'payment_intent' },
        },
      },
    ]);
    expect(await provider.chargeSavedCard(charge)).toEqual({
      state: 'declined',
      transactionId: 'pi_declined',
      message: 'Your card was declined.',
    });
  });

  it('confirm reads a saved card’s PaymentIntent, not a Checkout Session', async () => {
    stripeApi.answerNext.set('GET /v1/payment_intents/pi_3ds', [
      200,
      { id: 'pi_3ds', object: 'payment_intent', status: 'succeeded' },
    ]);
    expect(await provider.getCheckoutStatus('pi_3ds', null)).toEqual({
      state: 'paid',
      paymentReference: 'pi_3ds',
    });
    stripeApi.answerNext.set('GET /v1/payment_intents/pi_3ds', [
      200,
      { id: 'pi_3ds', object: 'payment_intent', status: 'requires_payment_method' },
    ]);
    expect((await provider.getCheckoutStatus('pi_3ds', null)).state).toBe('canceled');
  });

  it('lists the customer’s cards and detaches only one of theirs', async () => {
    stripeApi.answerNext.set('GET /v1/customers/cus_buyer/payment_methods', [
      200,
      {
        object: 'list',
        has_more: false,
        url: '/v1/customers/cus_buyer/payment_methods',
        data: [
          {
            id: 'pm_visa',
            object: 'payment_method',
            card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
          },
        ],
      },
    ]);
    expect(await provider.listPaymentMethods('cus_buyer')).toEqual([
      { id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    ]);

    stripeApi.answerNext.set('GET /v1/payment_methods/pm_other', [
      200,
      { id: 'pm_other', object: 'payment_method', customer: 'cus_someone_else' },
    ]);
    expect(
      await provider.detachPaymentMethod({ customerId: 'cus_buyer', paymentMethodId: 'pm_other' }),
    ).toBe(false);
    expect(stripeApi.calls.some((c) => c.path === '/v1/payment_methods/pm_other/detach')).toBe(
      false,
    );

    stripeApi.answerNext.set('GET /v1/payment_methods/pm_visa', [
      200,
      { id: 'pm_visa', object: 'payment_method', customer: 'cus_buyer' },
    ]);
    expect(
      await provider.detachPaymentMethod({ customerId: 'cus_buyer', paymentMethodId: 'pm_visa' }),
    ).toBe(true);
    expect(last().path).toBe('/v1/payment_methods/pm_visa/detach');
  });

  it('maps a saved card’s payment_intent webhooks; other intents are left to their sessions', () => {
    const parse = (type: string, object: Record<string, unknown>) => {
      const payload = stripeEventJson(type, object);
      const header = provider.stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      return provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': header });
    };
    const intent = (status: string, savedCard = true) => ({
      id: 'pi_saved',
      object: 'payment_intent',
      status,
      metadata: savedCard ? { saved_card: 'true' } : {},
    });
    expect(parse('payment_intent.succeeded', intent('succeeded'))).toMatchObject({
      type: 'checkout.completed',
      transactionId: 'pi_saved',
      paymentReference: 'pi_saved',
    });
    expect(parse('payment_intent.amount_capturable_updated', intent('requires_capture')).type).toBe(
      'checkout.completed',
    );
    expect(parse('payment_intent.payment_failed', intent('requires_payment_method')).type).toBe(
      'checkout.canceled',
    );
    expect(parse('payment_intent.succeeded', intent('succeeded', false)).type).toBe('ignored');
  });
});
