/**
 * Host money over HTTP with the sandbox provider: onboarding through its own page (leave early,
 * dead links, the refresh URL's fresh link, finish), destination charges into the wallet (pending
 * until the clock moves), payouts (pending → in transit → paid, a late failure giving the money
 * back), disputes (pre-filled evidence with uploaded photos, once, won/lost), and who may call
 * what (only the host of the order sees a dispute: not the buyer, a co-host of any level, a stranger).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COHOST_PRIVILEGES, MONEY_LIMITS } from 'contract';
import { signInWithPhone } from '../../test/firebase-phone-user';
import { startTestApi, type TestApi } from '../../test/test-api';
import {
  advanceDays,
  buyTickets,
  onboardingLink,
  openDispute,
  press,
  uploadPhoto,
  wallet,
} from '../../test/money-fixtures';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { disputes, moneyLedger, sandboxDisputes } from '../db/schema-money';
import { passes } from '../db/schema-ticketing';
import { feeCentsPerTicket } from '../payments/fees';

type Caller = Awaited<ReturnType<TestApi['createUser']>>;

let api: TestApi;
let host: Caller;
let buyer: Caller;
let stranger: Caller;
let cohosts: Caller[];
let event: { eventId: string; ticketTypeIds: string[] };
const PRICE = 2500;
const SHARE = PRICE; // one ticket: total = price + fee, the host gets total − fee

beforeAll(async () => {
  api = await startTestApi();
  host = await api.createUser({ name: 'Money Host' });
  buyer = await api.createUser({ name: 'Money Buyer' });
  stranger = await api.createUser({ name: 'Money Stranger' });
  event = await createTicketedEvent(api, host.user.id, [paidType({ priceCents: PRICE })]);
  cohosts = [];
  for (const privilege of COHOST_PRIVILEGES) {
    const cohost = await api.createUser({ name: `Money co-host ${privilege}` });
    const invited = await api.request('/v2/events/invitations/', {
      token: host.auth.idToken,
      json: { eventId: event.eventId, userId: cohost.user.id, privilege },
    });
    expect(invited.status).toBe(201);
    const accepted = await api.request('/v2/events/invitations/accept', {
      method: 'PATCH',
      token: cohost.auth.idToken,
      json: { eventId: event.eventId },
    });
    expect(accepted.status).toBe(200);
    cohosts.push(cohost);
  }
});
afterAll(() => api?.close());

const connect = (caller: Caller) =>
  api.request('/v2/users/connect/', { token: caller.auth.idToken });

describe('onboarding', () => {
  it('a host without an account is "none"; the first POST makes one and a link', async () => {
    const before = await connect(host);
    expect(before.status).toBe(200);
    // The sandbox sells for a host without payouts (it keeps the money for them until then).
    expect(before.body.data).toMatchObject({
      state: 'none',
      chargesEnabled: false,
      canSellPaidTickets: true,
    });

    const res = await api.request('/v2/users/connect/', { json: {}, token: host.auth.idToken });
    expect(res.status).toBe(201);
    expect(res.body.data.account.state).toBe('onboarding');
    expect(res.body.data.account.requirementsDue.length).toBeGreaterThan(0);
    expect(res.body.data.link.url).toMatch(/^\/v2\/payments\/sandbox\/onboarding\/acctlink_sbx_/);
  });

  it('leave early → returns to "complete", but the account is read from the provider: still due', async () => {
    const url = await onboardingLink(api, host);
    const page = await fetch(`${api.origin}${url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('Leave early');

    const left = await press(api, `${url}/leave`);
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe('/app/host/stripe-connect/complete');
    const state = (await connect(host)).body.data;
    expect(state).toMatchObject({ state: 'onboarding', payoutsEnabled: false });
    expect(state.requirementsDue).toContain('external_account');

    // The link was single use: opening it again goes to the refresh URL.
    const again = await fetch(`${api.origin}${url}`, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/app/host/stripe-connect?refresh=1');
    const reused = await press(api, `${url}/finish`);
    expect(reused.headers.get('location')).toBe('/app/host/stripe-connect?refresh=1');
    expect((await connect(host)).body.data.state).toBe('onboarding');
  });

  it('an expired link sends to the refresh URL; a fresh link finishes and enables the account', async () => {
    const url = await onboardingLink(api, host);
    const expired = await press(api, `${url}/expire`);
    expect(expired.headers.get('location')).toBe('/app/host/stripe-connect?refresh=1');
    const dead = await fetch(`${api.origin}${url}`, { redirect: 'manual' });
    expect(dead.status).toBe(303);

    const fresh = await onboardingLink(api, host);
    expect(fresh).not.toBe(url);
    const done = await press(api, `${fresh}/finish`);
    expect(done.headers.get('location')).toBe('/app/host/stripe-connect/complete');
    expect((await connect(host)).body.data).toEqual({
      state: 'enabled',
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      currency: 'usd',
      canSellPaidTickets: true,
    });
  });

  it('an unknown link is a 404', async () => {
    const res = await fetch(`${api.origin}/v2/payments/sandbox/onboarding/acctlink_sbx_nope`);
    expect(res.status).toBe(404);
  });
});

describe('wallet and payouts', () => {
  let payoutId: string;

  it('a sale is pending, then available after the settlement days', async () => {
    await buyTickets(api, buyer, event.eventId, event.ticketTypeIds[0]!, 2);
    const before = await wallet(api, host);
    expect(before).toMatchObject({ currency: 'usd', availableCents: 0, pendingCents: 2 * SHARE });
    await advanceDays(api, MONEY_LIMITS.availableAfterDays);
    const after = await wallet(api, host);
    expect(after).toMatchObject({ availableCents: 2 * SHARE, pendingCents: 0 });
  });

  it('refuses a payout above the available balance, and bad amounts', async () => {
    const tooMuch = await api.request('/v2/users/connect/payout', {
      token: host.auth.idToken,
      json: { amountCents: 2 * SHARE + 1, currency: 'usd' },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.details).toMatchObject({
      reason: 'insufficient_balance',
      availableCents: 2 * SHARE,
    });
    for (const amountCents of [0, -5, 1.5, 'ten']) {
      const bad = await api.request('/v2/users/connect/payout', {
        token: host.auth.idToken,
        json: { amountCents, currency: 'usd' },
      });
      expect(bad.status).toBe(400);
    }
  });

  it('a payout debits at once and goes pending → in transit → paid on the clock', async () => {
    const res = await api.request('/v2/users/connect/payout', {
      token: host.auth.idToken,
      json: { amountCents: SHARE, currency: 'usd' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amountCents: SHARE, status: 'pending' });
    payoutId = res.body.data.id;
    expect((await wallet(api, host)).availableCents).toBe(SHARE);

    await advanceDays(api, 1);
    expect((await wallet(api, host)).payouts[0]).toMatchObject({
      id: payoutId,
      status: 'in_transit',
    });
    await advanceDays(api, 1);
    expect((await wallet(api, host)).payouts[0]).toMatchObject({ id: payoutId, status: 'paid' });
  });

  it('a paid payout that later fails returns its money to the balance, once', async () => {
    const failed = await api.request(`/v2/payments/sandbox/control/payouts/${payoutId}/fail`, {
      method: 'POST',
    });
    expect(failed.status).toBe(200);
    const w = await wallet(api, host);
    expect(w.availableCents).toBe(2 * SHARE);
    expect(w.payouts[0]).toMatchObject({ status: 'failed' });
    expect(w.payouts[0].failureMessage).toMatch(/returned/);
    const again = await api.request(`/v2/payments/sandbox/control/payouts/${payoutId}/fail`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    expect((await wallet(api, host)).availableCents).toBe(2 * SHARE);
  });

  it('a host who has not finished onboarding cannot pay out', async () => {
    const res = await api.request('/v2/users/connect/payout', {
      token: stranger.auth.idToken,
      json: { amountCents: 500, currency: 'usd' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.details.reason).toBe('payouts_not_enabled');
  });

  it('the ledger refuses to be rewritten', async () => {
    const error = await api.database.db
      .update(moneyLedger)
      .set({ amountCents: 1 })
      .where(eq(moneyLedger.userId, host.user.id))
      .then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/append-only/);
  });
});

describe('disputes', () => {
  let disputeId: string;
  let orderId: string;

  it('a dispute arrives by webhook and its host reads it with what we know pre-filled', async () => {
    orderId = await buyTickets(api, buyer, event.eventId, event.ticketTypeIds[0]!, 1);
    disputeId = await openDispute(api, orderId, 'product_not_received');
    const res = await api.request(`/v2/disputes/${disputeId}`, { token: host.auth.idToken });
    expect(res.status).toBe(200);
    // The host is told, with a link to it (host-money-notifications.test.ts has the rules).
    const told = await api.request('/v2/users/notifications', { token: host.auth.idToken });
    expect(told.body.data.notifications).toContainEqual(
      expect.objectContaining({ kind: 'dispute_opened', dispute: { id: disputeId } }),
    );
    const total = PRICE + feeCentsPerTicket(PRICE);
    expect(res.body.data).toMatchObject({
      id: disputeId,
      amountCents: total,
      currency: 'usd',
      reason: 'product_not_received',
      status: 'needs_response',
      canSubmitEvidence: true,
      evidence: null,
      order: {
        id: orderId,
        eventName: 'Test Concert',
        buyerName: 'Money Buyer',
        totalCents: total,
      },
    });
    expect(res.body.data.order.lines).toEqual([{ name: 'General admission', quantity: 1 }]);
    expect(res.body.data.passes).toHaveLength(1);
    expect(res.body.data.passes[0]).toMatchObject({ checkedInAt: null, checkedInDevice: null });
    expect((await wallet(api, host)).openDisputes.map((d: { id: string }) => d.id)).toContain(
      disputeId,
    );
  });

  it('a pass scanned at the door before the dispute: the dispute pre-fills its check-in time and device', async () => {
    const scannedOrder = await buyTickets(api, buyer, event.eventId, event.ticketTypeIds[0]!, 1);
    const [pass] = await api.database.db
      .select()
      .from(passes)
      .where(eq(passes.orderId, scannedOrder));
    const scanned = await api.request('/v2/events/hosts/scan', {
      token: host.auth.idToken,
      json: { eventId: event.eventId, qrToken: pass!.qrToken, nonce: `door-${randomUUID()}` },
    });
    expect(scanned.status).toBe(200);
    expect(scanned.body.data.result).toBe('admitted');
    const checkedInAt = scanned.body.data.checkedInAt as number;

    const scannedDispute = await openDispute(api, scannedOrder);
    const res = await api.request(`/v2/disputes/${scannedDispute}`, { token: host.auth.idToken });
    expect(res.status).toBe(200);
    expect(res.body.data.passes).toEqual([
      expect.objectContaining({
        id: pass!.id,
        checkedInAt,
        checkedInDevice: 'Door scanner of Money Host',
      }),
    ]);
  });

  it('only the host of the order sees it: the buyer, every co-host level and a stranger get 403, a bad id 404', async () => {
    expect(cohosts).toHaveLength(COHOST_PRIVILEGES.length);
    for (const caller of [buyer, stranger, ...cohosts]) {
      const read = await api.request(`/v2/disputes/${disputeId}`, { token: caller.auth.idToken });
      expect(read.status).toBe(403);
      const write = await api.request(`/v2/disputes/${disputeId}/evidence`, {
        token: caller.auth.idToken,
        json: { explanation: 'x', facts: {}, files: [] },
      });
      expect(write.status).toBe(403);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await api.request(`/v2/disputes/${id}`, { token: host.auth.idToken });
      expect(res.status).toBe(404);
    }
  });

  it('evidence files must be images uploaded here, at most the limit', async () => {
    const photo = await uploadPhoto(api, host);
    const send = (files: unknown[]) =>
      api.request(`/v2/disputes/${disputeId}/evidence`, {
        token: host.auth.idToken,
        json: { explanation: 'The guest came.', facts: {}, files },
      });
    const foreign = await send([
      {
        name: 'elsewhere.png',
        image: {
          urls: {
            small: 'https://tracker.example/a-small.webp',
            large: 'https://tracker.example/a-large.webp',
          },
        },
      },
    ]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details).toMatchObject({ field: 'files.0.image' });
    const tooMany = await send(
      Array.from({ length: MONEY_LIMITS.maxFiles + 1 }, (_, i) => ({
        name: `photo-${i}.png`,
        image: photo,
      })),
    );
    expect(tooMany.status).toBe(400);
    const unnamed = await send([{ name: '', image: photo }]);
    expect(unnamed.status).toBe(400);
    // Nothing was stored or sent: the dispute still waits for its evidence.
    const read = await api.request(`/v2/disputes/${disputeId}`, { token: host.auth.idToken });
    expect(read.body.data).toMatchObject({ canSubmitEvidence: true, evidence: null });
  });

  it('evidence is submitted once (under review) with its photos, then the dispute is won', async () => {
    const evidence = {
      explanation: 'The guest bought the ticket and came to the event.',
      facts: { Order: orderId, 'Checked in': 'no' },
      files: [
        { name: 'receipt.png', image: await uploadPhoto(api, host) },
        { name: 'door photo.png', image: await uploadPhoto(api, host) },
      ],
    };
    const [first, second] = await Promise.all([
      api.request(`/v2/disputes/${disputeId}/evidence`, {
        token: host.auth.idToken,
        json: evidence,
      }),
      api.request(`/v2/disputes/${disputeId}/evidence`, {
        token: host.auth.idToken,
        json: evidence,
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    expect(ok.body.data).toMatchObject({ status: 'under_review', canSubmitEvidence: false });
    expect(ok.body.data.evidence).toEqual(evidence);
    const read0 = await api.request(`/v2/disputes/${disputeId}`, { token: host.auth.idToken });
    expect(read0.body.data.evidence.files).toEqual(evidence.files);
    // The photos are really there to be seen.
    const file = await fetch(`${api.origin}${evidence.files[0]!.image.urls.large}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
    // The provider (the sandbox) got them: their names and the URLs of the large variants.
    const [ours] = await api.database.db.select().from(disputes).where(eq(disputes.id, disputeId));
    const [sent] = await api.database.db
      .select()
      .from(sandboxDisputes)
      .where(eq(sandboxDisputes.id, ours!.providerDisputeId));
    expect(sent!.evidence).toMatchObject({
      files: evidence.files.map((f) => ({ name: f.name, url: f.image.urls.large })),
    });

    const resolved = await api.request(
      `/v2/payments/sandbox/control/disputes/${disputeId}/resolve`,
      { json: { outcome: 'won' } },
    );
    expect(resolved.status).toBe(200);
    const read = await api.request(`/v2/disputes/${disputeId}`, { token: host.auth.idToken });
    expect(read.body.data.status).toBe('won');
    const losses = await api.database.db
      .select()
      .from(moneyLedger)
      .where(eq(moneyLedger.kind, 'dispute_loss'));
    expect(losses).toHaveLength(0);
  });

  it('an unanswered dispute is lost at its deadline and debits the host share and the fee', async () => {
    const lostOrder = await buyTickets(api, buyer, event.eventId, event.ticketTypeIds[0]!, 1);
    const lostId = await openDispute(api, lostOrder);
    await advanceDays(api, MONEY_LIMITS.evidenceDays + 1);
    const read = await api.request(`/v2/disputes/${lostId}`, { token: host.auth.idToken });
    expect(read.body.data).toMatchObject({ status: 'lost', canSubmitEvidence: false });
    const late = await api.request(`/v2/disputes/${lostId}/evidence`, {
      token: host.auth.idToken,
      json: { explanation: 'Too late', facts: {}, files: [] },
    });
    expect(late.status).toBe(409);
    const [loss] = await api.database.db
      .select()
      .from(moneyLedger)
      .where(eq(moneyLedger.kind, 'dispute_loss'));
    expect(loss).toMatchObject({
      userId: host.user.id,
      amountCents: -(SHARE + MONEY_LIMITS.disputeFeeCents),
      currency: 'usd',
    });
  });

  it('evidence input is checked', async () => {
    const res = await api.request(`/v2/disputes/${disputeId}/evidence`, {
      token: host.auth.idToken,
      json: { explanation: '', facts: {}, files: [] },
    });
    expect(res.status).toBe(400);
  });
});

describe('callers', () => {
  const calls = [
    ['POST', '/v2/users/connect/'],
    ['GET', '/v2/users/connect/'],
    ['GET', '/v2/users/connect/balance'],
    ['POST', '/v2/users/connect/payout'],
    ['GET', '/v2/disputes/00000000-0000-4000-8000-000000000000'],
    ['POST', '/v2/disputes/00000000-0000-4000-8000-000000000000/evidence'],
  ] as const;

  it('a visitor without a token gets 401 everywhere', async () => {
    for (const [method, path] of calls) {
      const res = await api.request(path, { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('a signed-in person with no user record gets 404 user_not_found', async () => {
    const fresh = await api.signIn();
    for (const [method, path] of calls) {
      const res = await api.request(path, {
        method,
        token: fresh.idToken,
        ...(method === 'POST' && path.endsWith('payout')
          ? { json: { amountCents: 500, currency: 'usd' } }
          : method === 'POST' && path.endsWith('evidence')
            ? { json: { explanation: 'x', facts: {}, files: [] } }
            : method === 'POST'
              ? { json: {} }
              : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('user_not_found');
    }
  });

  it("a stranger sees only their own (empty) wallet, never the host's", async () => {
    const w = await wallet(api, stranger);
    expect(w).toMatchObject({ availableCents: 0, pendingCents: 0, payouts: [], openDisputes: [] });
    expect((await connect(stranger)).body.data.state).toBe('none');
  });
});

describe('a revoked session', () => {
  it('is refused by every money call at once (checksRevocation)', { timeout: 30_000 }, async () => {
    const admin = initializeApp({ projectId: 'demo-events' }, `money-revocation-${randomUUID()}`);
    // This file's own number range (+1555046…): revoking a shared number would break other files.
    const phone = `+1555046${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const auth = await signInWithPhone(process.env.FIREBASE_AUTH_EMULATOR_HOST!, phone);
    try {
      const created = await api.request('/v2/users/', {
        json: { name: 'Revoked Host' },
        token: auth.idToken,
      });
      expect(created.status).toBe(201);
      expect((await api.request('/v2/users/connect/balance', { token: auth.idToken })).status).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await getAuth(admin).revokeRefreshTokens(auth.uid);
      const calls = [
        api.request('/v2/users/connect/', { json: {}, token: auth.idToken }),
        api.request('/v2/users/connect/', { token: auth.idToken }),
        api.request('/v2/users/connect/balance', { token: auth.idToken }),
        api.request('/v2/users/connect/payout', {
          json: { amountCents: 500, currency: 'usd' },
          token: auth.idToken,
        }),
        api.request('/v2/disputes/00000000-0000-4000-8000-000000000000', { token: auth.idToken }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    } finally {
      await getAuth(admin).deleteUser(auth.uid);
      await deleteApp(admin);
    }
  });
});
