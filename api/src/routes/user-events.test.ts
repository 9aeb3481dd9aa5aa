import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLikes, eventOrganizers, events } from '../db/schema';
import { startTestApi, type TestApi, type TestResponse } from '../../test/test-api';
import { giveTicket } from '../../test/ticket-fixtures';

const NOW = new Date('2026-05-01T12:00:00Z');
const now = NOW.getTime() / 1000;
const DAY = 86_400;

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let me: Person;
let someoneElse: Person;
const ids: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW });
  [me, someoneElse] = await Promise.all([
    api.createUser({ name: 'List Owner' }),
    api.createUser({ name: 'Other Host' }),
  ]);
  const create = async (key: string, who: Person, startDays: number) => {
    const res = await api.request('/v2/events/', {
      token: who.auth.idToken,
      json: { name: key, startTime: now + startDays * DAY, timeZone: 'UTC' },
    });
    ids[key] = res.body.data.event.id;
  };
  // Upcoming ones
  await create('mine-soon', me, 1);
  await create('mine-later', me, 5);
  await create('cohosted', someoneElse, 2);
  await create('pending-cohost', someoneElse, 2.5);
  await create('rsvped', someoneElse, 3);
  await create('liked-only', someoneElse, 4);
  await create('unrelated', someoneElse, 1.5);
  const db = api.database.db;
  await db.insert(eventOrganizers).values([
    { eventId: ids['cohosted']!, userId: me.user.id, status: 'accepted' },
    { eventId: ids['pending-cohost']!, userId: me.user.id, status: 'pending' },
  ]);
  await giveTicket(db, { eventId: ids['rsvped']!, holderId: me.user.id });
  await db.insert(eventLikes).values([
    { eventId: ids['liked-only']!, userId: me.user.id },
    { eventId: ids['mine-later']!, userId: me.user.id },
  ]);
  // Past ones, written directly (the API refuses to create events in the past).
  const past = await db
    .insert(events)
    .values(
      [
        ['hosted-long-ago', me.user.id, 30],
        ['hosted-last-week', me.user.id, 7],
        ['other-past', someoneElse.user.id, 3],
      ].map(([name, hostId, daysAgo]) => ({
        name: name as string,
        hostId: hostId as string,
        startTime: new Date((now - (daysAgo as number) * DAY) * 1000),
        timeZone: 'UTC',
      })),
    )
    .returning({ id: events.id, name: events.name });
  for (const row of past) ids[row.name] = row.id;
  await db
    .insert(eventOrganizers)
    .values({ eventId: ids['other-past']!, userId: me.user.id, status: 'accepted' });
});
afterAll(() => api?.close());

async function allPages(path: string, limit: number): Promise<string[]> {
  const names: string[] = [];
  let token: string | null = null;
  for (let page = 0; page < 10; page++) {
    const res: TestResponse = await api.request(
      `${path}?limit=${limit}${token ? `&continuationToken=${token}` : ''}`,
      { token: me.auth.idToken },
    );
    expect(res.status).toBe(200);
    names.push(...res.body.data.events.map((e: { name: string }) => e.name));
    token = res.body.data.pagination.continuationToken;
    if (!token) break;
  }
  return names;
}

describe('GET /v2/users/events and friends', () => {
  it('lists upcoming events I host, co-host or hold a pass for, soonest first, paged', async () => {
    expect(await allPages('/v2/users/events', 2)).toEqual([
      'mine-soon',
      'cohosted',
      'rsvped',
      'mine-later',
    ]);
  });

  it('lists upcoming events I liked', async () => {
    expect(await allPages('/v2/users/events/liked', 1)).toEqual(['liked-only', 'mine-later']);
  });

  it('lists past events I hosted or co-hosted, newest first', async () => {
    expect(await allPages('/v2/users/events/hosted-past', 2)).toEqual([
      'other-past',
      'hosted-last-week',
      'hosted-long-ago',
    ]);
  });

  it('lists the upcoming events I host or co-host (accepted), soonest first: my dashboards', async () => {
    // Not the pending co-hosting, the pass, the like, someone else's event or the past ones.
    expect(await allPages('/v2/users/events/hosting', 2)).toEqual([
      'mine-soon',
      'cohosted',
      'mine-later',
    ]);
  });

  it('keeps the hosting list one’s own: a userId is refused or ignored, and a visitor gets 401', async () => {
    const viewer = await api.createUser({ name: 'Dashboard Peeker' });
    const res = await api.request(`/v2/users/events/hosting?userId=${me.user.id}`, {
      token: viewer.auth.idToken,
    });
    if (res.status === 200) expect(res.body.data.events).toEqual([]);
    else expect(res.status).toBe(400);
    // Control: the same call as me lists mine.
    const mine = await api.request('/v2/users/events/hosting', { token: me.auth.idToken });
    expect(mine.body.data.events.map((e: { name: string }) => e.name)).toContain('mine-soon');
    expect((await api.request('/v2/users/events/hosting')).status).toBe(401);
  });

  it('shows the events with their ticket types and who is going', async () => {
    const res = await api.request('/v2/users/events?limit=50', { token: me.auth.idToken });
    const rsvped = res.body.data.events.find((e: { name: string }) => e.name === 'rsvped');
    expect(rsvped.numGoing).toBe(1);
    expect(rsvped.attendees.map((a: { id: string }) => a.id)).toEqual([me.user.id]);
    expect(rsvped.ticketTypes).toHaveLength(1);
  });

  it('is empty for someone with no events, and private to a signed-in user', async () => {
    const fresh = await api.createUser({ name: 'Nobody Yet' });
    const res = await api.request('/v2/users/events', { token: fresh.auth.idToken });
    expect(res.body.data).toEqual({
      events: [],
      pagination: { continuationToken: null, hasMoreItems: false },
    });
    expect((await api.request('/v2/users/events/liked')).status).toBe(401);
  });

  it('shows another signed-in person my going and hosted lists (with userId), never my liked ones', async () => {
    const viewer = await api.createUser({ name: 'Profile Viewer' });
    const as = (path: string) => api.request(path, { token: viewer.auth.idToken });
    const names = (res: TestResponse) => res.body.data.events.map((e: { name: string }) => e.name);
    const going = await as(`/v2/users/events?userId=${me.user.id}`);
    expect(going.status).toBe(200);
    expect(names(going)).toEqual(['mine-soon', 'cohosted', 'rsvped', 'mine-later']);
    const hosted = await as(`/v2/users/events/hosted-past?userId=${me.user.id}`);
    expect(names(hosted)).toEqual(['other-past', 'hosted-last-week', 'hosted-long-ago']);
    // Control: without userId the viewer gets their own (empty) lists.
    expect(names(await as('/v2/users/events'))).toEqual([]);
    // Liked stays one's own: a userId there is refused or ignored, never someone else's likes.
    const liked = await as(`/v2/users/events/liked?userId=${me.user.id}`);
    if (liked.status === 200) expect(names(liked)).toEqual([]);
    else expect(liked.status).toBe(400);
  });

  it('answers 404 for a person who does not exist and 401 to a visitor', async () => {
    const missing = await api.request(
      '/v2/users/events?userId=00000000-0000-4000-8000-000000000000',
      { token: me.auth.idToken },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const visitor = await api.request(`/v2/users/events?userId=${me.user.id}`);
    expect(visitor.status).toBe(401);
  });

  it('rejects a bad continuation token or limit with 400', async () => {
    const bad = await api.request('/v2/users/events/hosted-past?continuationToken=xyz', {
      token: me.auth.idToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual({ field: 'continuationToken' });
    const limit = await api.request('/v2/users/events?limit=100', { token: me.auth.idToken });
    expect(limit.status).toBe(400);
  });
});
