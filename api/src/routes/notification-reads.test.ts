/**
 * The nav badge's count (`GET /users/notifications/unread`) and marking read
 * (`POST /users/notifications/read`): per person, kept on the server, exact about what was shown.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../test/chat-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';
import { notifications } from '../db/schema-social';
import { UNREAD_COUNT_CAP } from '../social/notification-reads';

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let me: Person;
let other: Person;

beforeAll(async () => {
  api = await startTestApi();
  [me, other] = await Promise.all([
    api.createUser({ name: 'Rae Reader' }),
    api.createUser({ name: 'Otto Other' }),
  ]);
});
afterAll(() => api?.close());

const as = (who: Person) => ({ token: who.auth.idToken });

async function unread(who: Person): Promise<number> {
  const res = await api.request('/v2/users/notifications/unread', as(who));
  expect(res.status).toBe(200);
  return res.body.data.unreadCount;
}

async function markRead(who: Person, json: unknown = {}): Promise<number> {
  const res = await api.request('/v2/users/notifications/read', { json, ...as(who) });
  expect(res.status).toBe(200);
  return res.body.data.unreadCount;
}

/** A new person asks `who` to be friends: one notification for `who`. */
async function askFriendship(who: Person): Promise<void> {
  const asker = await api.createUser({ name: `Asker ${randomUUID().slice(0, 4)}` });
  const res = await api.request('/v2/friends/requests', {
    json: { receiverUserId: who.user.id },
    ...as(asker),
  });
  expect(res.status).toBe(200);
}

const newestIds = async (who: Person): Promise<string[]> => {
  const res = await api.request('/v2/users/notifications', as(who));
  return res.body.data.notifications.map((n: { id: string }) => n.id);
};

describe('unread notifications', () => {
  it('counts what waits unread, marks it all read (idempotent), and counts what comes after', async () => {
    await askFriendship(me);
    await askFriendship(me);
    expect(await unread(me)).toBe(2);
    expect(await markRead(me)).toBe(0);
    expect(await unread(me)).toBe(0);
    expect(await markRead(me)).toBe(0);
    await askFriendship(me);
    expect(await unread(me)).toBe(1);
    // The list keeps every notification and says which were read.
    const res = await api.request('/v2/users/notifications', as(me));
    expect(res.body.data.notifications.map((n: { read: boolean }) => n.read)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it("marks only the caller's own notifications", async () => {
    await askFriendship(other);
    await markRead(me);
    expect(await unread(other)).toBe(1);
    expect(await markRead(other, {})).toBe(0);
  });

  it('with upToId, leaves unread what is newer than the list the client showed', async () => {
    await askFriendship(me);
    const [shown] = await newestIds(me);
    await askFriendship(me); // arrives after the list was shown
    expect(await unread(me)).toBe(2);
    expect(await markRead(me, { upToId: shown })).toBe(1);
    // An older id than what is already read moves nothing back.
    expect(await markRead(me, { upToId: '1' })).toBe(1);
    const [newest] = await newestIds(me);
    expect(await markRead(me, { upToId: newest })).toBe(0);
  });

  it('counts up to the cap the badge needs ("99+")', async () => {
    const crowd = await api.createUser({ name: 'Cam Crowd' });
    await api.database.db.insert(notifications).values(
      Array.from({ length: UNREAD_COUNT_CAP + 5 }, () => ({
        userId: crowd.user.id,
        kind: 'friend_request' as const,
      })),
    );
    expect(await unread(crowd)).toBe(UNREAD_COUNT_CAP);
    expect(await markRead(crowd)).toBe(0);
  });

  it("a chat's notification marked read is unread again when a new message comes", async () => {
    const [ann, bob] = await Promise.all([
      api.createUser({ name: 'Ann Chat' }),
      api.createUser({ name: 'Bob Chat' }),
    ]);
    await befriend(api, ann, bob);
    const opened = await api.request('/v2/chats/direct', {
      json: { userId: bob.user.id },
      ...as(ann),
    });
    expect(opened.status).toBe(200);
    const chatId = opened.body.data.chat.id as string;
    const say = async (text: string) => {
      const res = await api.request(`/v2/chats/${chatId}/messages`, {
        json: { text, clientKey: randomUUID() },
        ...as(ann),
      });
      expect(res.status).toBe(200);
    };
    await say('hi');
    expect(await markRead(bob)).toBe(0);
    await say('still there?');
    expect(await unread(bob)).toBe(1);
  });

  it('asks for a token', async () => {
    const count = await api.request('/v2/users/notifications/unread');
    expect(count.status).toBe(401);
    const mark = await api.request('/v2/users/notifications/read', { method: 'POST', json: {} });
    expect(mark.status).toBe(401);
  });

  it.each([
    ['a word', { upToId: 'latest' }],
    ['zero', { upToId: '0' }],
    ['a number, not the id string the list gives', { upToId: 5 }],
    ['an id past a safe integer', { upToId: '9'.repeat(16) }],
    ['another field', { upToId: '1', all: true }],
    ['an array', [1]],
    ['no body at all (`{}` marks everything)', undefined],
  ])('refuses %s with a 400 and marks nothing', async (_, json) => {
    await askFriendship(me);
    const before = await unread(me);
    const res = await api.request('/v2/users/notifications/read', {
      method: 'POST',
      json,
      ...as(me),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(await unread(me)).toBe(before);
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await api.request('/v2/users/notifications/read', {
      method: 'POST',
      body: '{"upToId":',
      headers: { 'content-type': 'application/json' },
      ...as(me),
    });
    expect(res.status).toBe(400);
  });
});
