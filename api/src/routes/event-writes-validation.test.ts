import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { startTestApi, type TestApi } from '../../test/test-api';

const NOW = new Date('2026-03-10T17:00:00Z');
const now = NOW.getTime() / 1000;
const DAY = 86_400;

let api: TestApi;
let host: Awaited<ReturnType<TestApi['createUser']>>;

beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW });
  host = await api.createUser({ name: 'Careful Host' });
});
afterAll(() => api?.close());

const minimal = () => ({
  name: 'Garden Party',
  startTime: now + 3 * DAY,
  timeZone: 'America/Chicago',
});
const create = (json: unknown) => api.request('/v2/events/', { json, token: host.auth.idToken });
const eventCount = async () =>
  Number((await api.database.db.select({ n: count() }).from(events))[0]!.n);

describe('POST /v2/events/ input checks', () => {
  it.each([
    ['a blank name', { name: '   ' }, 'name', 'name is required'],
    [
      'a name over 100 characters',
      { name: 'x'.repeat(101) },
      'name',
      'name must be at most 100 characters long',
    ],
    [
      'a made-up time zone',
      { timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      'timeZone must be an IANA time zone, e.g. America/New_York',
    ],
    [
      'an abbreviation for a zone',
      { timeZone: 'EST' },
      'timeZone',
      'timeZone must be an IANA time zone, e.g. America/New_York',
    ],
    [
      'an offset for a zone',
      { timeZone: '+01:00' },
      'timeZone',
      'timeZone must be an IANA time zone, e.g. America/New_York',
    ],
    [
      'a start two days ago',
      { startTime: now - 2 * DAY },
      'startTime',
      'startTime must not be more than a day in the past',
    ],
    [
      'milliseconds for seconds',
      { startTime: (now + DAY) * 1000 },
      'startTime',
      'startTime must be a time in whole seconds since 1970',
    ],
    [
      'an end before the start',
      { endTime: now + 2 * DAY },
      'endTime',
      'endTime must not be before startTime',
    ],
    ['a 40-day event', { endTime: now + 43 * DAY }, 'endTime', 'An event can last at most 30 days'],
    ['an unknown type', { type: 'party' }, 'type', 'type must be one of: simpleRsvp, ticketed'],
    [
      'a place without a city',
      { location: { address: { city: ' ', state: 'IL' } } },
      'location.address.city',
      'location.address.city is required',
    ],
    [
      'a latitude off the globe',
      {
        location: { address: { city: 'A', state: 'B' }, geoPoint: { latitude: 91, longitude: 0 } },
      },
      'location.geoPoint.latitude',
      'location.geoPoint.latitude must be at most 90',
    ],
    [
      'a flyer that is not a URL',
      { flyer: { urls: { small: 'javascript:x', large: 'https://a.example/l.jpg' } } },
      'flyer.urls.small',
      'flyer.urls.small must be an http(s) URL or an uploaded image path (/v2/images/files/…)',
    ],
    [
      'a flyer on another site',
      { flyer: { urls: { small: 'https://a.example/s.jpg', large: 'https://a.example/l.jpg' } } },
      'flyer',
      'flyer must be an image uploaded to this app (POST /v2/images/)',
    ],
    [
      'a ticketed event without tickets',
      { type: 'ticketed' },
      'ticketTypes',
      'A ticketed event needs at least one ticket type',
    ],
    [
      'a paid ticket at a free event',
      { ticketTypes: [{ name: 'VIP', priceCents: 100, capacity: 5, maxPerOrder: 1 }] },
      'ticketTypes.0.priceCents',
      'A free RSVP event cannot sell paid tickets; make it a ticketed event',
    ],
    ['an unknown field', { colour: 'red' }, 'colour', 'colour is not an accepted field'],
  ])('answers 400 for %s, writing nothing', async (_, change, field, message) => {
    const before = await eventCount();
    const res = await create({ ...minimal(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid_request', message, details: { field } });
    expect(await eventCount()).toBe(before);
  });
});
