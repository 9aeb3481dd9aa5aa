/** GET /v2/users/pass/events orders upcoming events first, then past ones; ended events sell nothing. */
import { PAGE_LIMITS } from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';

const DAY = 86_400_000;
const T0 = new Date();
let now = T0;
let api: TestApi;
let token: string;
let hostId: string;

beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  hostId = (await api.createUser({ name: 'Views Host' })).user.id;
  token = (await api.createUser({ name: 'Views Guest' })).auth.idToken;
});
afterAll(() => api?.close());

async function rsvpTo(name: string, createdAt: Date) {
  const event = await createTicketedEvent(api, hostId, [], {
    type: 'simpleRsvp',
    name,
    now: createdAt, // the event starts 7 days after this
  });
  const res = await api.request('/v2/checkout/initiate', {
    token,
    json: {
      eventId: event.eventId,
      items: [{ ticketTypeId: event.ticketTypeIds[0], quantity: 1 }],
    },
  });
  expect(res.status).toBe(201);
  return event;
}

describe('the caller’s pass list', () => {
  it('lists upcoming events soonest first, then past events latest first', async () => {
    await rsvpTo('Later', T0); // starts T0 + 7 d
    await rsvpTo('Sooner', new Date(T0.getTime() - 4 * DAY)); // T0 + 3 d
    const earlyPast = await rsvpTo('Long ago', new Date(T0.getTime() - 6 * DAY)); // T0 + 1 d
    await rsvpTo('Recently', new Date(T0.getTime() - 5 * DAY)); // T0 + 2 d

    now = new Date(T0.getTime() + 2.5 * DAY);
    const res = await api.request('/v2/users/pass/events', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.events.map((e: { event: { name: string } }) => e.event.name)).toEqual([
      'Sooner',
      'Later',
      'Recently',
      'Long ago',
    ]);

    // An event that has ended sells nothing more.
    const other = await api.createUser({ name: 'Late Comer' });
    const tooLate = await api.request('/v2/checkout/initiate', {
      token: other.auth.idToken,
      json: {
        eventId: earlyPast.eventId,
        items: [{ ticketTypeId: earlyPast.ticketTypeIds[0], quantity: 1 }],
      },
    });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error).toMatchObject({
      message: 'This event has already ended',
      details: { reason: 'event_ended' },
    });
  });

  it('is empty, not an error, for someone with no passes; anonymous callers get 401', async () => {
    const fresh = await api.createUser({ name: 'No Passes' });
    const mine = await api.request('/v2/users/pass/events', { token: fresh.auth.idToken });
    expect(mine.body.data.events).toEqual([]);
    const receipts = await api.request('/v2/users/receipts', { token: fresh.auth.idToken });
    expect(receipts.body.data.receipts).toEqual([]);
    const anonymous = await api.request('/v2/users/receipts');
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /users/receipts', () => {
  it('pages newest first with continuation tokens, without repeats or gaps', async () => {
    const buyer = await api.createUser({ name: 'Paging Buyer' });
    for (let i = 0; i < 5; i += 1) {
      const event = await createTicketedEvent(api, hostId, [], {
        type: 'simpleRsvp',
        name: `Receipt ${i}`,
        now,
      });
      const res = await api.request('/v2/checkout/initiate', {
        token: buyer.auth.idToken,
        json: {
          eventId: event.eventId,
          items: [{ ticketTypeId: event.ticketTypeIds[0], quantity: 1 }],
        },
      });
      expect(res.status).toBe(201);
    }
    const all = await api.request('/v2/users/receipts', { token: buyer.auth.idToken });
    expect(all.status).toBe(200);
    const names = all.body.data.receipts.map((r: { event: { name: string } }) => r.event.name);
    expect(names).toEqual([4, 3, 2, 1, 0].map((i) => `Receipt ${i}`));
    expect(all.body.data.pagination).toEqual({ continuationToken: null, hasMoreItems: false });
    expect(all.body.data.receipts[0]).toMatchObject({ refundedCents: 0, status: 'completed' });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&continuationToken=${cursor}` : ''}`;
      const res = await api.request(`/v2/users/receipts${query}`, { token: buyer.auth.idToken });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.receipts.map((r: { id: string }) => r.id));
      cursor = res.body.data.pagination.continuationToken;
      expect(res.body.data.pagination.hasMoreItems).toBe(cursor !== null);
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.body.data.receipts.map((r: { id: string }) => r.id));

    // Another person's cursor leads nowhere in their receipts: it names an order that is not theirs.
    const first = await api.request('/v2/users/receipts?limit=1', { token: buyer.auth.idToken });
    const foreign = await api.request(
      `/v2/users/receipts?continuationToken=${first.body.data.pagination.continuationToken}`,
      { token },
    );
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.receipts).toEqual([]);
  });

  it('refuses a token it never handed out and a limit out of range with a 400', async () => {
    for (const query of [
      'continuationToken=nonsense',
      'continuationToken=eyJ2IjoxfQ',
      'limit=0',
      `limit=${PAGE_LIMITS.receiptsMax + 1}`,
    ]) {
      const res = await api.request(`/v2/users/receipts?${query}`, { token });
      expect(res.status, query).toBe(400);
    }
  });
});
