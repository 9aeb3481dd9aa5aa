/**
 * What a host is told about their money, over HTTP with the Stripe provider (Stripe's API replaced
 * by the recording transport, its webhooks signed with the SDK's test helper):
 * - a buyer refused with `payouts_not_set_up` tells the host once per event, however many buyers
 *   are refused, until payouts are set up (the account's `account.updated` with charges enabled);
 * - a dispute opening tells the host once, whatever number of updates follow;
 * - only the host is told (not the buyer, nor a co-host), and not when they turned events off.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEventJson } from '../../test/stripe-event';
import { recordingStripe } from '../../test/stripe-recording-fetch';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { connectedAccounts } from '../db/schema-money';
import { notifications } from '../db/schema-social';
import { createStripeProvider } from '../payments/stripe-provider';

const SECRET = 'whsec_host_money_notifications';
const stripeApi = recordingStripe();
const provider = createStripeProvider({
  secretKey: 'sk_test_notifications',
  webhookSecret: SECRET,
  appOrigin: 'http://localhost:3000',
  config: stripeApi.config,
});

type Caller = Awaited<ReturnType<TestApi['createUser']>>;
let api: TestApi;
let host: Caller;
let cohost: Caller;
let buyers: Caller[];
let first: { eventId: string; ticketTypeIds: string[] };
let second: { eventId: string; ticketTypeIds: string[] };

beforeAll(async () => {
  api = await startTestApi({ ticketing: { payments: provider } });
  host = await api.createUser({ name: 'Unpaid Host' });
  cohost = await api.createUser({ name: 'Unpaid Co-host' });
  buyers = [];
  for (let i = 0; i < 3; i += 1) buyers.push(await api.createUser({ name: `Refused Buyer ${i}` }));
  first = await createTicketedEvent(api, host.user.id, [paidType()], { name: 'First Paid Night' });
  second = await createTicketedEvent(api, host.user.id, [paidType()], {
    name: 'Second Paid Night',
  });
  const invited = await api.request('/v2/events/invitations/', {
    token: host.auth.idToken,
    json: { eventId: first.eventId, userId: cohost.user.id, privilege: 'cohost' },
  });
  expect(invited.status).toBe(201);
  const accepted = await api.request('/v2/events/invitations/accept', {
    method: 'PATCH',
    token: cohost.auth.idToken,
    json: { eventId: first.eventId },
  });
  expect(accepted.status).toBe(200);
});
afterAll(() => api?.close());

const buy = (who: Caller, event: { eventId: string; ticketTypeIds: string[] }) =>
  api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json: {
      eventId: event.eventId,
      items: [{ ticketTypeId: event.ticketTypeIds[0], quantity: 1 }],
    },
  });

const notificationsOf = async (who: Caller) => {
  const res = await api.request('/v2/users/notifications', { token: who.auth.idToken });
  expect(res.status).toBe(200);
  return res.body.data.notifications as {
    kind: string;
    event: { id: string; name: string } | null;
    dispute?: { id: string } | null;
  }[];
};

let eventCounter = 0;
function deliver(type: string, object: Record<string, unknown>, account?: string) {
  eventCounter += 1;
  const payload = stripeEventJson(type, object, { id: `evt_notify_${eventCounter}`, account });
  return api.request('/v2/payments/webhooks/stripe', {
    method: 'POST',
    body: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': provider.stripe.webhooks.generateTestHeaderString({
        payload,
        secret: SECRET,
      }),
    },
  });
}

describe('a buyer refused because the host’s payouts are not set up', () => {
  it('GET /users/connect/ says paid tickets cannot sell yet (Stripe needs the account)', async () => {
    const res = await api.request('/v2/users/connect/', { token: host.auth.idToken });
    expect(res.body.data).toMatchObject({ state: 'none', canSellPaidTickets: false });
  });

  it('tells the host once per event, with the event, however many buyers are refused', async () => {
    for (const buyer of buyers) {
      const refused = await buy(buyer, first);
      expect(refused.status).toBe(409);
      expect(refused.body.error.details).toEqual({ reason: 'payouts_not_set_up' });
    }
    const told = (await notificationsOf(host)).filter((n) => n.kind === 'payouts_not_set_up');
    expect(told).toHaveLength(1);
    expect(told[0]!.event).toEqual({ id: first.eventId, name: 'First Paid Night' });

    // Another event of theirs is another problem: told once more.
    expect((await buy(buyers[0]!, second)).status).toBe(409);
    expect((await buy(buyers[1]!, second)).status).toBe(409);
    const now = (await notificationsOf(host)).filter((n) => n.kind === 'payouts_not_set_up');
    expect(now.map((n) => n.event!.name)).toEqual(['Second Paid Night', 'First Paid Night']);
  });

  it('tells nobody else: not the buyers, not a co-host', async () => {
    for (const who of [...buyers, cohost]) {
      const money = (await notificationsOf(who)).filter((n) => n.kind === 'payouts_not_set_up');
      expect(money).toEqual([]);
    }
  });

  it('is not told to a host who turned event notifications off', async () => {
    const quiet = await api.createUser({ name: 'Quiet Host' });
    const off = await api.request('/v2/users/notifications/preferences', {
      method: 'PATCH',
      token: quiet.auth.idToken,
      json: { events: false },
    });
    expect(off.status).toBe(200);
    const event = await createTicketedEvent(api, quiet.user.id, [paidType()]);
    expect((await buy(buyers[0]!, event)).status).toBe(409);
    expect(await notificationsOf(quiet)).toEqual([]);
  });

  it('once payouts are set up the problem is closed, and buyers can pay', async () => {
    await api.database.db.insert(connectedAccounts).values({
      userId: host.user.id,
      provider: 'stripe',
      accountId: 'acct_notify_host',
      currency: 'usd',
    });
    const enabled = await deliver(
      'account.updated',
      {
        id: 'acct_notify_host',
        object: 'account',
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [], past_due: [] },
      },
      'acct_notify_host',
    );
    expect(enabled.status).toBe(200);
    const open = await api.database.db
      .select({ problemKey: notifications.problemKey })
      .from(notifications)
      .where(
        and(eq(notifications.userId, host.user.id), eq(notifications.kind, 'payouts_not_set_up')),
      );
    expect(open).toEqual([{ problemKey: null }, { problemKey: null }]);
    expect((await buy(buyers[2]!, first)).status).toBe(201);
    // The two notifications stay in the list; nothing new was written.
    const told = (await notificationsOf(host)).filter((n) => n.kind === 'payouts_not_set_up');
    expect(told).toHaveLength(2);
  });
});

describe('a dispute opening', () => {
  it('tells the host once, linking the dispute and the event; updates add nothing', async () => {
    const started = await buy(buyers[0]!, first);
    expect(started.status).toBe(201);
    const { transactionId } = started.body.data;
    const paid = await deliver('checkout.session.completed', {
      id: transactionId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_notify_disputed',
    });
    expect(paid.status).toBe(200);

    const dispute = (status: string) => ({
      id: 'dp_notify_1',
      object: 'dispute',
      amount: 2625,
      currency: 'usd',
      reason: 'fraudulent',
      status,
      payment_intent: 'pi_notify_disputed',
      evidence_details: { due_by: Math.floor(Date.now() / 1000) + 7 * 86_400 },
    });
    // Stripe may send the creation twice (a retry with a new event id), then updates.
    expect((await deliver('charge.dispute.created', dispute('needs_response'))).status).toBe(200);
    expect((await deliver('charge.dispute.created', dispute('needs_response'))).status).toBe(200);
    expect((await deliver('charge.dispute.updated', dispute('under_review'))).status).toBe(200);

    const told = (await notificationsOf(host)).filter((n) => n.kind === 'dispute_opened');
    expect(told).toHaveLength(1);
    expect(told[0]!.event).toEqual({ id: first.eventId, name: 'First Paid Night' });
    const disputeId = told[0]!.dispute!.id;
    // The notification's link: the dispute page's read, which only the host may make.
    const read = await api.request(`/v2/disputes/${disputeId}`, { token: host.auth.idToken });
    expect(read.status).toBe(200);
    expect(read.body.data.status).toBe('under_review');

    for (const who of [...buyers, cohost]) {
      expect((await notificationsOf(who)).filter((n) => n.kind === 'dispute_opened')).toEqual([]);
    }
  });
});
