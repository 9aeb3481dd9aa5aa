/**
 * The Stripe provider's Connect half: its SDK calls against a local HTTP double of Stripe's API
 * (`test/stripe-http-double.ts`), and its Connect webhooks (account, payout, dispute) signed with
 * the SDK's own `generateTestHeaderString` and verified by `constructEvent`.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble } from '../../test/stripe-http-double';
import { WebhookSignatureError } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { stripeEventJson } from '../../test/stripe-event';

const WEBHOOK_SECRET = 'whsec_connect_test';
let double: Awaited<ReturnType<typeof startStripeDouble>>;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  double = await startStripeDouble();
  provider = createStripeProvider({
    secretKey: 'sk_test_double',
    webhookSecret: WEBHOOK_SECRET,
    appOrigin: 'https://events.example',
    config: {
      host: '127.0.0.1',
      port: double.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeout: 5000,
    },
    filesHost: '127.0.0.1',
  });
});
afterAll(() => double?.close());

const last = (method: string, path: string) =>
  double.requests.filter((r) => r.method === method && r.path === path).at(-1)!;

describe('Stripe Connect calls', () => {
  it('creates an Express account and a single-use onboarding link with absolute URLs', async () => {
    const { accountId } = await provider.createConnectedAccount({ userId: 'u1', currency: 'usd' });
    expect(accountId).toMatch(/^acct_double_/);
    const created = last('POST', '/v1/accounts');
    expect(created.form.get('type')).toBe('express');
    expect(created.form.get('metadata[userId]')).toBe('u1');
    expect(created.form.get('capabilities[transfers][requested]')).toBe('true');

    const link = await provider.createOnboardingLink({
      accountId,
      refreshUrl: '/app/host/stripe-connect?refresh=1',
      returnUrl: '/app/host/stripe-connect/complete',
    });
    expect(link.url).toMatch(/^https:\/\/connect\.example\.test\//);
    expect(link.expiresAt).toEqual(new Date(1_900_000_000_000));
    const sent = last('POST', '/v1/account_links');
    expect(sent.form.get('account')).toBe(accountId);
    expect(sent.form.get('type')).toBe('account_onboarding');
    expect(sent.form.get('refresh_url')).toBe(
      'https://events.example/app/host/stripe-connect?refresh=1',
    );
    expect(sent.form.get('return_url')).toBe(
      'https://events.example/app/host/stripe-connect/complete',
    );

    expect(await provider.getAccount(accountId)).toEqual({
      accountId,
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ['external_account'],
    });
  });

  it('reads the balance and pays out on the connected account, keyed', async () => {
    expect(await provider.getBalance('acct_host')).toEqual({
      available: [{ amountCents: 4200, currency: 'usd' }],
      pending: [{ amountCents: 1300, currency: 'usd' }],
    });
    expect(last('GET', '/v1/balance').headers['stripe-account']).toBe('acct_host');

    const input = {
      accountId: 'acct_host',
      amountCents: 1500,
      currency: 'usd',
      idempotencyKey: 'payout_k1',
    };
    const first = await provider.createPayout(input);
    const again = await provider.createPayout(input);
    expect(again.payoutId).toBe(first.payoutId);
    expect(first).toMatchObject({ amountCents: 1500, currency: 'usd', status: 'pending' });
    const sent = last('POST', '/v1/payouts');
    expect(sent.headers['stripe-account']).toBe('acct_host');
    expect(sent.headers['idempotency-key']).toBe('payout_k1');
    expect(sent.form.get('amount')).toBe('1500');
  });

  it('uploads each evidence image to the Files API as JPEG and submits it once, with submit=true', async () => {
    const webp = await sharp({
      create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .webp()
      .toBuffer();
    const answered = await provider.submitDisputeEvidence({
      disputeId: 'dp_1',
      text: 'They came to the event.',
      files: [
        { name: 'scan.png', url: '/v2/images/files/x-large.webp', read: async () => webp },
        { name: 'door photo.webp', url: '/v2/images/files/y-large.webp', read: async () => webp },
      ],
    });
    expect(answered).toMatchObject({
      disputeId: 'dp_1',
      status: 'under_review',
      paymentReference: 'pi_disputed',
    });
    const uploads = double.requests.filter((r) => r.path === '/v1/files');
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) {
      expect(upload.form.get('purpose')).toBe('dispute_evidence');
      expect(upload.files).toHaveLength(1);
      expect(upload.files[0]!.contentType).toBe('image/jpeg');
      // JPEG bytes (Stripe refuses WebP), of the same 8×6 image.
      expect(upload.files[0]!.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(await sharp(upload.files[0]!.data).metadata()).toMatchObject({ width: 8, height: 6 });
    }
    expect(double.uploads.map((u) => u.filename).sort()).toEqual(['door photo.jpg', 'scan.jpg']);
    const sent = last('POST', '/v1/disputes/dp_1');
    expect(sent.form.get('submit')).toBe('true');
    const idOf = (filename: string) => double.uploads.find((u) => u.filename === filename)!.id;
    expect(sent.form.get('evidence[uncategorized_file]')).toBe(idOf('scan.jpg'));
    expect(sent.form.get('evidence[service_documentation]')).toBe(idOf('door photo.jpg'));
    expect(sent.form.get('evidence[uncategorized_text]')).toContain('They came to the event.');
    expect(sent.form.get('evidence[uncategorized_text]')).toContain('uncategorized_file: scan.png');
  });

  it('evidence without files uploads nothing', async () => {
    const before = double.uploads.length;
    await provider.submitDisputeEvidence({ disputeId: 'dp_3', text: 'Plain.', files: [] });
    expect(double.uploads.length).toBe(before);
    expect(last('POST', '/v1/disputes/dp_3').form.get('evidence[uncategorized_file]')).toBeNull();
  });
});

describe('a lost dispute on a destination charge', () => {
  /** A destination charge of `total` with `fee`: the host's transfer is total − fee. */
  async function destinationCharge(total: number, fee: number) {
    const { transactionId } = await provider.createCheckout({
      orderId: 'o1',
      eventId: 'e1',
      eventName: 'Party',
      lines: [{ name: 'GA', quantity: 1, unitAmountCents: total - fee }],
      feeCents: fee,
      totalCents: total,
      currency: 'usd',
      expiresAt: new Date(Date.now() + 3_600_000),
      hostAccountId: 'acct_host',
      returnUrl: '/app/payment-return?t=TRANSACTION_ID',
    });
    return `pi_${transactionId}`;
  }

  it('reverses the host’s share from the transfer and debits the fee from the account, once', async () => {
    const paymentReference = await destinationCharge(2625, 125);
    const loss = {
      disputeId: 'dp_lost_1',
      paymentReference,
      accountId: 'acct_host',
      hostShareCents: 2500,
      disputeFeeCents: 1500,
      currency: 'usd',
    };
    await provider.recoverDisputeLoss(loss);
    await provider.recoverDisputeLoss(loss);
    const transfer = double.transfers.get(paymentReference)!;
    expect(double.reversals.filter((r) => r.transfer === transfer.id)).toEqual([
      { transfer: transfer.id, amount: 2500, metadata: 'dp_lost_1' },
    ]);
    expect(transfer.amount_reversed).toBe(2500);
    const debits = double.requests.filter(
      (r) => r.path === '/v1/charges' && r.form.get('metadata[disputeId]') === 'dp_lost_1',
    );
    // Two calls, the same amounts under one key each: Stripe answers the second from the first.
    expect(debits.map((r) => [r.form.get('source'), r.form.get('amount')])).toEqual([
      ['acct_host', '1500'],
      ['acct_host', '1500'],
    ]);
    expect(new Set(debits.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(double.accountDebits.filter((d) => d.account === 'acct_host')).toEqual([
      { account: 'acct_host', amount: 1500, currency: 'usd' },
    ]);
  });

  it('takes what a refund already reversed from the account instead', async () => {
    const paymentReference = await destinationCharge(5125, 125);
    double.transfers.get(paymentReference)!.amount_reversed = 3000;
    const debitsBefore = double.accountDebits.length;
    await provider.recoverDisputeLoss({
      disputeId: 'dp_lost_2',
      paymentReference,
      accountId: 'acct_host',
      hostShareCents: 5000,
      disputeFeeCents: 1500,
      currency: 'usd',
    });
    expect(double.reversals.at(-1)).toMatchObject({ amount: 2000, metadata: 'dp_lost_2' });
    expect(double.accountDebits.slice(debitsBefore)).toEqual([
      { account: 'acct_host', amount: 3000 + 1500, currency: 'usd' },
    ]);
  });

  it('control: one reversal of share and fee together is more than the transfer, and refused', async () => {
    const paymentReference = await destinationCharge(2625, 125);
    const transfer = double.transfers.get(paymentReference)!;
    await expect(
      provider.stripe.transfers.createReversal(transfer.id, { amount: 2500 + 1500 }),
    ).rejects.toThrow(/exceeds/);
  });
});

function signed(type: string, object: Record<string, unknown>, account?: string) {
  const payload = stripeEventJson(type, object, { account });
  const header = provider.stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': header });
}

describe('Stripe Connect webhooks', () => {
  it('account.updated carries the account state', () => {
    const event = signed('account.updated', {
      id: 'acct_host',
      object: 'account',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: false,
      requirements: { currently_due: ['external_account'], past_due: ['tos_acceptance.date'] },
    });
    expect(event).toMatchObject({
      type: 'account.updated',
      account: {
        accountId: 'acct_host',
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: false,
        requirementsDue: ['external_account', 'tos_acceptance.date'],
      },
    });
  });

  it('payout events from a connected account map to payout updates, a late failure included', () => {
    const paid = signed(
      'payout.paid',
      {
        id: 'po_1',
        object: 'payout',
        amount: 900,
        currency: 'usd',
        status: 'paid',
        arrival_date: 1_700_100_000,
      },
      'acct_host',
    );
    expect(paid).toMatchObject({
      type: 'payout.updated',
      payout: { payoutId: 'po_1', accountId: 'acct_host', status: 'paid', amountCents: 900 },
    });
    const failed = signed(
      'payout.failed',
      {
        id: 'po_1',
        object: 'payout',
        amount: 900,
        currency: 'usd',
        status: 'failed',
        failure_message: 'Account closed',
      },
      'acct_host',
    );
    expect(failed.payout).toMatchObject({ status: 'failed', failureMessage: 'Account closed' });
    // A payout event without an account is not one of our hosts' payouts.
    expect(signed('payout.paid', { id: 'po_2', object: 'payout', status: 'paid' }).type).toBe(
      'ignored',
    );
  });

  it('dispute events map needs response → under review → won/lost', () => {
    const dispute = (status: string) =>
      signed(
        `charge.dispute.${status === 'needs_response' ? 'created' : status === 'under_review' ? 'updated' : 'closed'}`,
        {
          id: 'dp_1',
          object: 'dispute',
          amount: 2625,
          currency: 'usd',
          reason: 'fraudulent',
          status,
          payment_intent: 'pi_1',
          evidence_details: { due_by: 1_700_600_000 },
        },
      );
    expect(dispute('needs_response')).toMatchObject({
      type: 'dispute.updated',
      paymentReference: 'pi_1',
      dispute: {
        disputeId: 'dp_1',
        status: 'needs_response',
        amountCents: 2625,
        evidenceDueBy: new Date(1_700_600_000_000),
      },
    });
    expect(dispute('under_review').dispute!.status).toBe('under_review');
    expect(dispute('won').dispute!.status).toBe('won');
    expect(dispute('lost').dispute!.status).toBe('lost');
  });

  it('refuses a Connect event with a bad signature', () => {
    const payload = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'account.updated',
      data: { object: {} },
    });
    const header = provider.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_other',
    });
    expect(() =>
      provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': header }),
    ).toThrow();
  });
});

describe('two endpoints, two signing secrets (STRIPE_CONNECT_WEBHOOK_SECRET)', () => {
  const PLATFORM = 'whsec_platform_endpoint';
  const CONNECT = 'whsec_connect_endpoint';
  const twoSecrets = createStripeProvider({
    secretKey: 'sk_test_double',
    webhookSecret: PLATFORM,
    connectWebhookSecret: CONNECT,
    appOrigin: 'https://events.example',
    config: { host: '127.0.0.1', port: 9, protocol: 'http', maxNetworkRetries: 0 },
  });
  const payload = (type: string, object: Record<string, unknown>, account?: string) =>
    stripeEventJson(type, object, { id: `evt_two_${type}`, account });
  const deliver = (body: string, secret: string) =>
    twoSecrets.parseWebhook(Buffer.from(body), {
      'stripe-signature': twoSecrets.stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret,
      }),
    });
  const accountUpdated = payload(
    'account.updated',
    { id: 'acct_host', object: 'account', details_submitted: true, charges_enabled: true },
    'acct_host',
  );
  const disputeCreated = payload('charge.dispute.created', {
    id: 'dp_2',
    object: 'dispute',
    amount: 2625,
    currency: 'usd',
    reason: 'fraudulent',
    status: 'needs_response',
    payment_intent: 'pi_2',
    evidence_details: { due_by: 1_700_600_000 },
  });

  it('verifies a connected-account event with the Connect secret', () => {
    expect(deliver(accountUpdated, CONNECT)).toMatchObject({
      type: 'account.updated',
      account: { accountId: 'acct_host', chargesEnabled: true },
    });
    const paid = payload(
      'payout.paid',
      { id: 'po_9', object: 'payout', amount: 900, currency: 'usd', status: 'paid' },
      'acct_host',
    );
    expect(deliver(paid, CONNECT)).toMatchObject({
      type: 'payout.updated',
      payout: { payoutId: 'po_9', status: 'paid' },
    });
  });

  it('verifies a platform event with the platform secret', () => {
    expect(deliver(disputeCreated, PLATFORM)).toMatchObject({
      type: 'dispute.updated',
      dispute: { disputeId: 'dp_2', status: 'needs_response' },
    });
  });

  it('refuses each event signed with the other endpoint’s secret', () => {
    expect(() => deliver(accountUpdated, PLATFORM)).toThrow(WebhookSignatureError);
    expect(() => deliver(disputeCreated, CONNECT)).toThrow(WebhookSignatureError);
  });

  it('a Connect-signed body stops verifying if its account is dropped (or one is added to a platform body)', () => {
    const header = (body: string, secret: string) =>
      twoSecrets.stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    const signedConnect = header(accountUpdated, CONNECT);
    const dropped = accountUpdated.replace('"account":"acct_host"', '"account":null');
    expect(() =>
      twoSecrets.parseWebhook(Buffer.from(dropped), { 'stripe-signature': signedConnect }),
    ).toThrow(WebhookSignatureError);
    const signedPlatform = header(disputeCreated, PLATFORM);
    const added = disputeCreated.replace(/}$/, ',"account":"acct_host"}');
    expect(() =>
      twoSecrets.parseWebhook(Buffer.from(added), { 'stripe-signature': signedPlatform }),
    ).toThrow(WebhookSignatureError);
  });

  it('without a Connect secret, the platform secret verifies both kinds', () => {
    // `provider` (above) has no Connect secret: one secret for everything.
    const body = accountUpdated.replace('evt_two_', 'evt_one_');
    expect(
      provider.parseWebhook(Buffer.from(body), {
        'stripe-signature': provider.stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: WEBHOOK_SECRET,
        }),
      }).type,
    ).toBe('account.updated');
  });
});
