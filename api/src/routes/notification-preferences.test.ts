/** GET/PATCH /v2/users/notifications/preferences: which topics notify, and `notify` honouring them. */
import { NOTIFICATION_TOPICS } from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let quiet: Person;
let other: Person;

beforeAll(async () => {
  api = await startTestApi();
  [quiet, other] = await Promise.all([
    api.createUser({ name: 'Quinn Quiet' }),
    api.createUser({ name: 'Otto Other' }),
  ]);
});
afterAll(() => api?.close());

const PATH = '/v2/users/notifications/preferences';
const allOn = Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, true]));
const get = (who?: Person) => api.request(PATH, { token: who?.auth.idToken });
const patch = (json: unknown, who?: Person) =>
  api.request(PATH, { method: 'PATCH', json, token: who?.auth.idToken });
const kinds = async (who: Person) =>
  (
    await api.request('/v2/users/notifications', { token: who.auth.idToken })
  ).body.data.notifications.map((n: { kind: string }) => n.kind);

describe('notification preferences', () => {
  it('refuses a visitor (401) and someone signed in without an account (404)', async () => {
    expect((await get()).status).toBe(401);
    expect((await patch({ friends: false })).status).toBe(401);
    const noAccount = await api.signIn();
    const res = await api.request(PATH, { token: noAccount.idToken });
    expect(res.status).toBe(404);
  });

  it('has every topic on until turned off', async () => {
    const res = await get(quiet);
    expect(res.status).toBe(200);
    expect(res.body.data.preferences).toEqual(allOn);
  });

  it('turns only the named topics off and on, per person, and reads them back', async () => {
    const off = await patch({ friends: false }, quiet);
    expect(off.status).toBe(200);
    expect(off.body.data.preferences).toEqual({ ...allOn, friends: false });
    expect((await get(quiet)).body.data.preferences).toEqual({ ...allOn, friends: false });
    // Another person's preferences are their own.
    expect((await get(other)).body.data.preferences).toEqual(allOn);

    const both = await patch({ events: false, messages: false }, quiet);
    expect(both.body.data.preferences).toEqual({ friends: false, events: false, messages: false });
    const back = await patch({ events: true, messages: true }, quiet);
    expect(back.body.data.preferences).toEqual({ ...allOn, friends: false });
  });

  it.each([[{}], [{ sms: true }], [{ friends: 'no' }], [[]]])(
    'refuses a body that changes nothing known (%j) with a 400',
    async (body) => {
      expect((await patch(body, quiet)).status).toBe(400);
    },
  );

  it('writes no notification for a topic turned off, and writes them again once on', async () => {
    await patch({ friends: false }, quiet);
    const asker = await api.createUser({ name: 'Asa Asker' });
    const sent = await api.request('/v2/friends/requests', {
      json: { receiverUserId: quiet.user.id },
      token: asker.auth.idToken,
    });
    expect(sent.body.data.status).toBe('requested');
    expect(await kinds(quiet)).toEqual([]);
    // The request itself is there all the same: only the notification is skipped.
    const incoming = await api.request('/v2/friends/requests/in', { token: quiet.auth.idToken });
    expect(incoming.body.data.users.map((u: { id: string }) => u.id)).toEqual([asker.user.id]);

    // Control: the same action with the topic on notifies.
    await patch({ friends: true }, quiet);
    const second = await api.createUser({ name: 'Bo Second' });
    await api.request('/v2/friends/requests', {
      json: { receiverUserId: quiet.user.id },
      token: second.auth.idToken,
    });
    expect(await kinds(quiet)).toEqual(['friend_request']);
  });
});
