import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOrganizers, events } from '../db/schema';
import { orders, sandboxSessions } from '../db/schema-ticketing';
import { startTestApi, type TestApi } from '../../test/test-api';
import { giveTicket } from '../../test/ticket-fixtures';

const NOW = new Date('2026-03-10T17:00:00Z');
const now = NOW.getTime() / 1000;
const DAY = 86_400;

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let host: Person;
let stranger: Person;
let cohost: Person;

beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW });
  [host, stranger, cohost] = await Promise.all([
    api.createUser({ name: 'Event Host' }),
    api.createUser({ name: 'Some Stranger' }),
    api.createUser({ name: 'Co Host' }),
  ]);
});
afterAll(() => api?.close());

const minimal = () => ({
  name: '  Garden Party  ',
  startTime: now + 3 * DAY,
  timeZone: 'America/Chicago',
});

const create = (json: unknown, who: Person = host) =>
  api.request('/v2/events/', { json, token: who.auth.idToken });
const patch = (json: unknown, who: Person = host) =>
  api.request('/v2/events/', { method: 'PATCH', json, token: who.auth.idToken });
const remove = (eventId: string, who: Person = host) =>
  api.request(`/v2/events/?eventId=${eventId}`, { method: 'DELETE', token: who.auth.idToken });
describe('POST /v2/events/', () => {
  it('creates a free RSVP event by default, hosted by the caller', async () => {
    const res = await create(minimal());
    expect(res.status).toBe(201);
    const event = res.body.data.event;
    expect(event).toMatchObject({
      name: 'Garden Party',
      type: 'simpleRsvp',
      startTime: now + 3 * DAY,
      endTime: null,
      timeZone: 'America/Chicago',
      location: null,
      flyer: null,
      host: { id: host.user.id, name: 'Event Host' },
      numLikes: 0,
      isLiked: false,
      numGoing: 0,
      attendees: [],
    });
    expect(event.ticketTypes).toEqual([
      expect.objectContaining({ name: 'RSVP', priceCents: 0, status: 'onSale' }),
    ]);
    // Read by the same person, so the viewer-dependent fields (isLiked, numFriends) agree.
    const read = await api.request(`/v2/events/?eventId=${event.id}`, {
      token: host.auth.idToken,
    });
    expect(read.body.data.event).toEqual(event);
    expect(event.numFriends).toBe(0);
  });

  it('creates a ticketed event with its place, flyer and ticket types in one go', async () => {
    const res = await create({
      name: 'Warehouse Rave',
      description: 'Bring water.\nNo glass.',
      type: 'ticketed',
      startTime: now + 10 * DAY,
      endTime: now + 10 * DAY + 6 * 3600,
      timeZone: 'Europe/Berlin',
      flyer: {
        urls: {
          small: '/v2/images/files/0b7a3c1e-1111-4222-8333-444455556666-small.webp',
          large: '/v2/images/files/0b7a3c1e-1111-4222-8333-444455556666-large.webp',
        },
      },
      location: {
        name: 'Halle 4',
        address: { line1: 'Revaler Str. 99', city: 'Berlin', state: 'BE', country: 'DE' },
        geoPoint: { latitude: 52.5074, longitude: 13.4533 },
      },
      ticketTypes: [
        { name: 'Early bird', priceCents: 1500, capacity: 50, maxPerOrder: 4 },
        { name: 'Door', priceCents: 2500, capacity: 200, maxPerOrder: 4 },
      ],
    });
    expect(res.status).toBe(201);
    const event = res.body.data.event;
    expect(event).toMatchObject({
      type: 'ticketed',
      description: 'Bring water.\nNo glass.',
      location: {
        name: 'Halle 4',
        address: {
          line1: 'Revaler Str. 99',
          line2: null,
          city: 'Berlin',
          state: 'BE',
          country: 'DE',
          zipcode: null,
        },
        geoPoint: { latitude: 52.5074, longitude: 13.4533 },
      },
    });
    expect(event.flyer.urls.small).toMatch(/-small\.webp$/);
    expect(
      event.ticketTypes.map((t: { name: string; priceCents: number }) => [t.name, t.priceCents]),
    ).toEqual([
      ['Early bird', 1500],
      ['Door', 2500],
    ]);
  });

  it('needs a signed-in user with a record', async () => {
    const anonymous = await api.request('/v2/events/', { json: minimal() });
    expect(anonymous.status).toBe(401);
    const noRecord = await api.request('/v2/events/', {
      json: minimal(),
      token: (await api.signIn()).idToken,
    });
    expect(noRecord.status).toBe(404);
    expect(noRecord.body.error.code).toBe('user_not_found');
  });
});

describe('PATCH /v2/events/', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = (await create({ ...minimal(), endTime: now + 3 * DAY + 7200 })).body.data.event.id;
    await api.database.db
      .insert(eventOrganizers)
      .values([{ eventId, userId: cohost.user.id, status: 'accepted', invitedBy: host.user.id }]);
  });

  it('lets the host change some fields and keeps the rest', async () => {
    const res = await patch({
      eventId,
      name: 'Garden Party II',
      location: { address: { city: 'Austin', state: 'TX' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.event).toMatchObject({
      name: 'Garden Party II',
      timeZone: 'America/Chicago',
      endTime: now + 3 * DAY + 7200,
      location: { address: { city: 'Austin', state: 'TX', country: 'US' }, geoPoint: null },
    });
  });

  it('lets an accepted co-host edit', async () => {
    const res = await patch({ eventId, description: 'Now with a band' }, cohost);
    expect(res.status).toBe(200);
    expect(res.body.data.event.description).toBe('Now with a band');
  });

  it('checks a new end against the stored start', async () => {
    const res = await patch({ eventId, endTime: now + DAY });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('endTime must not be before startTime');
  });

  it('refuses anyone who is not an organizer with 403, changing nothing', async () => {
    const res = await patch({ eventId, name: 'Hijacked' }, stranger);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'forbidden',
      message: 'Only the organizers of this event can edit it',
    });
    const read = await api.request(`/v2/events/?eventId=${eventId}`);
    expect(read.body.data.event.name).not.toBe('Hijacked');
  });

  it('answers 404 for an unknown event and 400 for a missing id', async () => {
    const unknown = await patch({ eventId: '00000000-0000-4000-8000-000000000000', name: 'x' });
    expect(unknown.status).toBe(404);
    const missing = await patch({ name: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('eventId is required');
  });

  it('writes nothing when the ticket types of an edit are refused', async () => {
    const before = (await api.request(`/v2/events/?eventId=${eventId}`)).body.data.event;
    const res = await patch({
      eventId,
      name: 'Renamed with bad tickets',
      ticketTypes: [
        {
          name: 'Broken',
          priceCents: 0,
          capacity: 5,
          maxPerOrder: 1,
          salesStart: now,
          salesEnd: now - 60,
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Ticket sales must close after they open');
    const after = (await api.request(`/v2/events/?eventId=${eventId}`)).body.data.event;
    expect(after).toEqual(before);
  });

  it('turns a free event into a ticketed one only with paid-ready ticket types', async () => {
    const res = await patch({
      eventId,
      type: 'ticketed',
      ticketTypes: [{ name: 'General', priceCents: 1000, capacity: 20, maxPerOrder: 2 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.event.type).toBe('ticketed');
    expect(res.body.data.event.ticketTypes).toEqual([
      expect.objectContaining({ name: 'General', priceCents: 1000, capacity: 20 }),
    ]);
  });
});

describe('DELETE /v2/events/', () => {
  it('lets the host delete an event with free RSVPs, and them with it', async () => {
    const eventId = (await create(minimal())).body.data.event.id;
    await giveTicket(api.database.db, { eventId, holderId: stranger.user.id });
    const res = await remove(eventId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { deleted: true } });
    expect((await api.request(`/v2/events/?eventId=${eventId}`)).status).toBe(404);
  });

  it('refuses with 409 once a ticket has been paid for, keeping everything', async () => {
    const created = await create({
      ...minimal(),
      type: 'ticketed',
      ticketTypes: [{ name: 'Paid', priceCents: 500, capacity: 10, maxPerOrder: 2 }],
    });
    const eventId = created.body.data.event.id;
    await giveTicket(api.database.db, { eventId, holderId: stranger.user.id, priceCents: 500 });
    const res = await remove(eventId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
    expect(res.body.error.message).toMatch(/paid for/);
    const read = await api.request(`/v2/events/?eventId=${eventId}`);
    expect(read.body.data.event.numGoing).toBe(1);
  });

  const paidEventWithHold = async () => {
    const created = await create({
      ...minimal(),
      type: 'ticketed',
      ticketTypes: [{ name: 'Paid', priceCents: 900, capacity: 10, maxPerOrder: 2 }],
    });
    const event = created.body.data.event;
    const started = await api.request('/v2/checkout/initiate', {
      token: stranger.auth.idToken,
      json: { eventId: event.id, items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }] },
    });
    expect(started.status).toBe(201);
    return { eventId: event.id as string, started: started.body.data };
  };
  const pressPay = (checkoutUrl: string) =>
    fetch(`${api.origin}${checkoutUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });

  it('deletes an event whose only orders are unpaid holds: their checkouts are closed first, so they can no longer be paid', async () => {
    const { eventId, started } = await paidEventWithHold();
    const res = await remove(eventId);
    expect(res.status).toBe(200);
    expect((await api.request(`/v2/events/?eventId=${eventId}`)).status).toBe(404);
    expect(await api.database.db.select().from(orders).where(eq(orders.eventId, eventId))).toEqual(
      [],
    );
    await pressPay(started.checkoutUrl);
    const [session] = await api.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, started.transactionId));
    expect(session).toMatchObject({ status: 'expired', paymentReference: null });
  });

  it('still refuses with 409 when the checkout was paid before the delete, keeping everything', async () => {
    const { eventId, started } = await paidEventWithHold();
    expect((await pressPay(started.checkoutUrl)).status).toBe(303);
    const res = await remove(eventId);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/paid for/);
    expect((await api.request(`/v2/events/?eventId=${eventId}`)).status).toBe(200);
    expect(
      await api.database.db.select().from(orders).where(eq(orders.eventId, eventId)),
    ).toHaveLength(1);
  });

  it('lets only the host delete: co-hosts and strangers get 403', async () => {
    const eventId = (await create(minimal())).body.data.event.id;
    await api.database.db
      .insert(eventOrganizers)
      .values({ eventId, userId: cohost.user.id, status: 'accepted' });
    for (const who of [cohost, stranger]) {
      const res = await remove(eventId, who);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Only the host can delete this event');
    }
    const [row] = await api.database.db.select().from(events).where(eq(events.id, eventId));
    expect(row).toBeDefined();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await remove(id)).status).toBe(404);
    }
  });
});
