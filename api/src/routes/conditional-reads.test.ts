/**
 * The feed and the event page are conditional reads: visitors get a public ETag and 304s, signed-in
 * people a private answer whose ETag is their own, and no cache (the browser's, a shared one in
 * front, or this process's answer cache) can hand one person's likes and friends to anyone else.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { startTestApi, type TestApi, type TestResponse } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let host: Person;
let personA: Person;
let personB: Person;
let eventId: string;
let eventPath: string;

const FEED = '/v2/events/feed?limit=50';

beforeAll(async () => {
  // A TTL far longer than the file: answers change only because a write cleared the cache.
  api = await startTestApi({ answerCacheTtlMs: 10 * 60_000 });
  host = await api.createUser({ name: 'Hal Host' });
  personA = await api.createUser({ name: 'Ada A' });
  personB = await api.createUser({ name: 'Bea B' });
  const friend = await api.createUser({ name: 'Fay Friend' });
  const rsvp = await createTicketedEvent(api, host.user.id, [], {
    type: 'simpleRsvp',
    name: 'Rooftop Night',
  });
  eventId = rsvp.eventId;
  eventPath = `/v2/events/?eventId=${eventId}`;
  // A's friend is going and A likes the event; B has neither.
  const going = await api.request('/v2/checkout/initiate', {
    token: friend.auth.idToken,
    json: { eventId, items: [{ ticketTypeId: rsvp.ticketTypeIds[0], quantity: 1 }] },
  });
  expect(going.status).toBe(201);
  await api.request('/v2/friends/requests', {
    json: { receiverUserId: friend.user.id },
    token: personA.auth.idToken,
  });
  await api.request('/v2/friends/requests/accept', {
    method: 'PATCH',
    json: { senderUserId: personA.user.id },
    token: friend.auth.idToken,
  });
  expect(
    (await api.request('/v2/events/like', { json: { eventId }, token: personA.auth.idToken }))
      .status,
  ).toBe(200);
});
afterAll(() => api?.close());

const get = (path: string, options: { token?: string; etag?: string | null } = {}) =>
  api.request(path, {
    token: options.token,
    headers: options.etag ? { 'If-None-Match': options.etag } : {},
  });

const eventIn = (res: TestResponse) =>
  res.body.data.event ??
  res.body.data.events.find((e: { id: string }) => e.id === eventId) ??
  expect.unreachable('the event is not in the answer');

describe.each([
  ['the feed', () => FEED],
  ['the event page', () => eventPath],
])('%s', (_name, pathOf) => {
  it('gives a visitor a public ETag, and a 304 with no body for it', async () => {
    const first = await get(pathOf());
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.get('vary')).toMatch(/Authorization/);

    const again = await get(pathOf(), { etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);
    // A tag that is not the answer's is no reason for a 304.
    expect((await get(pathOf(), { etag: '"stale"' })).status).toBe(200);
  });

  it('changes the ETag when the event is edited', async () => {
    const before = await get(pathOf());
    const patched = await api.request('/v2/events/', {
      method: 'PATCH',
      json: { eventId, name: `Rooftop Night ${Date.now()}` },
      token: host.auth.idToken,
    });
    expect(patched.status).toBe(200);
    const after = await get(pathOf(), { etag: before.headers.get('etag') });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(eventIn(after).name).toBe(patched.body.data.event.name);
  });

  it("never gives one person's likes and friends to another, nor to a visitor", async () => {
    const a = await get(pathOf(), { token: personA.auth.idToken });
    const b = await get(pathOf(), { token: personB.auth.idToken });
    const aEtag = a.headers.get('etag');
    // Control: the two answers really differ, in the personal fields.
    expect(eventIn(a)).toMatchObject({ isLiked: true, numFriends: 1 });
    expect(eventIn(b)).toMatchObject({ isLiked: false, numFriends: 0 });
    expect(aEtag).toBeTruthy();
    expect(b.headers.get('etag')).not.toBe(aEtag);
    // A's own tag is a 304 for A: the private ETag works, so the 200s below are not by default.
    expect((await get(pathOf(), { token: personA.auth.idToken, etag: aEtag })).status).toBe(304);

    const bWithA = await get(pathOf(), { token: personB.auth.idToken, etag: aEtag });
    expect(bWithA.status).toBe(200);
    expect(eventIn(bWithA)).toMatchObject({ isLiked: false, numFriends: 0 });

    const visitorWithA = await get(pathOf(), { etag: aEtag });
    expect(visitorWithA.status).toBe(200);
    expect(eventIn(visitorWithA)).toMatchObject({ isLiked: false, numFriends: null });

    // And the other way: a visitor's tag is no 304 for A.
    const visitorTag = visitorWithA.headers.get('etag');
    const aWithVisitor = await get(pathOf(), { token: personA.auth.idToken, etag: visitorTag });
    expect(aWithVisitor.status).toBe(200);
    expect(eventIn(aWithVisitor)).toMatchObject({ isLiked: true, numFriends: 1 });
  });

  it('marks signed-in answers private, never public, and varying by Authorization', async () => {
    for (const person of [personA, personB]) {
      const res = await get(pathOf(), { token: person.auth.idToken });
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('cache-control')).not.toMatch(/public/);
      expect(res.headers.get('vary')).toMatch(/Authorization/);
    }
  });

  it('keeps the fast answer (no computed fields) apart from the full one', async () => {
    const full = await get(pathOf());
    const lean = await api.request(pathOf(), { headers: { 'X-Exclude-Computed-Fields': 'true' } });
    expect(eventIn(full)).toHaveProperty('numGoing');
    expect(eventIn(lean)).not.toHaveProperty('numGoing');
    expect(lean.headers.get('etag')).not.toBe(full.headers.get('etag'));
    expect(lean.headers.get('vary')).toMatch(/X-Exclude-Computed-Fields/);
  });
});

describe("this process's cache of visitors' answers", () => {
  const renameInDatabase = (name: string) =>
    api.database.db.update(events).set({ name }).where(eq(events.id, eventId));

  it('serves visitors from memory until a write in this process clears it', async () => {
    const cached = await get(eventPath);
    // A change behind the API's back (another instance, a sweep) is not seen within the TTL…
    await renameInDatabase('Renamed Elsewhere');
    const stillCached = await get(eventPath);
    expect(eventIn(stillCached).name).toBe(eventIn(cached).name);
    expect(stillCached.headers.get('etag')).toBe(cached.headers.get('etag'));
    // …while a signed-in person, never served from the cache, sees it at once (the control).
    const signedIn = await get(eventPath, { token: personB.auth.idToken });
    expect(eventIn(signedIn).name).toBe('Renamed Elsewhere');

    // Any successful write through this process clears the cache.
    const liked = await api.request('/v2/events/like', {
      json: { eventId },
      token: personB.auth.idToken,
    });
    expect(liked.status).toBe(200);
    const fresh = await get(eventPath);
    expect(eventIn(fresh)).toMatchObject({ name: 'Renamed Elsewhere', numLikes: 2 });
  });

  it('is not cleared by counting a view, which every visit to an event page does', async () => {
    const cached = await get(eventPath);
    await renameInDatabase('Renamed By Someone Else');
    const view = await api.request('/v2/events/metrics/view', { json: { eventId } });
    expect(view.status).toBe(200);
    expect(view.body.data.counted).toBe(true);
    expect(eventIn(await get(eventPath)).name).toBe(eventIn(cached).name);
  });

  it('does not let a refused write clear it', async () => {
    const cached = await get(eventPath);
    await renameInDatabase('Renamed Again');
    const refused = await api.request('/v2/events/like', {
      json: { eventId: '00000000-0000-4000-8000-000000000000' },
      token: personB.auth.idToken,
    });
    expect(refused.status).toBe(404);
    expect(eventIn(await get(eventPath)).name).toBe(eventIn(cached).name);
  });
});

describe('the OpenAPI document', () => {
  it('declares the 304 and If-None-Match of the conditional reads, and only theirs', async () => {
    const { paths } = (await get('/v2/openapi.json')).body;
    for (const path of ['/events/feed', '/events/']) {
      expect(Object.keys(paths[path].get.responses)).toContain('304');
      expect(paths[path].get.parameters.map((p: { name: string }) => p.name)).toContain(
        'If-None-Match',
      );
    }
    expect(Object.keys(paths['/events/feed/count'].get.responses)).not.toContain('304');
  });
});

describe('answers that are not conditional reads', () => {
  it('are no-store, errors of conditional reads included', async () => {
    const missing = await get('/v2/events/?eventId=00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const bad = await get('/v2/events/feed?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    const me = await get('/v2/users/', { token: personA.auth.idToken });
    expect(me.status).toBe(200);
    expect(me.headers.get('etag')).toBeNull();
    expect(me.headers.get('cache-control')).toBe('no-store');
  });
});
