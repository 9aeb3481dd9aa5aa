import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let ann: Person;
let bob: Person;
let cat: Person;
let dan: Person;
const NOBODY = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  api = await startTestApi();
  [ann, bob, cat, dan] = await Promise.all([
    api.createUser({ name: 'Ann Asker' }),
    api.createUser({ name: 'Bob Burns' }),
    api.createUser({ name: 'Cat Cole' }),
    api.createUser({ name: 'Dan Doe' }),
  ]);
});
afterAll(() => api?.close());

const send = (from: Person, to: string) =>
  api.request('/v2/friends/requests', {
    json: { receiverUserId: to },
    token: from.auth.idToken,
  });
const accept = (who: Person, senderUserId: string) =>
  api.request('/v2/friends/requests/accept', {
    method: 'PATCH',
    json: { senderUserId },
    token: who.auth.idToken,
  });
const reject = (who: Person, senderUserId: string) =>
  api.request(`/v2/friends/requests/reject?senderUserId=${senderUserId}`, {
    method: 'DELETE',
    token: who.auth.idToken,
  });
const cancel = (who: Person, receiverUserId: string) =>
  api.request(`/v2/friends/requests/cancel?receiverUserId=${receiverUserId}`, {
    method: 'DELETE',
    token: who.auth.idToken,
  });
const unfriend = (who: Person, receiverUserId: string) =>
  api.request(`/v2/friends/?receiverUserId=${receiverUserId}`, {
    method: 'DELETE',
    token: who.auth.idToken,
  });
const status = async (who: Person, other: Person) =>
  (await api.request(`/v2/friends/status?userId=${other.user.id}`, { token: who.auth.idToken }))
    .body.data.status;
const names = (list: { name: string }[]) => list.map((u) => u.name);
const requests = async (who: Person, direction: 'in' | 'out') =>
  names(
    (await api.request(`/v2/friends/requests/${direction}`, { token: who.auth.idToken })).body.data
      .users,
  );
const friends = async (query: string, who?: Person) =>
  api.request(`/v2/users/friends${query}`, { token: who?.auth.idToken });

describe('visitors', () => {
  it.each([
    ['POST', '/v2/friends/requests', { receiverUserId: NOBODY }],
    ['GET', '/v2/friends/requests/in', undefined],
    ['GET', '/v2/friends/requests/out', undefined],
    ['PATCH', '/v2/friends/requests/accept', { senderUserId: NOBODY }],
    ['DELETE', `/v2/friends/requests/reject?senderUserId=${NOBODY}`, undefined],
    ['DELETE', `/v2/friends/requests/cancel?receiverUserId=${NOBODY}`, undefined],
    ['DELETE', `/v2/friends/?receiverUserId=${NOBODY}`, undefined],
    ['GET', `/v2/friends/status?userId=${NOBODY}`, undefined],
    ['GET', '/v2/users/friends', undefined],
    ['GET', '/v2/users/notifications', undefined],
  ])('%s %s without a token is 401', async (method, path, json) => {
    const res = await api.request(path, { method, json });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('No token provided');
  });

  it("may read someone's friends (public) but not the mutual ones", async () => {
    const res = await friends(`?userId=${dan.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.friends).toEqual([]);
    expect((await friends(`?userId=${dan.user.id}&mutualOnly=true`)).status).toBe(401);
  });
});

describe('sending a request', () => {
  it('refuses oneself and people who do not exist', async () => {
    const self = await send(ann, ann.user.id);
    expect(self.status).toBe(400);
    expect(self.body.error).toMatchObject({
      message: 'You cannot send a friend request to yourself',
      details: { field: 'receiverUserId' },
    });
    const missing = await send(ann, NOBODY);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No user with that id');
    expect((await send(ann, 'not-a-uuid')).status).toBe(404);
  });

  it('is one request however often it is sent, seen from both sides', async () => {
    expect((await send(ann, bob.user.id)).body.data).toEqual({ status: 'requested' });
    expect((await send(ann, bob.user.id)).body.data).toEqual({ status: 'requested' });
    expect(await requests(ann, 'out')).toEqual(['Bob Burns']);
    expect(await requests(bob, 'in')).toEqual(['Ann Asker']);
    expect(await requests(bob, 'out')).toEqual([]);
    expect(await status(ann, bob)).toBe('requested');
    expect(await status(bob, ann)).toBe('received');
    expect(await status(cat, ann)).toBe('none');
    expect(await status(ann, ann)).toBe('self');
  });

  it('is a 404 to act on a request that is not yours', async () => {
    // Cat was not asked by Ann; Bob was. Cat cannot accept, reject or cancel Ann's request.
    const acceptRes = await accept(cat, ann.user.id);
    expect(acceptRes.status).toBe(404);
    expect(acceptRes.body.error.message).toBe('This person has not sent you a friend request');
    expect((await reject(cat, ann.user.id)).status).toBe(404);
    expect((await cancel(cat, bob.user.id)).status).toBe(404);
    // The sender cannot accept their own request either.
    expect((await accept(ann, bob.user.id)).status).toBe(404);
    expect(await requests(bob, 'in')).toEqual(['Ann Asker']);
  });

  it('accepting makes both friends, once; accepting again is harmless', async () => {
    expect((await accept(bob, ann.user.id)).body.data).toEqual({ status: 'friends' });
    expect((await accept(bob, ann.user.id)).body.data).toEqual({ status: 'friends' });
    expect(await status(ann, bob)).toBe('friends');
    expect(await status(bob, ann)).toBe('friends');
    expect(await requests(bob, 'in')).toEqual([]);
    expect(await requests(ann, 'out')).toEqual([]);
    expect((await send(ann, bob.user.id)).body.data).toEqual({ status: 'friends' });
    expect(names((await friends('', ann)).body.data.friends)).toEqual(['Bob Burns']);
    expect(names((await friends(`?userId=${ann.user.id}`)).body.data.friends)).toEqual([
      'Bob Burns',
    ]);
  });

  it('asking someone who already asked you accepts their request', async () => {
    expect((await send(cat, ann.user.id)).body.data.status).toBe('requested');
    expect((await send(ann, cat.user.id)).body.data.status).toBe('friends');
    expect(await requests(ann, 'in')).toEqual([]);
    expect(names((await friends('', ann)).body.data.friends)).toEqual(['Bob Burns', 'Cat Cole']);
  });

  it('lists mutual friends for a signed-in caller', async () => {
    // Bob and Cat both are friends of Ann; Bob and Cat are not friends of each other.
    const mutual = await friends(`?userId=${ann.user.id}&mutualOnly=true`, bob);
    expect(mutual.status).toBe(200);
    expect(names(mutual.body.data.friends)).toEqual([]);
    expect(
      names((await friends(`?userId=${bob.user.id}&mutualOnly=true`, cat)).body.data.friends),
    ).toEqual(['Ann Asker']);
    expect((await friends(`?userId=${NOBODY}`)).status).toBe(404);
  });
});

describe('rejecting, cancelling and removing', () => {
  it('a dismissed request is gone and can be sent again', async () => {
    await send(dan, bob.user.id);
    expect((await reject(bob, dan.user.id)).body.data).toEqual({ status: 'none' });
    expect((await reject(bob, dan.user.id)).status).toBe(404);
    expect(await status(dan, bob)).toBe('none');
    expect((await send(dan, bob.user.id)).body.data.status).toBe('requested');
  });

  it('a cancelled request is gone for both', async () => {
    expect((await cancel(dan, bob.user.id)).body.data).toEqual({ status: 'none' });
    expect(await requests(bob, 'in')).toEqual([]);
    const again = await cancel(dan, bob.user.id);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('You have not sent this person a friend request');
  });

  it('either friend may end a friendship; a stranger cannot end it', async () => {
    expect((await unfriend(dan, ann.user.id)).status).toBe(404);
    expect(await status(ann, bob)).toBe('friends');
    expect((await unfriend(bob, ann.user.id)).body.data).toEqual({ status: 'none' });
    expect(await status(ann, bob)).toBe('none');
    const again = await unfriend(ann, bob.user.id);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('You are not friends with this person');
  });
});

describe('two people asking each other at the same moment', () => {
  it('end up friends once, with no request left', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [x, y] = await Promise.all([api.createUser(), api.createUser()]);
      const answers = await Promise.all([send(x, y.user.id), send(y, x.user.id)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.data.status).sort()).toEqual(['friends', 'requested']);
      expect(await status(x, y)).toBe('friends');
      expect(await requests(x, 'in')).toEqual([]);
      expect(await requests(y, 'in')).toEqual([]);
      expect((await friends('', x)).body.data.friends).toHaveLength(1);
    }
  });
});
