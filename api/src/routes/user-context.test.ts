/**
 * POST /events/hosts/user-context over HTTP: what an organizer sees of one guest (and nothing
 * more: no phone number), 404 for someone who is not a guest, 401/403 for everyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

let api: TestApi;
let host: Person;
let otherHost: Person;
let guest: Person;
let newcomer: Person;
let stranger: Person;
let eventId: string;

const rsvp = async (who: Person, event: string) => {
  const types = await api.database.db.query.ticketTypes.findMany({
    where: (t, { eq }) => eq(t.eventId, event),
  });
  const res = await api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json: { eventId: event, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
  });
  if (res.status !== 201) throw new Error(`RSVP failed: ${JSON.stringify(res.body)}`);
  return res.body.data.passes[0] as { id: string; qrToken: string };
};
const checkIn = async (by: Person, event: string, qrToken: string) => {
  const res = await api.request('/v2/events/hosts/scan', {
    token: by.auth.idToken,
    json: { eventId: event, qrToken, nonce: `nonce-${qrToken.slice(0, 20)}` },
  });
  expect(res.body.data.result).toBe('admitted');
};
const context = (who: Person | null, json: Record<string, unknown>) =>
  api.request('/v2/events/hosts/user-context', { token: who?.auth.idToken, json });
const party = async (by: Person, name: string) =>
  (await createTicketedEvent(api, by.user.id, [], { type: 'simpleRsvp', name })).eventId;

beforeAll(async () => {
  api = await startTestApi();
  [host, otherHost, guest, newcomer, stranger] = await Promise.all([
    api.createUser({ name: 'Context Host' }),
    api.createUser({ name: 'Other Host' }),
    api.createUser({ name: 'Regular Guest', bio: 'Private-ish bio', instagram: 'regular' }),
    api.createUser({ name: 'First Timer' }),
    api.createUser({ name: 'Nosy Stranger' }),
  ]);
  // The guest came to two earlier parties of this host, and to one of another host.
  for (const name of ['Party one', 'Party two']) {
    const earlier = await party(host, name);
    await checkIn(host, earlier, (await rsvp(guest, earlier)).qrToken);
  }
  const elsewhere = await party(otherHost, 'Elsewhere');
  await checkIn(otherHost, elsewhere, (await rsvp(guest, elsewhere)).qrToken);
  eventId = await party(host, 'Tonight');
  await checkIn(host, eventId, (await rsvp(guest, eventId)).qrToken);
  await rsvp(newcomer, eventId);
});
afterAll(() => api?.close());

describe('POST /events/hosts/user-context', () => {
  it("shows the host a guest's name, photo, passes, check-in and visits to this host's events", async () => {
    const res = await context(host, { eventId, userId: guest.user.id });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.person).toMatchObject({ id: guest.user.id, name: 'Regular Guest' });
    expect(data.tickets).toEqual([
      {
        passId: expect.any(String),
        ticketTypeName: 'RSVP',
        status: 'checked_in',
        checkedInAt: expect.any(Number),
      },
    ]);
    expect(data.checkedIn).toBe(true);
    // Tonight and the two earlier parties; the other host's event does not count.
    expect(data.eventsAttended).toBe(3);
  });

  it('never shows the phone number', async () => {
    const res = await context(host, { eventId, userId: guest.user.id });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(guest.user.phone);
    expect(text).not.toContain(guest.user.phone.replace(/^\+1/, ''));
    expect(Object.keys(res.body.data).sort()).toEqual([
      'checkedIn',
      'eventsAttended',
      'person',
      'tickets',
    ]);
  });

  it('shows a first-timer as going, not checked in, with no visits yet', async () => {
    const res = await context(host, { eventId, userId: newcomer.user.id });
    expect(res.status).toBe(200);
    expect(res.body.data.tickets.map((t: { status: string }) => t.status)).toEqual(['going']);
    expect(res.body.data.checkedIn).toBe(false);
    expect(res.body.data.eventsAttended).toBe(0);
  });

  it('answers 404 for a person who is not a guest of the event, and for an unknown event', async () => {
    for (const userId of [stranger.user.id, host.user.id, 'not-a-uuid']) {
      const res = await context(host, { eventId, userId });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('This person is not a guest of this event');
    }
    const unknown = await context(host, {
      eventId: '00000000-0000-4000-8000-000000000000',
      userId: guest.user.id,
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses visitors (401), strangers and guests (403)', async () => {
    const json = { eventId, userId: guest.user.id };
    expect((await context(null, json)).status).toBe(401);
    expect((await context(stranger, json)).status).toBe(403);
    expect((await context(newcomer, json)).status).toBe(403);
    expect((await context(otherHost, json)).status).toBe(403);
  });
});
