/**
 * The server with the Stripe provider, over HTTP: initiate creates a Checkout Session on the host's
 * connected account with the application fee, Stripe-signed webhooks (made with the SDK's
 * generateTestHeaderString) complete orders, confirm reads the session, and a late payment is
 * refunded on the connected account. Stripe's API itself is replaced by a recording transport.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingStripe } from '../../test/stripe-recording-fetch';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { hostPayoutAccounts, ledgerEntries, passes } from '../db/schema-ticketing';
import { createStripeProvider } from '../payments/stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_server';
const stripeApi = recordingStripe();
const provider = createStripeProvider({
  secretKey: 'sk_test_server',
  webhookSecret: WEBHOOK_SECRET,
  appOrigin: 'http://localhost:3000',
  config: stripeApi.config,
});
let now = new Date();
let api: TestApi;
let hostId: string;
let buyer: { auth: { idToken: string } };

beforeAll(async () => {
  api = await startTestApi({ clock: () => now, ticketing: { payments: provider } });
  hostId = (await api.createUser({ name: 'Stripe Host' })).user.id;
  buyer = await api.createUser({ name: 'Stripe Buyer' });
});
afterAll(() => api?.close());

const initiate = (eventId: string, ticketTypeId: string) =>
  api.request('/v2/checkout/initiate', {
    token: buyer.auth.idToken,
    json: { eventId, items: [{ ticketTypeId, quantity: 1 }] },
  });

function stripeWebhook(id: string, type: string, session: Record<string, unknown>) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    account: 'acct_host',
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', ...session } },
  });
  return api.request('/v2/payments/webhooks/stripe', {
    method: 'POST',
    body: payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': provider.stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
  });
}

describe('checkout with Stripe', () => {
  it('needs the host’s connected account before selling paid tickets', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(api, hostId, [paidType()], {
      now,
    });
    const res = await initiate(eventId, ticketTypeIds[0]!);
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ reason: 'payouts_not_set_up' });
    await api.database.db
      .insert(hostPayoutAccounts)
      .values({ userId: hostId, provider: 'stripe', accountId: 'acct_host' });
  });

  it('creates a destination charge to the host’s account with the fee; a signed webhook completes it', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(api, hostId, [paidType()], {
      now,
    });
    const res = await initiate(eventId, ticketTypeIds[0]!);
    expect(res.status).toBe(201);
    const { transactionId, checkoutUrl, order } = res.body.data;
    expect(checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${transactionId}`);

    const create = stripeApi.calls.at(-1)!;
    expect([create.method, create.path]).toEqual(['POST', '/v1/checkout/sessions']);
    // A destination charge: made on the platform, paid to the host's account.
    expect(create.headers.get('stripe-account')).toBeNull();
    expect(create.form.get('payment_intent_data[transfer_data][destination]')).toBe('acct_host');
    expect(create.form.get('payment_intent_data[application_fee_amount]')).toBe('125');
    expect(create.form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(create.form.get('line_items[1][price_data][unit_amount]')).toBe('125');
    expect(create.form.get('success_url')).toBe(
      `http://localhost:3000/app/event/${eventId}/payment-return?transaction_id={CHECKOUT_SESSION_ID}&event_id=${eventId}`,
    );
    expect(Number(create.form.get('expires_at'))).toBeGreaterThanOrEqual(
      Date.now() / 1000 + 30 * 60,
    );

    const session = { id: transactionId, payment_status: 'paid', payment_intent: 'pi_ok' };
    const delivered = await stripeWebhook('evt_ok', 'checkout.session.completed', session);
    expect(delivered.status).toBe(200);
    const again = await stripeWebhook('evt_ok', 'checkout.session.completed', session);
    expect(again.body.data.duplicate).toBe(true);
    const issued = await api.database.db.select().from(passes).where(eq(passes.orderId, order.id));
    expect(issued).toHaveLength(1);

    const forged = await api.request('/v2/payments/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed' }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(forged.status).toBe(400);
  });

  it('when Stripe cannot start a checkout, the answer is 502 and the hold is released', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(
      api,
      hostId,
      [paidType({ capacity: 1 })],
      { now },
    );
    stripeApi.failNext.add('/v1/checkout/sessions');
    const failed = await initiate(eventId, ticketTypeIds[0]!);
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe(
      'The payment provider could not be reached; please try again',
    );
    expect(JSON.stringify(failed.body)).not.toContain('bad moment');
    const retried = await initiate(eventId, ticketTypeIds[0]!); // the only seat is free again
    expect(retried.status).toBe(201);
  });

  it('confirm asks Stripe for the session and completes through the same path', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(api, hostId, [paidType()], {
      now,
    });
    const { transactionId } = (await initiate(eventId, ticketTypeIds[0]!)).body.data;
    stripeApi.sessions.set(transactionId, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_confirm',
    });
    const res = await api.request('/v2/checkout/confirm', {
      method: 'PATCH',
      token: buyer.auth.idToken,
      json: { transactionId },
    });
    expect(res.body.data).toMatchObject({ status: 'completed' });
    expect(res.body.data.passes).toHaveLength(1);
    const retrieve = stripeApi.calls.at(-1)!;
    expect(retrieve.path).toBe(`/v1/checkout/sessions/${transactionId}`);
    expect(retrieve.headers.get('stripe-account')).toBeNull();
  });

  it('refunds a late payment, reversing the host’s transfer and the application fee', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(
      api,
      hostId,
      [paidType({ capacity: 1 })],
      { now },
    );
    const late = (await initiate(eventId, ticketTypeIds[0]!)).body.data;
    now = new Date(now.getTime() + 11 * 60 * 1000);
    const onTime = (await initiate(eventId, ticketTypeIds[0]!)).body.data;
    await stripeWebhook('evt_on_time', 'checkout.session.completed', {
      id: onTime.transactionId,
      payment_status: 'paid',
      payment_intent: 'pi_on_time',
    });
    await stripeWebhook('evt_late', 'checkout.session.completed', {
      id: late.transactionId,
      payment_status: 'paid',
      payment_intent: 'pi_late',
    });

    const refund = stripeApi.calls.at(-1)!;
    expect([refund.method, refund.path]).toEqual(['POST', '/v1/refunds']);
    expect(refund.headers.get('stripe-account')).toBeNull();
    expect(refund.form.get('reverse_transfer')).toBe('true');
    expect(refund.headers.get('idempotency-key')).toBe(`refund_${late.order.id}`);
    expect(refund.form.get('payment_intent')).toBe('pi_late');
    expect(refund.form.get('refund_application_fee')).toBe('true');
    const ledger = await api.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, late.order.id));
    expect(ledger.map((l) => [l.kind, l.amountCents, l.providerReference]).sort()).toEqual([
      ['charge', 2625, 'pi_late'],
      ['refund', -2625, expect.stringMatching(/^re_test_/)],
    ]);
  });

  it('a refund Stripe fails is retried when Stripe redelivers the webhook', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(
      api,
      hostId,
      [paidType({ capacity: 1 })],
      { now },
    );
    const late = (await initiate(eventId, ticketTypeIds[0]!)).body.data;
    now = new Date(now.getTime() + 11 * 60 * 1000);
    const onTime = (await initiate(eventId, ticketTypeIds[0]!)).body.data;
    await stripeWebhook('evt_retry_on_time', 'checkout.session.completed', {
      id: onTime.transactionId,
      payment_status: 'paid',
      payment_intent: 'pi_retry_on_time',
    });

    const session = { id: late.transactionId, payment_status: 'paid', payment_intent: 'pi_retry' };
    stripeApi.failNext.add('/v1/refunds');
    const first = await stripeWebhook('evt_retry_late', 'checkout.session.completed', session);
    expect(first.status).toBe(500); // so Stripe delivers it again
    const kinds = async () =>
      (
        await api.database.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.orderId, late.order.id))
      )
        .map((l) => l.kind)
        .sort();
    expect(await kinds()).toEqual(['charge']);

    const redelivered = await stripeWebhook(
      'evt_retry_late',
      'checkout.session.completed',
      session,
    );
    expect(redelivered.status).toBe(200);
    expect(await kinds()).toEqual(['charge', 'refund']);
    const refunds = stripeApi.calls.filter(
      (c) => c.path === '/v1/refunds' && c.form.get('payment_intent') === 'pi_retry',
    );
    expect(refunds).toHaveLength(2);
    expect(new Set(refunds.map((c) => c.headers.get('idempotency-key')))).toEqual(
      new Set([`refund_${late.order.id}`]),
    );
  });
});
