/**
 * What cancelling an event over HTTP (`POST /events/hosts/cancel`) does to an event with every kind
 * of order (paid, free, a paid request waiting for approval, an unpaid checkout): each settled once,
 * paid ones refunded in full in the ledger and at the provider, guests told by notification and by
 * text (opt-outs and quiet hours honoured), the event shown cancelled everywhere, and checkout,
 * edits and letting guests in refused from then on. A payment that gets through for a cancelled
 * event is refunded, never kept. Who may cancel: event-cancellation-access.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, blastText, localDateIn, zonedTimeToUtc, type CohostPrivilege } from 'contract';
import {
  cancelEvent,
  createCancellationTeam,
  createTeamEvent,
  noonTomorrow,
  startCancellationApi,
  ZONE,
  type CancellationTeam,
  type Person,
  type TeamEventOptions,
} from '../../test/cancellation-fixtures';
import { booksOf, buyAndPay, moneyProblems, pressSandbox } from '../../test/refund-fixtures';
import type { TestApi } from '../../test/test-api';
import { sendSandboxWebhook } from '../../test/ticketing-fixtures';
import { smsOptOuts, textMessages } from '../db/schema-host-team';
import { cancellationOrders } from '../db/schema-refunds';
import { notifications } from '../db/schema-social';
import { orders, passes, sandboxSessions } from '../db/schema-ticketing';
import { readOutbox } from '../messaging/outbox-sms';

let now = noonTomorrow();
const nowSeconds = () => Math.floor(now.getTime() / 1000);
let api: TestApi;
let sweep: () => Promise<void>;
let team: CancellationTeam;
let host: Person;
let cohosts: Record<CohostPrivilege, Person>;

beforeAll(async () => {
  ({ api, sweep } = await startCancellationApi(() => now));
  team = await createCancellationTeam(api);
  ({ host, cohosts } = team);
});
afterAll(() => api?.close());

const eventWithTeam = (options: TeamEventOptions = {}) =>
  createTeamEvent(api, team, { now, ...options });
const cancel = (who: Person | null, eventId: string, message?: string) =>
  cancelEvent(api, who, eventId, message);

describe('an event with every kind of order', () => {
  let eventId: string;
  let paidBuyers: { who: Person; orderId: string }[];
  let rsvper: Person;
  let requester: Person;
  let holder: { who: Person; orderId: string; checkoutUrl: string; transactionId: string };
  let optedOut: Person;

  beforeAll(async () => {
    const event = await eventWithTeam();
    eventId = event.eventId;
    paidBuyers = [];
    for (let i = 0; i < 3; i++) {
      const who = await api.createUser({ name: `Paid Buyer ${i}` });
      const { orderId } = await buyAndPay(api, who, eventId, event.paid, 2);
      paidBuyers.push({ who, orderId });
    }
    optedOut = paidBuyers[2]!.who;
    await api.database.db
      .insert(smsOptOuts)
      .values({ phone: optedOut.auth.phoneNumber, keyword: 'STOP', optedOutAt: now });
    rsvper = await api.createUser({ name: 'Free Guest' });
    expect(
      (
        await api.request('/v2/checkout/initiate', {
          token: rsvper.auth.idToken,
          json: { eventId, items: [{ ticketTypeId: event.free, quantity: 1 }] },
        })
      ).status,
    ).toBe(201);
    requester = await api.createUser({ name: 'Waiting Guest' });
    await buyAndPay(api, requester, eventId, event.asked, 1);
    const holderPerson = await api.createUser({ name: 'Unpaid Holder' });
    const started = await api.request('/v2/checkout/initiate', {
      token: holderPerson.auth.idToken,
      json: { eventId, items: [{ ticketTypeId: event.paid, quantity: 1 }] },
    });
    expect(started.status).toBe(201);
    holder = {
      who: holderPerson,
      orderId: started.body.data.order.id,
      checkoutUrl: started.body.data.checkoutUrl,
      transactionId: started.body.data.transactionId,
    };
  });

  it('settles every order once: refunds, a released hold, a closed checkout, a cancelled RSVP', async () => {
    const before = await booksOf(api.database.db, eventId);
    expect(before.filter((b) => b.chargedCents > 0)).toHaveLength(3);
    const res = await cancel(host, eventId, '  The roof leaks.  ');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      eventId,
      message: 'The roof leaks.',
      orders: 6,
      cancelledAt: nowSeconds(),
    });
    await sweep(); // joins the run the request started, and returns once it is over

    const after = await api.request('/v2/events/hosts/cancel', {
      token: host.auth.idToken,
      json: { eventId, message: 'Another message' },
    });
    expect(after.status).toBe(200);
    // 3 paid orders of 2 × (20.00 + 1.10 fee)
    expect(after.body.data).toMatchObject({
      message: 'The roof leaks.',
      orders: 6,
      settledOrders: 6,
      refundedCents: 3 * 2 * 2110,
    });
    expect(moneyProblems(await booksOf(api.database.db, eventId))).toEqual([]);

    const statusOf = async (orderId: string) =>
      (await api.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    for (const { orderId } of paidBuyers) {
      const order = await statusOf(orderId);
      expect(order.status).toBe('refunded');
      expect(order.statusReason).toBe('The hosts cancelled this event and refunded $42.20 in full');
    }
    expect((await statusOf(holder.orderId)).status).toBe('expired');
    // The closed checkout can no longer be paid: pressing Pay moves nothing.
    expect(await pressSandbox(api.origin, holder.checkoutUrl, 'pay')).toBe(303);
    const [session] = await api.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, holder.transactionId));
    expect(session).toMatchObject({ status: 'expired', paymentReference: null });
    expect((await statusOf(holder.orderId)).status).toBe('expired');
    const held = await api.database.db.select().from(passes).where(eq(passes.eventId, eventId));
    expect(new Set(held.map((p) => p.status))).toEqual(new Set(['refunded', 'cancelled']));
    const unsettled = await api.database.db
      .select()
      .from(cancellationOrders)
      .where(and(eq(cancellationOrders.eventId, eventId)));
    expect(unsettled.every((row) => row.settledAt !== null)).toBe(true);
  });

  it('tells each guest once: a notification, and a text unless they opted out', async () => {
    const told = await api.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.eventId, eventId), eq(notifications.kind, 'event_cancelled')));
    const guests = [...paidBuyers.map((b) => b.who), rsvper, requester];
    expect(told.map((t) => t.userId).sort()).toEqual(guests.map((g) => g.user.id).sort());
    const texted = (await readOutbox(api.smsOutboxFile)).filter((t) =>
      t.body.includes('The roof leaks.'),
    );
    expect(texted.map((t) => t.to).sort()).toEqual(
      guests
        .filter((g) => g !== optedOut)
        .map((g) => g.auth.phoneNumber)
        .sort(),
    );
    // Every text from the platform's number names the event and its host and ends with the
    // opt-out words (contract's blastText).
    expect(texted[0]!.body).toBe(
      blastText({
        eventName: 'Test Concert',
        hostName: 'Cancel Host',
        message:
          '"Test Concert" is cancelled. From the hosts: The roof leaks. Paid tickets are refunded in full.',
      }),
    );
    const optedOutText = await api.database.db
      .select()
      .from(textMessages)
      .where(eq(textMessages.recipientId, optedOut.user.id));
    expect(optedOutText.map((t) => t.status)).toEqual(['opted_out']);
  });

  it('shows the event cancelled on its page, the feed, search, passes and receipts', async () => {
    const page = (await api.request(`/v2/events/?eventId=${eventId}`)).body.data.event;
    expect(page).toMatchObject({
      cancelledAt: nowSeconds(),
      cancellationMessage: 'The roof leaks.',
    });
    const feed = (await api.request('/v2/events/feed?limit=50')).body.data.events;
    expect(feed.find((e: { id: string }) => e.id === eventId)?.cancelledAt).toBe(nowSeconds());
    const found = (await api.request('/v2/search?query=Test%20Concert&type=event&limit=50')).body
      .data.events;
    expect(found.find((e: { id: string }) => e.id === eventId)?.cancelledAt).toBe(nowSeconds());
    const buyer = paidBuyers[0]!.who;
    const groups = (await api.request('/v2/users/pass/events', { token: buyer.auth.idToken })).body
      .data.events;
    const group = groups.find((g: { event: { id: string } }) => g.event.id === eventId);
    expect(group.event.cancelledAt).toBe(nowSeconds());
    expect(group.passes.map((p: { status: string }) => p.status)).toEqual(['refunded', 'refunded']);
    const pass = await api.request(`/v2/users/pass?passId=${group.passes[0].id}`, {
      token: buyer.auth.idToken,
    });
    expect(pass.body.data.pass.event.cancellationMessage).toBe('The roof leaks.');
    const receipts = (await api.request('/v2/users/receipts', { token: buyer.auth.idToken })).body
      .data.receipts;
    expect(receipts[0]).toMatchObject({ status: 'refunded', refundedCents: 4220 });
    const dashboard = await api.request(`/v2/events/hosts/dashboard?eventId=${eventId}`, {
      token: cohosts.viewer.auth.idToken,
    });
    expect(dashboard.body.data.cancellation).toMatchObject({ orders: 6, settledOrders: 6 });
  });

  it('refuses checkout, edits, approvals and deleting from then on', async () => {
    const types = (await api.request(`/v2/events/?eventId=${eventId}`)).body.data.event.ticketTypes;
    const late = await api.createUser({ name: 'Too Late' });
    for (const type of types) {
      const res = await api.request('/v2/checkout/initiate', {
        token: late.auth.idToken,
        json: { eventId, items: [{ ticketTypeId: type.id, quantity: 1 }] },
      });
      expect(res.status).toBe(409);
      expect(res.body.error.details).toEqual({ reason: 'event_cancelled' });
    }
    const edit = await api.request('/v2/events/', {
      method: 'PATCH',
      token: host.auth.idToken,
      json: { eventId, name: 'Back on' },
    });
    expect(edit.status).toBe(409);
    const approve = await api.request('/v2/events/hosts/approve', {
      token: host.auth.idToken,
      json: { eventId, userId: requester.user.id },
    });
    expect(approve.status).toBe(409);
    const removal = await api.request(`/v2/events/?eventId=${eventId}`, {
      method: 'DELETE',
      token: host.auth.idToken,
    });
    expect(removal.status).toBe(409);
    expect(removal.body.error.message).toBe(
      'People paid for this cancelled event, so it stays on record and cannot be deleted',
    );
  });

  it('a payment that gets through for the cancelled event is refunded, never kept', async () => {
    // The closed checkout's payment arrives anyway (a provider's late delivery).
    const delivered = await sendSandboxWebhook(
      api,
      {
        id: 'evt_after_cancel',
        type: 'checkout.completed',
        transactionId: holder.transactionId,
        paymentReference: 'pi_after_cancel',
      },
      nowSeconds(),
    );
    expect(delivered.status).toBe(200);
    const books = (await booksOf(api.database.db, eventId)).find(
      (b) => b.orderId === holder.orderId,
    )!;
    expect(books).toMatchObject({ status: 'refunded', chargedCents: 2110, refundedCents: 2110 });
    const [order] = await api.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, holder.orderId));
    expect(order!.statusReason).toBe(
      'The hosts cancelled this event, so your payment was refunded in full',
    );
    const issued = await api.database.db
      .select()
      .from(passes)
      .where(eq(passes.orderId, holder.orderId));
    expect(issued).toEqual([]);
  });
});

describe('texts at night', () => {
  it('wait for 8 a.m. in the event’s time zone', async () => {
    const night = zonedTimeToUtc(
      { ...addDays(localDateIn(new Date(), ZONE), 2), hour: 3, minute: 0 },
      ZONE,
    );
    const { eventId, free } = await eventWithTeam();
    const guest = await api.createUser({ name: 'Night Guest' });
    await api.request('/v2/checkout/initiate', {
      token: guest.auth.idToken,
      json: { eventId, items: [{ ticketTypeId: free, quantity: 1 }] },
    });
    const saved = now;
    now = night;
    try {
      expect((await cancel(host, eventId, 'Storm warning.')).status).toBe(200);
    } finally {
      now = saved;
    }
    const [text] = await api.database.db
      .select()
      .from(textMessages)
      .where(eq(textMessages.recipientId, guest.user.id));
    expect(text!.status).toBe('queued');
    expect(text!.sendAfter).toEqual(
      zonedTimeToUtc({ ...addDays(localDateIn(new Date(), ZONE), 2), hour: 8, minute: 0 }, ZONE),
    );
  });
});
