/**
 * Revenue, analytics, affiliate links and scraped-event requests over HTTP: sales through the
 * sandbox (one through an affiliate link), a refund by removing a guest, views, likes and checkouts
 * begun, then every number the calls answer checked against the ledger and the prices. Who may call
 * what is in host-permissions.test.ts (route × level).
 */
import { eq, inArray } from 'drizzle-orm';
import { ANALYTICS_LIMITS } from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType, SANDBOX_SECRET } from '../../test/ticketing-fixtures';
import { ledgerEntries, orders } from '../db/schema-ticketing';
import { feeCentsPerTicket } from '../payments/fees';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

const GENERAL = 2500;
const VIP = 6000;
const fee = feeCentsPerTicket;

let api: TestApi;
let host: Person;
let buyers: Person[];
let eventId: string;
let general: string;
let vip: string;
let linkId: string;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startTestApi({ ticketing: { sandboxWebhookSecret: SANDBOX_SECRET } });
  host = await api.createUser({ name: 'Insight Host' });
  buyers = [];
  for (const name of ['Buyer A', 'Buyer B', 'Buyer C', 'Buyer D']) {
    buyers.push(await api.createUser({ name }));
  }
  const created = await createTicketedEvent(api, host.user.id, [
    paidType({ name: 'General', priceCents: GENERAL }),
    paidType({ name: 'VIP', priceCents: VIP }),
  ]);
  eventId = created.eventId;
  [general, vip] = created.ticketTypeIds as [string, string];
});
afterAll(() => api?.close());

const asHost = (path: string) => api.request(path, { token: host.auth.idToken });

/** Starts a checkout, pays on the sandbox page and confirms: the order id. */
async function buy(
  who: Person,
  items: { ticketTypeId: string; quantity: number }[],
  affiliateCode?: string,
  pay = true,
): Promise<string> {
  const started = await api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json: { eventId, items, ...(affiliateCode ? { affiliateCode } : {}) },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { transactionId, checkoutUrl, order } = started.body.data;
  if (!pay) return order.id;
  const paid = await fetch(`${api.origin}${checkoutUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const done = await api.request('/v2/checkout/confirm', {
    method: 'PATCH',
    token: who.auth.idToken,
    json: { transactionId },
  });
  expect(done.body.data.status).toBe('completed');
  return order.id;
}

describe('before any sale', () => {
  it('revenue and analytics answer zeros, every ticket type listed, in the event currency', async () => {
    const revenue = await asHost(`/v2/events/hosts/revenue?eventId=${eventId}`);
    expect(revenue.status).toBe(200);
    expect(revenue.body.data).toMatchObject({
      eventId,
      currency: 'usd',
      paidOrders: 0,
      totals: { grossCents: 0, feesCents: 0, refundsCents: 0, netCents: 0 },
    });
    expect(revenue.body.data.ticketTypes.map((t: { name: string }) => t.name)).toEqual([
      'General',
      'VIP',
    ]);
    const analytics = await asHost(`/v2/events/hosts/analytics?eventId=${eventId}`);
    expect(analytics.status).toBe(200);
    // The event was made today: the default window starts on its first day.
    expect(analytics.body.data).toMatchObject({ from: today(), to: today() });
    expect(analytics.body.data.funnel).toEqual({ views: 0, checkoutStarts: 0, purchases: 0 });
  });
});

describe('affiliate links', () => {
  it('creates a link with a code unique in the event whatever its case', async () => {
    const res = await api.request('/v2/events/affiliate/', {
      token: host.auth.idToken,
      json: { eventId, code: 'Summer-DJ', label: '  DJ Sam  ' },
    });
    expect(res.status).toBe(201);
    linkId = res.body.data.link.id;
    expect(res.body.data.link).toMatchObject({
      eventId,
      code: 'Summer-DJ',
      label: 'DJ Sam',
      active: true,
      path: `/app/event/${eventId}?ref=Summer-DJ`,
      sales: { orders: 0, tickets: 0, salesCents: 0 },
    });
    const again = await api.request('/v2/events/affiliate/', {
      token: host.auth.idToken,
      json: { eventId, code: 'summer-dj' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'The code summer-dj is already used by another link of this event',
    );
  });

  it('refuses a code that cannot go in a link, and unknown events and links', async () => {
    const bad = await api.request('/v2/events/affiliate/', {
      token: host.auth.idToken,
      json: { eventId, code: 'has space' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/code must be 3 to 32 letters, digits, - or _/);
    const unknownEvent = await api.request('/v2/events/affiliate/', {
      token: host.auth.idToken,
      json: { eventId: '00000000-0000-4000-8000-000000000000', code: 'ABC' },
    });
    expect(unknownEvent.status).toBe(404);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await asHost(`/v2/events/affiliate/?linkId=${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Affiliate link not found');
    }
  });
});

describe('after sales, a refund, views, likes and checkouts begun', () => {
  let orderA: string;
  let orderB: string;
  const totalA = 2 * (GENERAL + fee(GENERAL)) + (VIP + fee(VIP));
  const totalB = GENERAL + fee(GENERAL);

  beforeAll(async () => {
    const [a, b, c] = buyers as [Person, Person, Person];
    for (const who of [a, b, c]) {
      const seen = await api.request('/v2/events/metrics/view', {
        token: who.auth.idToken,
        json: { eventId },
      });
      expect(seen.body.data.counted).toBe(true);
    }
    const liked = await api.request('/v2/events/like', {
      token: a.auth.idToken,
      json: { eventId },
    });
    expect(liked.status).toBe(200);
    // A arrives through the link (any case of its code), B without one, C never pays.
    orderA = await buy(
      a,
      [
        { ticketTypeId: general, quantity: 2 },
        { ticketTypeId: vip, quantity: 1 },
      ],
      'SUMMER-dj',
    );
    orderB = await buy(b, [{ ticketTypeId: general, quantity: 1 }]);
    await buy(c, [{ ticketTypeId: vip, quantity: 1 }], undefined, false);
    // The host removes B, which refunds B in full.
    const removed = await api.request('/v2/events/hosts/remove', {
      token: host.auth.idToken,
      json: { eventId, userId: b.user.id },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  });

  it('revenue: gross, fees, refunds and net from the ledger, per ticket type', async () => {
    const res = await asHost(`/v2/events/hosts/revenue?eventId=${eventId}`);
    expect(res.status).toBe(200);
    const { totals, ticketTypes, paidOrders } = res.body.data;
    expect(totals).toEqual({
      grossCents: totalA + totalB,
      feesCents: 2 * fee(GENERAL) + fee(VIP),
      refundsCents: totalB,
      netCents: 2 * GENERAL + VIP,
    });
    expect(paidOrders).toBe(2);
    // The same totals as the ledger itself, read independently.
    const ledger = await api.database.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.orderId, [orderA, orderB]));
    const sumOf = (...kinds: string[]) =>
      ledger.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l.amountCents, 0);
    expect(totals.grossCents).toBe(sumOf('charge'));
    expect(totals.refundsCents).toBe(-sumOf('refund'));
    expect(totals.feesCents).toBe(sumOf('platform_fee', 'platform_fee_refund'));

    expect(ticketTypes).toEqual([
      {
        ticketTypeId: general,
        name: 'General',
        ticketsSold: 3,
        grossCents: 3 * (GENERAL + fee(GENERAL)),
        feesCents: 2 * fee(GENERAL),
        refundsCents: totalB,
        netCents: 2 * GENERAL,
      },
      {
        ticketTypeId: vip,
        name: 'VIP',
        ticketsSold: 1,
        grossCents: VIP + fee(VIP),
        feesCents: fee(VIP),
        refundsCents: 0,
        netCents: VIP,
      },
    ]);
  });

  it('analytics: today’s bucket, the funnel, per ticket type and per affiliate link', async () => {
    const res = await asHost(`/v2/events/hosts/analytics?eventId=${eventId}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.days).toHaveLength(1);
    expect(data.days[0]).toEqual({
      day: today(),
      views: 3,
      shares: 0,
      likes: 1,
      rsvps: 0,
      ticketsSold: 4,
      salesCents: totalA + totalB,
      checkoutStarts: 3,
    });
    const { day: _day, ...sums } = data.days[0];
    expect(data.totals).toEqual(sums);
    expect(data.funnel).toEqual({ views: 3, checkoutStarts: 3, purchases: 2 });
    expect(data.ticketTypes).toEqual([
      {
        ticketTypeId: general,
        name: 'General',
        tickets: 3,
        salesCents: 3 * (GENERAL + fee(GENERAL)),
      },
      { ticketTypeId: vip, name: 'VIP', tickets: 1, salesCents: VIP + fee(VIP) },
    ]);
    expect(data.affiliates).toEqual([
      {
        linkId,
        code: 'Summer-DJ',
        label: 'DJ Sam',
        orders: 1,
        tickets: 3,
        salesCents: totalA,
      },
    ]);
  });

  it('a checkout begun twice on one day counts once', async () => {
    const c = buyers[2]!;
    const again = await api.request('/v2/checkout/initiate', {
      token: c.auth.idToken,
      json: { eventId, items: [{ ticketTypeId: general, quantity: 1 }] },
    });
    expect(again.status).toBe(201);
    const res = await asHost(`/v2/events/hosts/analytics?eventId=${eventId}`);
    expect(res.body.data.funnel.checkoutStarts).toBe(3);
  });

  it('analytics windows: zeros on days without activity, clear 400s for bad ones', async () => {
    const past = await asHost(
      `/v2/events/hosts/analytics?eventId=${eventId}&from=2025-02-27&to=2025-03-02`,
    );
    expect(past.status).toBe(200);
    expect(past.body.data.days.map((d: { day: string }) => d.day)).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(past.body.data.totals.views).toBe(0);
    expect(past.body.data.affiliates[0]).toMatchObject({ orders: 0, salesCents: 0 });

    const cases: [string, string][] = [
      ['from=2025-03-02&to=2025-03-01', 'from must not be after to'],
      ['from=2025-02-31', 'from is not a real date (YYYY-MM-DD)'],
      ['from=2024-01-01&to=2025-12-31', `At most ${ANALYTICS_LIMITS.maxDays} days at a time`],
      ['to=yesterday', 'to must be a date written YYYY-MM-DD'],
    ];
    for (const [query, message] of cases) {
      const res = await asHost(`/v2/events/hosts/analytics?eventId=${eventId}&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('a link shows its sales; paused, it attributes nothing new; with sales, it cannot be deleted', async () => {
    const read = await asHost(`/v2/events/affiliate/?linkId=${linkId}`);
    expect(read.body.data.link.sales).toEqual({ orders: 1, tickets: 3, salesCents: totalA });

    const paused = await api.request('/v2/events/affiliate/', {
      method: 'PATCH',
      token: host.auth.idToken,
      json: { linkId, active: false, label: null },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.data.link).toMatchObject({ active: false, label: null });
    await buy(buyers[3]!, [{ ticketTypeId: general, quantity: 1 }], 'Summer-DJ');
    const list = await asHost(`/v2/events/affiliate/all?eventId=${eventId}`);
    expect(list.body.data.currency).toBe('usd');
    expect(list.body.data.links).toHaveLength(1);
    expect(list.body.data.links[0].sales).toEqual({ orders: 1, tickets: 3, salesCents: totalA });

    const refused = await api.request(`/v2/events/affiliate/?linkId=${linkId}`, {
      method: 'DELETE',
      token: host.auth.idToken,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/pause it instead/);
  });

  it('an unknown code never stops a purchase; a link without sales is deleted', async () => {
    const [order] = await api.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, await buy(buyers[3]!, [{ ticketTypeId: vip, quantity: 1 }], 'NOPE')));
    expect(order?.status).toBe('completed');

    const created = await api.request('/v2/events/affiliate/', {
      token: host.auth.idToken,
      json: { eventId, code: 'unused' },
    });
    const id = created.body.data.link.id;
    const deleted = await api.request(`/v2/events/affiliate/?linkId=${id}`, {
      method: 'DELETE',
      token: host.auth.idToken,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ deleted: true });
    expect((await asHost(`/v2/events/affiliate/?linkId=${id}`)).status).toBe(404);
  });

  it('an unknown event is a 404 for revenue and analytics', async () => {
    for (const path of ['revenue', 'analytics']) {
      const res = await asHost(
        `/v2/events/hosts/${path}?eventId=00000000-0000-4000-8000-000000000000`,
      );
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Event not found');
    }
  });
});

describe('POST /events/scraped/request', () => {
  const ask = (token: string | undefined, json: unknown) =>
    api.request('/v2/events/scraped/request', { token, json });

  it('401 for a visitor, 404 for a signed-in person with no account', async () => {
    const visitor = await ask(undefined, { url: 'https://example.org/e/1', intent: 'list' });
    expect(visitor.status).toBe(401);
    const noAccount = await api.signIn();
    const res = await ask(noAccount.idToken, { url: 'https://example.org/e/1', intent: 'list' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('user_not_found');
  });

  it('stores a request once per person, page and intent, and answers its state', async () => {
    const who = buyers[0]!;
    const first = await ask(who.auth.idToken, {
      url: 'https://Tickets.Example.org/e/rooftop-jazz',
      intent: 'list',
      note: 'Please add this one',
    });
    expect(first.status).toBe(201);
    expect(first.body.data.request).toMatchObject({
      url: 'https://tickets.example.org/e/rooftop-jazz',
      intent: 'list',
      status: 'received',
      note: 'Please add this one',
      created: true,
    });
    const same = await ask(who.auth.idToken, {
      url: 'https://tickets.example.org/e/rooftop-jazz/#top',
      intent: 'list',
    });
    expect(same.body.data.request).toMatchObject({
      id: first.body.data.request.id,
      created: false,
    });
    const claim = await ask(who.auth.idToken, {
      url: 'https://tickets.example.org/e/rooftop-jazz',
      intent: 'claim',
    });
    expect(claim.body.data.request.created).toBe(true);
    expect(claim.body.data.request.id).not.toBe(first.body.data.request.id);
    // Someone else asking about the same page is their own request.
    const other = await ask(buyers[1]!.auth.idToken, {
      url: 'https://tickets.example.org/e/rooftop-jazz',
      intent: 'list',
    });
    expect(other.body.data.request.created).toBe(true);
  });

  it('refuses what is not a web page address, and unknown intents', async () => {
    const token = buyers[0]!.auth.idToken;
    for (const url of ['ftp://example.org/event', 'not a web address', 'http://localhost/x']) {
      const res = await ask(token, { url, intent: 'list' });
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toBe(
        'url must be a web address starting with http:// or https://',
      );
    }
    const intent = await ask(token, { url: 'https://example.org/e/2', intent: 'buy' });
    expect(intent.status).toBe(400);
  });
});

describe('shares and free RSVPs', () => {
  it('a share and a free RSVP show up as shares and rsvps on their day', async () => {
    const [a, b] = buyers as [Person, Person];
    const free = await createTicketedEvent(api, host.user.id, [
      paidType({ name: 'Free entry', priceCents: 0 }),
    ]);
    const before = await asHost(`/v2/events/hosts/analytics?eventId=${free.eventId}`);
    expect(before.body.data.totals).toMatchObject({ shares: 0, rsvps: 0 });

    for (const who of [a, b]) {
      const shared = await api.request('/v2/events/metrics/share', {
        token: who.auth.idToken,
        json: { eventId: free.eventId },
      });
      expect(shared.status).toBe(200);
      expect(shared.body.data.counted).toBe(true);
    }
    const rsvp = await api.request('/v2/checkout/initiate', {
      token: a.auth.idToken,
      json: {
        eventId: free.eventId,
        items: [{ ticketTypeId: free.ticketTypeIds[0], quantity: 1 }],
      },
    });
    expect(rsvp.status, JSON.stringify(rsvp.body)).toBe(201);
    expect(rsvp.body.data.order.status).toBe('completed');

    const res = await asHost(`/v2/events/hosts/analytics?eventId=${free.eventId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.days).toEqual([
      {
        day: today(),
        views: 0,
        shares: 2,
        likes: 0,
        rsvps: 1,
        ticketsSold: 0,
        salesCents: 0,
        checkoutStarts: 1,
      },
    ]);
    expect(res.body.data.totals).toMatchObject({ shares: 2, rsvps: 1, salesCents: 0 });
  });
});
