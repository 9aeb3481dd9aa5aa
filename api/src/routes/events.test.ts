import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { seedDemoData } from '../seed/demo-data';
import { DEMO_HOSTS } from '../seed/demo-hosts';
import { SOLD_OUT_EVENT_ID } from '../seed/demo-tickets';
import { encodeFeedCursor } from '../events/feed-cursor';
import { startTestApi, type TestApi } from '../../test/test-api';

// The feed's "now" is pinned; demo events are placed relative to it.
const NOW = new Date('2026-03-10T17:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const SIX_HOURS = 6 * 3600;

let api: TestApi;
/** Every event in the database, from the database, to compare the API against. */
let allEvents: { id: string; startTime: number; endTime: number | null }[];

beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW });
  await seedDemoData(api.database.db, { now: NOW });
  // Two events at the very same instant, so a page boundary falls between equal start times.
  const [host] = DEMO_HOSTS;
  const tieStart = new Date(NOW.getTime() + 2 * 86_400_000);
  await api.database.db.insert(events).values(
    ['0000000a-0000-4000-8000-000000000001', '0000000a-0000-4000-8000-000000000002'].map(
      (id, i) => ({
        id,
        hostId: host!.id,
        name: `Twin event ${i + 1}`,
        startTime: tieStart,
        timeZone: 'America/New_York',
      }),
    ),
  );
  // One that ended a minute ago (6 h after its start, no end time): excluded.
  await api.database.db.insert(events).values({
    id: '0000000b-0000-4000-8000-000000000001',
    hostId: host!.id,
    name: 'Just over',
    startTime: new Date((nowSeconds - SIX_HOURS - 60) * 1000),
    timeZone: 'America/Chicago',
  });
  const rows = await api.database.db.select().from(events);
  allEvents = rows.map((r) => ({
    id: r.id,
    startTime: r.startTime.getTime() / 1000,
    endTime: r.endTime ? r.endTime.getTime() / 1000 : null,
  }));
});
afterAll(() => api?.close());

function expectedFeedIds(): string[] {
  return allEvents
    .filter((e) => (e.endTime ?? e.startTime + SIX_HOURS) >= nowSeconds)
    .sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : 1))
    .map((e) => e.id);
}

describe('GET /v2/events/', () => {
  it('returns one event with its host’s public profile, times in seconds', async () => {
    const id = '5eed0000-0000-4000-b000-000000000001';
    const res = await api.request(`/v2/events/?eventId=${id}`);
    expect(res.status).toBe(200);
    const event = res.body.data.event;
    expect(event).toMatchObject({
      id,
      name: 'Rooftop Jazz Night',
      type: 'simpleRsvp',
      flyer: null,
      timeZone: 'America/New_York',
      location: {
        name: 'Kent Avenue Rooftop',
        address: {
          line1: '80 Kent Ave',
          line2: null,
          city: 'Brooklyn',
          state: 'NY',
          country: 'US',
          zipcode: '11249',
        },
        geoPoint: { latitude: 40.7218, longitude: -73.9614 },
      },
      host: { id: DEMO_HOSTS[0]!.id, username: 'maya.hosts', name: 'Maya Chen' },
    });
    expect(Number.isInteger(event.startTime)).toBe(true);
    expect(event.endTime - event.startTime).toBe(3.5 * 3600);
    expect(Number.isInteger(event.createdAt)).toBe(true);
    for (const field of ['phone', 'birthday', 'gender'])
      expect(event.host).not.toHaveProperty(field);
  });

  it('shows ticket types and who is going: the fully booked demo event is sold out', async () => {
    const res = await api.request(`/v2/events/?eventId=${SOLD_OUT_EVENT_ID}`);
    const event = res.body.data.event;
    expect(event.ticketTypes).toEqual([
      expect.objectContaining({ name: 'Mat spot', priceCents: 0, remaining: 0, status: 'soldOut' }),
    ]);
    expect(event.numGoing).toBe(6);
    expect(event.attendees).toHaveLength(5);
    for (const field of ['phone', 'birthday']) expect(event.attendees[0]).not.toHaveProperty(field);
  });

  it('shows a paid event’s types in order with their sale windows', async () => {
    // Deep Dish & Improv Comedy: the early bird closed yesterday.
    const res = await api.request('/v2/events/?eventId=5eed0000-0000-4000-b000-000000000006');
    const types = res.body.data.event.ticketTypes;
    expect(types.map((t: { name: string; status: string }) => [t.name, t.status])).toEqual([
      ['Early bird', 'ended'],
      ['General', 'onSale'],
      ['Front row', 'onSale'],
    ]);
    expect(types[0].salesEnd).toBe(nowSeconds - 86_400);
  });

  it('gives an event without a place a null location', async () => {
    const res = await api.request('/v2/events/?eventId=5eed0000-0000-4000-b000-000000000015');
    expect(res.body.data.event.location).toBeNull();
  });

  it('answers 404 not_found for an unknown or malformed id, never a 500', async () => {
    for (const eventId of [
      '00000000-0000-4000-8000-000000000000',
      'nope',
      '5eed0000-0000-4000-b000-00000000001',
    ]) {
      const res = await api.request(`/v2/events/?eventId=${eventId}`);
      expect(res.status, eventId).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'Event not found' });
    }
  });

  it('answers 400 when eventId is missing', async () => {
    const res = await api.request('/v2/events/');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message: 'eventId is required',
      details: { field: 'eventId' },
    });
  });
});

describe('GET /v2/events/feed/count', () => {
  it('counts the events the feed pages through', async () => {
    const res = await api.request('/v2/events/feed/count');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { count: expectedFeedIds().length } });
  });
});

describe('GET /v2/events/feed', () => {
  it('pages through every upcoming event exactly once, in order, past events excluded', async () => {
    const expected = expectedFeedIds();
    expect(expected.length).toBe(17); // 15 demo events that have not ended, and the 2 twins
    expect(expected).not.toContain('0000000b-0000-4000-8000-000000000001');

    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const query: string = token ? `limit=7&continuationToken=${token}` : 'limit=7';
      const res = await api.request(`/v2/events/feed?${query}`);
      expect(res.status).toBe(200);
      const { events: page, pagination } = res.body.data;
      seen.push(...page.map((e: { id: string }) => e.id));
      token = pagination.continuationToken;
      expect(pagination.hasMoreItems).toBe(token !== null);
      pages++;
    } while (token && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it('splits two pages cleanly between events that start at the same instant', async () => {
    const expected = expectedFeedIds();
    const firstTwin = expected.indexOf('0000000a-0000-4000-8000-000000000001');
    const first = await api.request(`/v2/events/feed?limit=${firstTwin + 1}`);
    const second = await api.request(
      `/v2/events/feed?limit=50&continuationToken=${first.body.data.pagination.continuationToken}`,
    );
    const ids = [...first.body.data.events, ...second.body.data.events].map(
      (e: { id: string }) => e.id,
    );
    expect(ids).toEqual(expected);
    expect(second.body.data.pagination).toEqual({ continuationToken: null, hasMoreItems: false });
  });

  it('includes an event under way with no end time, and skips finished ones', async () => {
    const res = await api.request('/v2/events/feed?limit=50');
    const ids = res.body.data.events.map((e: { id: string }) => e.id);
    expect(ids).toContain('5eed0000-0000-4000-b000-000000000012'); // started an hour ago
    expect(ids).not.toContain('5eed0000-0000-4000-b000-000000000016'); // three days ago
    expect(ids).not.toContain('5eed0000-0000-4000-b000-000000000017'); // ten days ago
  });

  it('returns 10 events by default', async () => {
    const res = await api.request('/v2/events/feed');
    expect(res.body.data.events).toHaveLength(10);
    expect(res.body.data.pagination.hasMoreItems).toBe(true);
  });

  it.each([
    ['0', 'limit must be at least 1'],
    ['51', 'limit must be at most 50'],
    ['2.5', 'limit must be an integer'],
    ['', 'limit must be an integer'],
  ])('rejects limit=%s with a 400', async (limit, message) => {
    const res = await api.request(`/v2/events/feed?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message,
      details: { field: 'limit' },
    });
  });

  it('accepts the limit bounds 1 and 50', async () => {
    const one = await api.request('/v2/events/feed?limit=1');
    expect(one.body.data.events).toHaveLength(1);
    const fifty = await api.request('/v2/events/feed?limit=50');
    expect(fifty.body.data.events).toHaveLength(17);
    expect(fifty.body.data.pagination).toEqual({ continuationToken: null, hasMoreItems: false });
  });

  it.each([
    ['garbage', 'not a token!'],
    ['base64 of something else', Buffer.from('{"page":2}').toString('base64url')],
    ['a token with a bad id', encodeFeedCursor({ startTime: 1, id: 'x' })],
    ['plain base64 text', 'aGVsbG8'],
  ])('rejects a continuationToken that is %s with a 400', async (_, token) => {
    const res = await api.request(`/v2/events/feed?continuationToken=${encodeURIComponent(token)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'invalid_request',
      details: { field: 'continuationToken' },
    });
    expect(res.body.error.message).toMatch(/^continuationToken /);
  });

  it('returns the same feed signed in, and leaves out computed fields when asked', async () => {
    const { auth } = await api.createUser({ name: 'Feed Reader' });
    const anonymous = await api.request('/v2/events/feed?limit=5');
    const signedIn = await api.request('/v2/events/feed?limit=5', { token: auth.idToken });
    // Signed in, friends going is counted (0: this reader has no friends); for a visitor it is null.
    expect(signedIn.body.data.events).toEqual(
      anonymous.body.data.events.map((e: object) => ({ ...e, numFriends: 0 })),
    );
    for (const event of anonymous.body.data.events) {
      expect(event).toMatchObject({ numFriends: null, isLiked: false });
      expect(event.attendees.length).toBe(Math.min(event.numGoing, 5));
    }

    const fast = await api.request('/v2/events/feed?limit=5', {
      token: auth.idToken,
      headers: { 'X-Exclude-Computed-Fields': 'true' },
    });
    expect(fast.status).toBe(200);
    const strip = ({ numGoing, attendees, numFriends, ...rest }: Record<string, unknown>) => {
      void [numGoing, attendees, numFriends];
      return rest;
    };
    expect(fast.body.data.events).toEqual(anonymous.body.data.events.map(strip));
    for (const event of fast.body.data.events) {
      for (const field of ['numGoing', 'attendees', 'numFriends'])
        expect(event).not.toHaveProperty(field);
    }
  });
});
