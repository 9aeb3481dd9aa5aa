/**
 * Host money with the Stripe provider, over HTTP: the real server and database, the real `stripe`
 * SDK pointed at the local Stripe HTTP double (`test/stripe-http-double.ts`, no network), and
 * webhooks signed with the SDK's `generateTestHeaderString` — platform events with the platform
 * secret, connected-account events with the Connect secret. Each step is checked in the tables
 * themselves (not through a GET that would re-read the provider), and in what reached "Stripe".
 * Amounts are written out from the price and the fee rule (50 ¢ + 3 %), not from the code's
 * helpers: 25.00 → fee 1.25, total 26.25, the host's share 25.00.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyLedgerKind } from 'contract';
import { startStripeDouble } from '../../test/stripe-http-double';
import { uploadPhoto } from '../../test/money-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { connectedAccounts, disputes, moneyLedger, payouts } from '../db/schema-money';
import { hostPayoutAccounts, orders } from '../db/schema-ticketing';
import { createStripeProvider } from '../payments/stripe-provider';
import { stripeEventJson } from '../../test/stripe-event';

const PLATFORM_SECRET = 'whsec_platform_server';
const CONNECT_SECRET = 'whsec_connect_server';
const DAY = 86_400_000;
const PRICE = 2500;
const TOTAL = 2625;
const HOST_SHARE = 2500;
const DISPUTE_FEE = 1500;

let now = new Date();
let double: Awaited<ReturnType<typeof startStripeDouble>>;
let provider: ReturnType<typeof createStripeProvider>;
let api: TestApi;
type Caller = Awaited<ReturnType<TestApi['createUser']>>;
let host: Caller;
let buyer: Caller;
let accountId: string;
let orderId: string;
let paymentIntent: string;

beforeAll(async () => {
  double = await startStripeDouble();
  provider = createStripeProvider({
    secretKey: 'sk_test_server',
    webhookSecret: PLATFORM_SECRET,
    connectWebhookSecret: CONNECT_SECRET,
    appOrigin: 'http://localhost:3000',
    config: {
      host: '127.0.0.1',
      port: double.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeout: 5000,
    },
    filesHost: '127.0.0.1',
    now: () => now,
  });
  api = await startTestApi({ clock: () => now, ticketing: { payments: provider } });
  host = await api.createUser({ name: 'Stripe Money Host' });
  buyer = await api.createUser({ name: 'Stripe Money Buyer' });
});
afterAll(async () => {
  await api?.close();
  await double?.close();
});

let eventCounter = 0;
/** A signed Stripe event, delivered to the webhook endpoint; `account` marks a Connect event. */
function deliver(
  type: string,
  object: Record<string, unknown>,
  options: { account?: string; secret?: string } = {},
) {
  eventCounter += 1;
  const payload = stripeEventJson(type, object, {
    id: `evt_server_${eventCounter}`,
    account: options.account,
    created: Math.floor(now.getTime() / 1000),
  });
  const secret = options.secret ?? (options.account ? CONNECT_SECRET : PLATFORM_SECRET);
  return api.request('/v2/payments/webhooks/stripe', {
    method: 'POST',
    body: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': provider.stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}

const storedAccount = async () =>
  (
    await api.database.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.userId, host.user.id))
  )[0]!;

const ledger = (kind: MoneyLedgerKind) =>
  api.database.db
    .select()
    .from(moneyLedger)
    .where(and(eq(moneyLedger.userId, host.user.id), eq(moneyLedger.kind, kind)));

describe('host money with Stripe, over HTTP', () => {
  it('POST /users/connect/ makes an Express account and an onboarding link; GET reads Stripe', async () => {
    const started = await api.request('/v2/users/connect/', {
      json: {},
      token: host.auth.idToken,
    });
    expect(started.status).toBe(201);
    expect(started.body.data.link.url).toMatch(/^https:\/\/connect\.example\.test\//);
    expect(started.body.data.account).toMatchObject({ state: 'onboarding', chargesEnabled: false });
    const created = double.requests.find((r) => r.method === 'POST' && r.path === '/v1/accounts')!;
    expect(created.form.get('type')).toBe('express');
    expect(created.form.get('metadata[userId]')).toBe(host.user.id);
    accountId = (await storedAccount()).accountId;
    expect(accountId).toMatch(/^acct_double_/);

    const read = await api.request('/v2/users/connect/', { token: host.auth.idToken });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      state: 'onboarding',
      requirementsDue: ['external_account'],
      currency: 'usd',
    });
    expect(double.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/accounts/${accountId}`,
    });
  });

  it('a signed account.updated alone updates the stored account (Connect secret only)', async () => {
    const enabled = {
      id: accountId,
      object: 'account',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], past_due: [] },
    };
    const requestsBefore = double.requests.length;
    const wrongSecret = await deliver('account.updated', enabled, {
      account: accountId,
      secret: PLATFORM_SECRET,
    });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error.code).toBeTruthy();
    expect(await storedAccount()).toMatchObject({ chargesEnabled: false, payoutsEnabled: false });

    const res = await deliver('account.updated', enabled, { account: accountId });
    expect(res.status).toBe(200);
    expect(await storedAccount()).toMatchObject({
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
    });
    const [payoutAccount] = await api.database.db
      .select()
      .from(hostPayoutAccounts)
      .where(eq(hostPayoutAccounts.userId, host.user.id));
    expect(payoutAccount).toMatchObject({ provider: 'stripe', accountId });
    // The webhook alone did it: nothing was asked of Stripe.
    expect(double.requests.length).toBe(requestsBefore);
    // From here Stripe's own record agrees (later GETs re-read it).
    Object.assign(double.accounts.get(accountId)!, enabled);
  });

  it('a sale is a destination charge; the signed checkout webhook writes the pending sale', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(
      api,
      host.user.id,
      [paidType({ priceCents: PRICE })],
      { now },
    );
    const initiated = await api.request('/v2/checkout/initiate', {
      token: buyer.auth.idToken,
      json: { eventId, items: [{ ticketTypeId: ticketTypeIds[0], quantity: 1 }] },
    });
    expect(initiated.status).toBe(201);
    orderId = initiated.body.data.order.id;
    const session = double.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.form.get('payment_intent_data[transfer_data][destination]')).toBe(accountId);
    expect(session.form.get('payment_intent_data[application_fee_amount]')).toBe(
      String(TOTAL - PRICE),
    );
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    paymentIntent = `pi_${order!.transactionId}`;
    expect(double.transfers.get(paymentIntent)).toMatchObject({ amount: HOST_SHARE });

    const completed = await deliver('checkout.session.completed', {
      id: order!.transactionId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent,
    });
    expect(completed.status).toBe(200);
    const [sale] = await ledger('sale');
    expect(sale).toMatchObject({ amountCents: HOST_SHARE, accountId, orderId });
    expect(sale!.availableOn.getTime()).toBeGreaterThan(now.getTime());
  });

  it('a payout goes to Stripe on the account; payout.paid, then a late payout.failed returns it', async () => {
    now = new Date(now.getTime() + 3 * DAY);
    const res = await api.request('/v2/users/connect/payout', {
      token: host.auth.idToken,
      json: { amountCents: 1000, currency: 'usd' },
    });
    expect(res.status).toBe(201);
    const sent = double.requests.filter((r) => r.path === '/v1/payouts').at(-1)!;
    expect(sent.headers['stripe-account']).toBe(accountId);
    expect(sent.form.get('amount')).toBe('1000');
    const [row] = await api.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.id, res.body.data.id));
    expect(row!.providerPayoutId).toMatch(/^po_double_/);
    const payout = {
      id: row!.providerPayoutId,
      object: 'payout',
      amount: 1000,
      currency: 'usd',
      arrival_date: Math.floor(now.getTime() / 1000) + 86_400,
    };

    expect(
      (await deliver('payout.paid', { ...payout, status: 'paid' }, { account: accountId })).status,
    ).toBe(200);
    const status = async () =>
      (await api.database.db.select().from(payouts).where(eq(payouts.id, row!.id)))[0]!;
    expect((await status()).status).toBe('paid');
    expect(await ledger('payout_return')).toEqual([]);

    const failed = await deliver(
      'payout.failed',
      { ...payout, status: 'failed', failure_message: 'The bank account was closed' },
      { account: accountId },
    );
    expect(failed.status).toBe(200);
    expect(await status()).toMatchObject({
      status: 'failed',
      failureMessage: 'The bank account was closed',
    });
    expect((await ledger('payout_return')).map((e) => e.amountCents)).toEqual([1000]);
  });

  it('a dispute arrives, its evidence files reach Stripe, and losing it takes share and fee from the host', async () => {
    const dispute = {
      id: 'dp_server_1',
      object: 'dispute',
      amount: TOTAL,
      currency: 'usd',
      reason: 'fraudulent',
      payment_intent: paymentIntent,
      evidence_details: { due_by: Math.floor(now.getTime() / 1000) + 7 * 86_400 },
    };
    const created = await deliver('charge.dispute.created', {
      ...dispute,
      status: 'needs_response',
    });
    expect(created.status).toBe(200);
    const [row] = await api.database.db
      .select()
      .from(disputes)
      .where(eq(disputes.providerDisputeId, 'dp_server_1'));
    expect(row).toMatchObject({
      orderId,
      hostId: host.user.id,
      status: 'needs_response',
      amountCents: TOTAL,
    });

    const evidence = await api.request(`/v2/disputes/${row!.id}/evidence`, {
      token: host.auth.idToken,
      json: {
        explanation: 'The guest came to the event.',
        facts: { Order: orderId },
        files: [{ name: 'door.png', image: await uploadPhoto(api, host) }],
      },
    });
    expect(evidence.status).toBe(200);
    const upload = double.uploads.at(-1)!;
    expect(upload).toMatchObject({
      purpose: 'dispute_evidence',
      contentType: 'image/jpeg',
      filename: 'door.jpg',
    });
    const submitted = double.requests.filter((r) => r.path === '/v1/disputes/dp_server_1').at(-1)!;
    expect(submitted.form.get('evidence[uncategorized_file]')).toBe(upload.id);
    expect(submitted.form.get('submit')).toBe('true');

    // Stripe fails the account debit once: the webhook answers 500 so Stripe delivers it again,
    // and nothing is written yet.
    double.failNext.add('/v1/charges');
    const failed = await deliver('charge.dispute.closed', { ...dispute, status: 'lost' });
    expect(failed.status).toBe(500);
    expect(await ledger('dispute_loss')).toEqual([]);

    const closed = await deliver('charge.dispute.closed', { ...dispute, status: 'lost' });
    expect(closed.status).toBe(200);
    expect(
      (await api.database.db.select().from(disputes).where(eq(disputes.id, row!.id)))[0]!.status,
    ).toBe('lost');
    const losses = await ledger('dispute_loss');
    expect(losses.map((e) => e.amountCents)).toEqual([-(HOST_SHARE + DISPUTE_FEE)]);
    // What Stripe's side shows: the share reversed from the transfer, the fee debited.
    const transfer = double.transfers.get(paymentIntent)!;
    expect(double.reversals.filter((r) => r.transfer === transfer.id)).toEqual([
      { transfer: transfer.id, amount: HOST_SHARE, metadata: 'dp_server_1' },
    ]);
    expect(double.accountDebits).toEqual([
      { account: accountId, amount: DISPUTE_FEE, currency: 'usd' },
    ]);

    // Stripe sends the close again (a new event id): nothing is taken or written twice.
    const again = await deliver('charge.dispute.closed', { ...dispute, status: 'lost' });
    expect(again.status).toBe(200);
    expect(await ledger('dispute_loss')).toHaveLength(1);
    expect(double.reversals.filter((r) => r.transfer === transfer.id)).toHaveLength(1);
    expect(double.accountDebits).toHaveLength(1);
  });
});
