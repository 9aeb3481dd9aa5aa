/** Chat over HTTP: who may open, read, send and mark read; idempotent sends; paging; the rate limit. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from 'contract';
import { and, eq } from 'drizzle-orm';
import { eventOrganizers } from '../db/schema';
import { chatMembers } from '../db/schema-chat';
import { befriend, type Person } from '../../test/chat-fixtures';
import { giveTicket } from '../../test/ticket-fixtures';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
let ann: Person; // friends with bob
let bob: Person;
let eve: Person; // a stranger to everyone
let host: Person;
let cohost: Person; // accepted co-host
let pending: Person; // invited co-host who has not accepted
let guest: Person; // holds a pass
let leaver: Person; // held a pass, then left
let eventId: string;
const NOBODY = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  api = await startTestApi();
  [ann, bob, eve, host, cohost, pending, guest, leaver] = (await Promise.all(
    [
      'Ann Able',
      'Bob Burns',
      'Eve Outside',
      'Hal Host',
      'Cole Cohost',
      'Pat Pending',
      'Gus Guest',
      'Lee Leaver',
    ].map((name) => api.createUser({ name })),
  )) as [Person, Person, Person, Person, Person, Person, Person, Person];
  await befriend(api, ann, bob);
  ({ eventId } = await createTicketedEvent(api, host.user.id, [], {
    type: 'simpleRsvp',
    name: 'Roof Party',
  }));
  await api.database.db.insert(eventOrganizers).values([
    { eventId, userId: cohost.user.id, status: 'accepted' },
    { eventId, userId: pending.user.id, status: 'pending' },
  ]);
  await giveTicket(api.database.db, { eventId, holderId: guest.user.id });
  await giveTicket(api.database.db, { eventId, holderId: leaver.user.id });
});
afterAll(() => api?.close());

const as = (who: Person) => ({ token: who.auth.idToken });
const memberRow = async (chatId: string, userId: string) =>
  (
    await api.database.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
  )[0];
const openDirect = (who: Person, userId: string) =>
  api.request('/v2/chats/direct', { json: { userId }, ...as(who) });
const openEvent = (who: Person, id = eventId) =>
  api.request('/v2/events/host-chats/', { json: { eventId: id }, ...as(who) });
const send = (who: Person, chatId: string, text: string, clientKey: string = randomUUID()) =>
  api.request(`/v2/chats/${chatId}/messages`, { json: { text, clientKey }, ...as(who) });
const page = (who: Person, chatId: string, query = '') =>
  api.request(`/v2/chats/${chatId}/messages${query}`, as(who));
const read = (who: Person, chatId: string, messageId: number) =>
  api.request(`/v2/chats/${chatId}/read`, { json: { messageId }, ...as(who) });
const list = async (who: Person) => (await api.request('/v2/chats/', as(who))).body.data.chats;

describe('visitors without a token', () => {
  it.each([
    ['GET', '/v2/chat/token', undefined],
    ['GET', '/v2/chats/', undefined],
    ['POST', '/v2/chats/direct', { userId: NOBODY }],
    ['GET', `/v2/chats/${NOBODY}`, undefined],
    ['GET', `/v2/chats/${NOBODY}/messages`, undefined],
    ['POST', `/v2/chats/${NOBODY}/messages`, { text: 'hi', clientKey: 'abcdefgh' }],
    ['POST', `/v2/chats/${NOBODY}/read`, { messageId: 1 }],
    ['POST', '/v2/events/host-chats/', { eventId: NOBODY }],
  ])('%s %s is 401', async (method, path, json) => {
    const res = await api.request(path, { method, json });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('No token provided');
  });

  it('a plain GET of the socket address is a 400, not a crash', async () => {
    const res = await api.request('/v2/chat/socket');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Open this address as a WebSocket');
  });
});

describe('direct chats', () => {
  it('friends open one chat between them, from either side', async () => {
    const first = await openDirect(ann, bob.user.id);
    expect(first.status).toBe(200);
    expect(first.body.data.chat).toMatchObject({
      kind: 'direct',
      title: 'Bob Burns',
      otherUser: { id: bob.user.id },
      lastMessage: null,
      unreadCount: 0,
    });
    const again = await openDirect(bob, ann.user.id);
    expect(again.body.data.chat.id).toBe(first.body.data.chat.id);
    expect(again.body.data.chat.title).toBe('Ann Able');
  });

  it('opening one at once from both sides still makes one chat', async () => {
    const [cat, dan] = await Promise.all([api.createUser(), api.createUser()]);
    await befriend(api, cat, dan);
    const answers = await Promise.all([
      openDirect(cat, dan.user.id),
      openDirect(dan, cat.user.id),
      openDirect(cat, dan.user.id),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.chat.id)).size).toBe(1);
  });

  it('refuses a stranger, oneself and an unknown person', async () => {
    const stranger = await openDirect(eve, ann.user.id);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe('You can only message your friends');
    expect((await openDirect(ann, ann.user.id)).status).toBe(403);
    expect((await openDirect(ann, NOBODY)).status).toBe(404);
    expect((await openDirect(ann, 'not-an-id')).status).toBe(404);
  });

  it('members read and send; a stranger can neither read, send nor mark read', async () => {
    const chatId = (await openDirect(ann, bob.user.id)).body.data.chat.id;
    const sent = await send(ann, chatId, 'Hello <b>Bob</b>');
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toMatchObject({
      chatId,
      senderId: ann.user.id,
      senderName: 'Ann Able',
      text: 'Hello <b>Bob</b>',
    });
    const seen = await page(bob, chatId);
    expect(seen.body.data.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hello <b>Bob</b>',
    ]);

    for (const res of [
      await page(eve, chatId),
      await send(eve, chatId, 'let me in'),
      await read(eve, chatId, 1),
      await api.request(`/v2/chats/${chatId}`, as(eve)),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('You are not a member of this chat');
    }
    expect((await page(ann, NOBODY)).status).toBe(404);
    expect((await page(ann, 'nope')).status).toBe(404);
  });

  it('after unfriending, the history stays readable but nothing new can be sent', async () => {
    const [kim, lou] = await Promise.all([api.createUser(), api.createUser()]);
    await befriend(api, kim, lou);
    const chatId = (await openDirect(kim, lou.user.id)).body.data.chat.id;
    expect((await send(kim, chatId, 'before')).status).toBe(200);
    await api.request(`/v2/friends/?receiverUserId=${lou.user.id}`, {
      method: 'DELETE',
      ...as(kim),
    });
    const after = await send(lou, chatId, 'after');
    expect(after.status).toBe(403);
    expect(after.body.error.message).toBe('You can only message your friends');
    expect((await page(lou, chatId)).body.data.messages).toHaveLength(1);
  });
});

describe('event chats', () => {
  let chatId: string;

  it('only the host and accepted co-hosts open it; it is made once', async () => {
    for (const who of [eve, guest, pending]) {
      const res = await openEvent(who);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Only the hosts of this event can open its chat');
    }
    expect((await openEvent(host, NOBODY)).status).toBe(404);
    const [a, b] = await Promise.all([openEvent(host), openEvent(cohost)]);
    expect(a.status).toBe(200);
    expect(b.body.data.chat.id).toBe(a.body.data.chat.id);
    expect(a.body.data.chat).toMatchObject({ kind: 'event', title: 'Roof Party', eventId });
    chatId = a.body.data.chat.id;
  });

  it('organizers and going guests read and send; others are refused', async () => {
    expect((await send(host, chatId, 'Welcome all')).status).toBe(200);
    expect((await send(cohost, chatId, 'Doors at 8')).status).toBe(200);
    expect((await send(guest, chatId, 'See you there')).status).toBe(200);
    for (const who of [eve, pending]) {
      expect((await page(who, chatId)).status).toBe(403);
      expect((await send(who, chatId, 'hi')).status).toBe(403);
    }
    const texts = (await page(guest, chatId)).body.data.messages.map(
      (m: { text: string }) => m.text,
    );
    expect(texts).toEqual(['Welcome all', 'Doors at 8', 'See you there']);
  });

  it('a guest sees it in their list with an unread count, which marking read clears', async () => {
    const mine = (await list(leaver)).find((c: { id: string }) => c.id === chatId);
    expect(mine).toMatchObject({ title: 'Roof Party', unreadCount: 3 });
    expect(mine.lastMessage.text).toBe('See you there');
    const state = await read(leaver, chatId, mine.lastMessage.id);
    expect(state.body.data).toEqual({ lastReadMessageId: mine.lastMessage.id, unreadCount: 0 });
    const marked = await memberRow(chatId, leaver.user.id);
    // The mark never moves back, and never past the newest message.
    expect((await read(leaver, chatId, 0)).body.data.lastReadMessageId).toBe(mine.lastMessage.id);
    expect((await read(leaver, chatId, 10 ** 12)).body.data.lastReadMessageId).toBe(
      mine.lastMessage.id,
    );
    // A mark that does not move writes nothing: the row is as the first mark left it.
    expect(await memberRow(chatId, leaver.user.id)).toEqual(marked);
    // The guest's own messages never count as unread for them.
    const guestView = (await list(guest)).find((c: { id: string }) => c.id === chatId);
    expect(guestView.unreadCount).toBe(2);
  });

  it('a guest who leaves the event loses access at once', async () => {
    const left = await api.request(`/v2/events/leave?eventId=${eventId}`, {
      method: 'DELETE',
      ...as(leaver),
    });
    expect(left.status).toBe(200);
    expect((await page(leaver, chatId)).status).toBe(403);
    expect((await send(leaver, chatId, 'still here?')).status).toBe(403);
    expect((await list(leaver)).some((c: { id: string }) => c.id === chatId)).toBe(false);
  });
});

describe('sending', () => {
  let chatId: string;
  beforeAll(async () => {
    chatId = (await openDirect(ann, bob.user.id)).body.data.chat.id;
  });

  it('is idempotent per clientKey, even when the retries race', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => send(bob, chatId, 'once', key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.message.id)).size).toBe(1);
    const texts = (await page(ann, chatId, '?limit=100')).body.data.messages.filter(
      (m: { text: string }) => m.text === 'once',
    );
    expect(texts).toHaveLength(1);
    // Control: three different keys make three messages, so the check above can fail.
    await Promise.all([1, 2, 3].map(() => send(bob, chatId, 'thrice')));
    const thrice = (await page(ann, chatId, '?limit=100')).body.data.messages.filter(
      (m: { text: string }) => m.text === 'thrice',
    );
    expect(thrice).toHaveLength(3);
  });

  it('refuses a reused key for another text, and bad input, with 4xx', async () => {
    const key = randomUUID();
    await send(ann, chatId, 'first', key);
    const reused = await send(ann, chatId, 'second', key);
    expect(reused.status).toBe(409);
    const tooLong = await send(ann, chatId, 'x'.repeat(CHAT_LIMITS.textMaxLength + 1));
    expect(tooLong.status).toBe(400);
    expect((await send(ann, chatId, '   ')).status).toBe(400);
    expect((await send(ann, chatId, '')).status).toBe(400);
    expect((await send(ann, chatId, 'ok', 'short')).status).toBe(400);
    expect((await page(ann, chatId, '?before=abc')).status).toBe(400);
    const exact = await send(ann, chatId, 'y'.repeat(CHAT_LIMITS.textMaxLength));
    expect(exact.status).toBe(200);
  });

  it('pages backwards from the newest', async () => {
    const [pia, quin] = await Promise.all([api.createUser(), api.createUser()]);
    await befriend(api, pia, quin);
    const id = (await openDirect(pia, quin.user.id)).body.data.chat.id;
    for (const n of [1, 2, 3, 4, 5]) await send(pia, id, `m${n}`);
    const newest = (await page(quin, id, '?limit=2')).body.data;
    expect(newest.messages.map((m: { text: string }) => m.text)).toEqual(['m4', 'm5']);
    expect(newest.hasMore).toBe(true);
    const older = (await page(quin, id, `?limit=2&before=${newest.messages[0].id}`)).body.data;
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['m2', 'm3']);
    const oldest = (await page(quin, id, `?limit=2&before=${older.messages[0].id}`)).body.data;
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.messages.map((m: { text: string }) => m.text)).toEqual(['m1']);
  });
});

describe('the chat list', () => {
  it('lists direct and event chats, the most recently active first', async () => {
    const chats = await list(bob);
    expect(chats[0]).toMatchObject({ kind: 'direct', title: 'Ann Able' });
    expect(await list(eve)).toEqual([]);
  });

  it('hands out a chat token that names its expiry', async () => {
    const res = await api.request('/v2/chat/token', as(ann));
    expect(res.status).toBe(200);
    expect(res.body.data.token.split('.')).toHaveLength(3);
    const now = Math.floor(Date.now() / 1000);
    expect(res.body.data.expiresAt).toBeGreaterThan(now);
    expect(res.body.data.expiresAt).toBeLessThanOrEqual(now + CHAT_LIMITS.tokenLifetimeSeconds + 1);
  });
});

describe('message ids past what the database holds', () => {
  it('are refused as bad input (400), never a 500', async () => {
    const chatId = (await openDirect(ann, bob.user.id)).body.data.chat.id as string;
    const paged = await page(ann, chatId, '?before=9223372036854775807');
    expect(paged.status).toBe(400);
    expect(paged.body.error.code).toBe('invalid_request');
    const marked = await api.request(`/v2/chats/${chatId}/read`, {
      body: '{"messageId":9223372036854775807}',
      headers: { 'content-type': 'application/json' },
      ...as(ann),
    });
    expect(marked.status).toBe(400);
  });
});
