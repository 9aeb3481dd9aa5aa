import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let me: Person;
let stranger: Person;
let askers: Person[];

beforeAll(async () => {
  api = await startTestApi();
  [me, stranger] = await Promise.all([
    api.createUser({ name: 'Nia Notified' }),
    api.createUser({ name: 'Sam Stranger' }),
  ]);
  askers = [];
  // One after the other, so the notifications are written in a known order.
  for (let i = 0; i < 7; i += 1) {
    const asker = await api.createUser({ name: `Asker ${i}` });
    await api.request('/v2/friends/requests', {
      json: { receiverUserId: me.user.id },
      token: asker.auth.idToken,
    });
    askers.push(asker);
  }
});
afterAll(() => api?.close());

const page = (who: Person, query = '') =>
  api.request(`/v2/users/notifications${query}`, { token: who.auth.idToken });

describe('GET /users/notifications', () => {
  it('lists friend requests received, newest first, with who sent them', async () => {
    const res = await page(me);
    expect(res.status).toBe(200);
    const { notifications, pagination } = res.body.data;
    expect(notifications.map((n: { actor: { name: string } }) => n.actor.name)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((i) => `Asker ${i}`),
    );
    expect(notifications[0]).toMatchObject({ kind: 'friend_request', event: null });
    expect(typeof notifications[0].createdAt).toBe('number');
    expect(notifications[0].actor).not.toHaveProperty('phone');
    expect(pagination).toEqual({ continuationToken: null, hasMoreItems: false });
  });

  it('is empty for someone nothing happened to, and each person sees only their own', async () => {
    const res = await page(stranger);
    expect(res.body.data).toEqual({
      notifications: [],
      pagination: { continuationToken: null, hasMoreItems: false },
    });
  });

  it('pages with continuation tokens, without repeats or gaps', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const res = await page(me, `?limit=3${token ? `&continuationToken=${token}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.notifications.map((n: { id: string }) => n.id));
      token = res.body.data.pagination.continuationToken;
      expect(res.body.data.pagination.hasMoreItems).toBe(token !== null);
      pages += 1;
    } while (token && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const all = (await page(me)).body.data.notifications.map((n: { id: string }) => n.id);
    expect(seen).toEqual(all);
  });

  it('tells the sender when a request is accepted', async () => {
    const asker = askers[0]!;
    await api.request('/v2/friends/requests/accept', {
      method: 'PATCH',
      json: { senderUserId: asker.user.id },
      token: me.auth.idToken,
    });
    const [latest] = (await page(asker)).body.data.notifications;
    expect(latest).toMatchObject({ kind: 'friend_accepted', actor: { name: 'Nia Notified' } });
  });

  it('past=false keeps the recent ones (all of these are)', async () => {
    const res = await page(me, '?past=false');
    expect(res.body.data.notifications).toHaveLength(7);
  });

  it.each(['garbage!', 'eyJ2IjoyLCJpZCI6MX0', 'e30'])(
    'refuses a continuation token it did not hand out (%s)',
    async (token) => {
      const res = await page(me, `?continuationToken=${token}`);
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual({ field: 'continuationToken' });
    },
  );
});

describe('co-host invitations', () => {
  it('tell the invitee, with the event and a way to it', async () => {
    const created = await api.request('/v2/events/', {
      token: stranger.auth.idToken,
      json: {
        name: 'Roof Party',
        startTime: Math.floor(Date.now() / 1000) + 86_400,
        timeZone: 'UTC',
      },
    });
    const eventId = created.body.data.event.id;
    await api.request('/v2/events/invitations/', {
      json: { eventId, userId: me.user.id },
      token: stranger.auth.idToken,
    });
    const [latest] = (await page(me)).body.data.notifications;
    expect(latest).toMatchObject({
      kind: 'cohost_invitation',
      actor: { name: 'Sam Stranger' },
      event: { id: eventId, name: 'Roof Party' },
    });
  });
});
