/** Free RSVPs over HTTP: initiate completes at once, passes, leaving, and the caller's views. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResult } from '../checkout/confirm-checkout';
import { orders } from '../db/schema-ticketing';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { ticketTypesForEvents } from '../tickets/ticket-types';

let api: TestApi;
let host: { user: { id: string } };
let guest: { auth: { idToken: string }; user: { id: string } };
let rsvp: { eventId: string; ticketTypeIds: string[] };

beforeAll(async () => {
  api = await startTestApi();
  host = await api.createUser({ name: 'Host Person' });
  guest = await api.createUser({ name: 'Guest Person' });
  rsvp = await createTicketedEvent(api, host.user.id, [], { type: 'simpleRsvp', name: 'Picnic' });
});
afterAll(() => api?.close());

const initiate = (token: string, json: unknown) =>
  api.request('/v2/checkout/initiate', { token, json });

describe('free RSVP', () => {
  it('a simpleRsvp event gets one free "RSVP" type', async () => {
    const views = await ticketTypesForEvents(api.database.db, [rsvp.eventId]);
    expect(views.get(rsvp.eventId)).toMatchObject([
      {
        name: 'RSVP',
        priceCents: 0,
        capacity: 500,
        remaining: 500,
        maxPerOrder: 1,
        status: 'onSale',
      },
    ]);
  });

  it('completes at once with one pass carrying an unguessable QR token', async () => {
    const res = await initiate(guest.auth.idToken, {
      eventId: rsvp.eventId,
      items: [{ ticketTypeId: rsvp.ticketTypeIds[0], quantity: 1 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'completed',
      order: { status: 'completed', provider: 'free', totalCents: 0, feeCents: 0 },
    });
    const [pass] = res.body.data.passes;
    expect(pass).toMatchObject({ eventId: rsvp.eventId, status: 'valid', ticketTypeName: 'RSVP' });
    expect(pass.qrToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const views = await ticketTypesForEvents(api.database.db, [rsvp.eventId]);
    expect(views.get(rsvp.eventId)?.[0]?.remaining).toBe(499);

    const again = await initiate(guest.auth.idToken, {
      eventId: rsvp.eventId,
      items: [{ ticketTypeId: rsvp.ticketTypeIds[0], quantity: 1 }],
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'conflict',
      message: 'You already have a pass for this event',
      details: { reason: 'already_going' },
    });
  });

  it('shows the pass to its holder only, with its event', async () => {
    const list = await api.request('/v2/users/pass/events', { token: guest.auth.idToken });
    expect(list.status).toBe(200);
    expect(list.body.data.events).toHaveLength(1);
    const { event, passes } = list.body.data.events[0];
    expect(event).toMatchObject({ id: rsvp.eventId, name: 'Picnic', city: 'Brooklyn' });

    const one = await api.request(`/v2/users/pass?passId=${passes[0].id}`, {
      token: guest.auth.idToken,
    });
    expect(one.status).toBe(200);
    expect(one.body.data.pass).toMatchObject({
      id: passes[0].id,
      qrToken: passes[0].qrToken,
      event: { id: rsvp.eventId },
    });

    const other = await api.createUser({ name: 'Someone Else' });
    const theirs = await api.request(`/v2/users/pass?passId=${passes[0].id}`, {
      token: other.auth.idToken,
    });
    expect(theirs.status).toBe(404);
    const malformed = await api.request('/v2/users/pass?passId=nope', {
      token: other.auth.idToken,
    });
    expect(malformed.status).toBe(404);
  });

  it('leaving cancels the free pass and gives the seat back', async () => {
    const res = await api.request(`/v2/events/leave?eventId=${rsvp.eventId}`, {
      method: 'DELETE',
      token: guest.auth.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ left: true, cancelledPasses: 1 });
    const views = await ticketTypesForEvents(api.database.db, [rsvp.eventId]);
    expect(views.get(rsvp.eventId)?.[0]?.remaining).toBe(500);

    const list = await api.request('/v2/users/pass/events', { token: guest.auth.idToken });
    expect(list.body.data.events).toEqual([]);
    const twice = await api.request(`/v2/events/leave?eventId=${rsvp.eventId}`, {
      method: 'DELETE',
      token: guest.auth.idToken,
    });
    expect(twice.status).toBe(404);
    expect(twice.body.error.message).toBe('You have no pass for this event');

    const back = await initiate(guest.auth.idToken, {
      eventId: rsvp.eventId,
      items: [{ ticketTypeId: rsvp.ticketTypeIds[0], quantity: 1 }],
    });
    expect(back.status).toBe(201);
  });

  it('answers with the order and pass exactly as they are stored (built from the writes)', async () => {
    const someone = await api.createUser({ name: 'Exact Answer' });
    const res = await initiate(someone.auth.idToken, {
      eventId: rsvp.eventId,
      items: [{ ticketTypeId: rsvp.ticketTypeIds[0], quantity: 1 }],
    });
    expect(res.status).toBe(201);
    const [row] = await api.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.body.data.order.id));
    // The answer as read back from the database, the way PATCH /checkout/confirm builds it.
    const stored = await checkoutResult(api.database.db, row!, new Date());
    expect(res.body.data).toEqual({
      status: 'completed',
      order: stored.order,
      passes: stored.passes,
    });
    expect(stored.passes).toHaveLength(1);
  });
});

describe('initiate refuses bad orders with clear 4xx answers', () => {
  it('checks the body, the event, the type and the per-order limit', async () => {
    const token = guest.auth.idToken;
    const paid = await createTicketedEvent(api, host.user.id, [paidType({ maxPerOrder: 2 })]);
    const typeId = paid.ticketTypeIds[0];
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /eventId is required/],
      [{ eventId: paid.eventId, items: [] }, 400, /items must list 1 to 20/],
      [{ eventId: paid.eventId, items: [{ ticketTypeId: typeId, quantity: 0 }] }, 400, /quantity/],
      [{ eventId: paid.eventId, items: [{ ticketTypeId: typeId, quantity: 3 }] }, 400, /At most 2/],
      [
        { eventId: paid.eventId, items: [{ ticketTypeId: 'x', quantity: 1 }] },
        400,
        /not sold for this event/,
      ],
      [
        { eventId: paid.eventId, items: [{ ticketTypeId: rsvp.ticketTypeIds[0], quantity: 1 }] },
        400,
        /not sold for this event/,
      ],
      [
        { eventId: 'not-an-id', items: [{ ticketTypeId: typeId, quantity: 1 }] },
        404,
        /Event not found/,
      ],
    ];
    for (const [json, status, message] of cases) {
      const res = await initiate(token, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(res.body.error.message).toMatch(message);
    }
    const anonymous = await api.request('/v2/checkout/initiate', {
      json: { eventId: paid.eventId, items: [{ ticketTypeId: typeId, quantity: 1 }] },
    });
    expect(anonymous.status).toBe(401);
  });

  it('respects the sale window', async () => {
    const now = Date.now() / 1000;
    const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [
      paidType({ name: 'Later', salesStart: Math.floor(now + 3600) }),
      paidType({
        name: 'Over',
        salesStart: Math.floor(now - 7200),
        salesEnd: Math.floor(now - 3600),
      }),
    ]);
    for (const [i, message] of [
      [0, /have not opened yet/],
      [1, /have closed/],
    ] as const) {
      const res = await initiate(guest.auth.idToken, {
        eventId,
        items: [{ ticketTypeId: ticketTypeIds[i], quantity: 1 }],
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ details: { reason: 'not_on_sale' } });
      expect(res.body.error.message).toMatch(message);
    }
  });
});
