/**
 * The per-person send limit, on a clock the test moves: a burst over the limit is refused with a
 * clear 429, others are not limited by it, and the window passing lets the person send again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_LIMITS } from 'contract';
import { befriend, type Person } from '../../test/chat-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
let now = new Date('2026-06-01T12:00:00Z');
let ray: Person;
let sal: Person;
let chatId: string;

beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  [ray, sal] = (await Promise.all([api.createUser(), api.createUser()])) as [Person, Person];
  await befriend(api, ray, sal);
  chatId = (
    await api.request('/v2/chats/direct', {
      json: { userId: sal.user.id },
      token: ray.auth.idToken,
    })
  ).body.data.chat.id;
});
afterAll(() => api?.close());

const send = (who: Person, text: string) =>
  api.request(`/v2/chats/${chatId}/messages`, {
    json: { text, clientKey: randomUUID() },
    token: who.auth.idToken,
  });

it('refuses a burst over the limit with a clear 429, until the window has passed', async () => {
  const statuses: number[] = [];
  for (let n = 0; n < CHAT_LIMITS.sendsPerWindow + 2; n++) {
    statuses.push((await send(ray, `burst ${n}`)).status);
  }
  expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT_LIMITS.sendsPerWindow);
  expect(statuses.slice(CHAT_LIMITS.sendsPerWindow)).toEqual([429, 429]);
  const refused = await send(ray, 'one more');
  expect(refused.body.error).toMatchObject({ code: 'rate_limited' });
  expect(refused.body.error.message).toMatch(/too fast/);
  // Someone else is not limited by ray's burst.
  expect((await send(sal, 'calm')).status).toBe(200);
  // Nothing refused was stored.
  const page = await api.request(`/v2/chats/${chatId}/messages?limit=100`, {
    token: sal.auth.idToken,
  });
  expect(page.body.data.messages).toHaveLength(CHAT_LIMITS.sendsPerWindow + 1);

  now = new Date(now.getTime() + (CHAT_LIMITS.sendWindowSeconds + 1) * 1000);
  expect((await send(ray, 'later')).status).toBe(200);
});

it('counts the limit per person across chats: 50 sends to 5 chats at once let exactly the limit through', async () => {
  const uma = await api.createUser();
  const friends = await Promise.all(Array.from({ length: 5 }, () => api.createUser()));
  const chatIds: string[] = [];
  for (const friend of friends) {
    await befriend(api, uma, friend);
    const opened = await api.request('/v2/chats/direct', {
      json: { userId: friend.user.id },
      token: uma.auth.idToken,
    });
    chatIds.push(opened.body.data.chat.id);
  }
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, n) =>
      api.request(`/v2/chats/${chatIds[n % chatIds.length]}/messages`, {
        json: { text: `flood ${n}`, clientKey: randomUUID() },
        token: uma.auth.idToken,
      }),
    ),
  );
  const accepted = answers.filter((a) => a.status === 200);
  expect(accepted).toHaveLength(CHAT_LIMITS.sendsPerWindow);
  for (const refused of answers.filter((a) => a.status !== 200)) {
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'rate_limited' });
  }
  // What was refused was not stored: the five chats hold exactly the accepted messages.
  let stored = 0;
  for (const id of chatIds) {
    const page = await api.request(`/v2/chats/${id}/messages?limit=100`, {
      token: uma.auth.idToken,
    });
    stored += page.body.data.messages.length;
  }
  expect(stored).toBe(CHAT_LIMITS.sendsPerWindow);
});
