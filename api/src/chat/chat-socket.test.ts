/**
 * The chat socket over a real WebSocket: the token in the first message (with an expiry, of a live
 * account: deleting it ends its sockets), members only, live delivery, catch-up from the last id
 * without repeats, and no message lost across a restart.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_SOCKET_CLOSE } from 'contract';
import { SignJWT } from 'jose';
import { CHAT_TOKEN_AUDIENCE, createChatTokens } from './chat-token';
import {
  befriend,
  messagesIn,
  openSocket,
  signedInSocket,
  type Person,
  type TestSocket,
} from '../../test/chat-fixtures';
import { giveTicket } from '../../test/ticket-fixtures';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';

const SECRET = 'a-test-chat-token-secret-of-32-bytes-at-least';
const tokens = createChatTokens(SECRET);
let api: TestApi;
let ann: Person;
let bob: Person;
let eve: Person;
let host: Person;
let guest: Person;
let directId: string;
let eventChatId: string;
let eventId: string;
const sockets: TestSocket[] = [];

const track = (socket: TestSocket) => (sockets.push(socket), socket);
const send = (who: Person, chatId: string, text: string, clientKey: string = randomUUID()) =>
  api.request(`/v2/chats/${chatId}/messages`, {
    json: { text, clientKey },
    token: who.auth.idToken,
  });

beforeAll(async () => {
  api = await startTestApi({ chatTokens: tokens });
  [ann, bob, eve, host, guest] = (await Promise.all(
    ['Ann', 'Bob', 'Eve', 'Hal', 'Gus'].map((name) => api.createUser({ name })),
  )) as [Person, Person, Person, Person, Person];
  await befriend(api, ann, bob);
  directId = (
    await api.request('/v2/chats/direct', {
      json: { userId: bob.user.id },
      token: ann.auth.idToken,
    })
  ).body.data.chat.id;
  ({ eventId } = await createTicketedEvent(api, host.user.id, [], { type: 'simpleRsvp' }));
  await giveTicket(api.database.db, { eventId, holderId: guest.user.id });
  eventChatId = (
    await api.request('/v2/events/host-chats/', { json: { eventId }, token: host.auth.idToken })
  ).body.data.chat.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await api?.close();
});

describe('signing in on the socket', () => {
  it('closes with tokenExpired for an expired token', async () => {
    const expired = await tokens.issue(ann.user.id, new Date(Date.now() - 3_600_000));
    const socket = track(await openSocket(api.origin));
    socket.send({ type: 'auth', token: expired.token });
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.tokenExpired);
  });

  it('closes with tokenInvalid for a forged or foreign token', async () => {
    const other = await createChatTokens('another-secret-another-secret-another!').issue(
      ann.user.id,
      new Date(),
    );
    const socket = track(await openSocket(api.origin));
    socket.send({ type: 'auth', token: other.token });
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.tokenInvalid);
    const garbage = track(await openSocket(api.origin));
    garbage.send({ type: 'auth', token: 'not.a.token' });
    expect((await garbage.closed).code).toBe(CHAT_SOCKET_CLOSE.tokenInvalid);
  });

  it('closes with authRequired when the first message is not auth, badMessage for junk', async () => {
    const early = track(await openSocket(api.origin));
    early.send({ type: 'subscribe', chats: [{ chatId: directId, afterId: 0 }] });
    expect((await early.closed).code).toBe(CHAT_SOCKET_CLOSE.authRequired);
    expect(early.frames).toEqual([]);
    const junk = track(await openSocket(api.origin));
    junk.send('{not json');
    expect((await junk.closed).code).toBe(CHAT_SOCKET_CLOSE.badMessage);
  });

  it('closes with tokenInvalid for a token without an expiry, even one signed with the key', async () => {
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ann.user.id)
      .setAudience(CHAT_TOKEN_AUDIENCE)
      .setIssuer('events-api')
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    const socket = track(await openSocket(api.origin));
    socket.send({ type: 'auth', token: forever });
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.tokenInvalid);
    expect(socket.frames).toEqual([]);
  });

  it("ends a deleted person's sockets at once, and refuses their token on a new one", async () => {
    const dee = await api.createUser({ name: 'Dee' });
    const token = (await api.request('/v2/chat/token', { token: dee.auth.idToken })).body.data
      .token as string;
    const open = [track(await signedInSocket(api, dee)), track(await signedInSocket(api, dee))];
    const deleted = await api.request('/v2/users/', { method: 'DELETE', token: dee.auth.idToken });
    expect(deleted.status).toBe(200);
    for (const socket of open) {
      expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.accountDeleted);
    }
    // The token is still within its five minutes, but names a deleted account.
    const again = track(await openSocket(api.origin));
    again.send({ type: 'auth', token });
    expect((await again.closed).code).toBe(CHAT_SOCKET_CLOSE.accountDeleted);
    expect(again.frames).toEqual([]);
    // Someone else's socket is untouched.
    const other = track(await signedInSocket(api, bob));
    other.send({ type: 'subscribe', chats: [{ chatId: directId, afterId: 0 }] });
    await other.next((f) => f.type === 'subscribed');
  });

  it('says ready with the user id for a good token', async () => {
    const socket = track(await signedInSocket(api, ann));
    expect(socket.frames[0]).toEqual({ type: 'ready', userId: ann.user.id });
  });
});

describe('following chats', () => {
  it('refuses a non-member (403) and sends them nothing of the chat', async () => {
    const spy = track(await signedInSocket(api, eve));
    spy.send({
      type: 'subscribe',
      chats: [
        { chatId: directId, afterId: 0 },
        { chatId: eventChatId, afterId: 0 },
      ],
    });
    const refusals = await Promise.all(
      [directId, eventChatId].map((id) => spy.next((f) => f.type === 'refused' && f.chatId === id)),
    );
    expect(refusals.map((f) => f.type === 'refused' && f.code)).toEqual(['forbidden', 'forbidden']);
    await send(ann, directId, 'secret');
    await send(host, eventChatId, 'hosts only');
    // A member's socket proves the messages went out; the refused one got none of them.
    const member = track(await signedInSocket(api, bob));
    member.send({ type: 'subscribe', chats: [{ chatId: directId, afterId: 0 }] });
    await member.next((f) => f.type === 'subscribed');
    expect(messagesIn(member, directId)).toContain('secret');
    expect(spy.frames.filter((f) => f.type === 'message' || f.type === 'subscribed')).toEqual([]);
  });

  it('delivers new messages live to every member, in order, once', async () => {
    const bobSocket = track(await signedInSocket(api, bob));
    const annSocket = track(await signedInSocket(api, ann));
    const page = await api.request(`/v2/chats/${directId}/messages`, { token: bob.auth.idToken });
    const lastId = page.body.data.messages.at(-1)?.id ?? 0;
    for (const socket of [bobSocket, annSocket]) {
      socket.send({ type: 'subscribe', chats: [{ chatId: directId, afterId: lastId }] });
      await socket.next((f) => f.type === 'subscribed');
    }
    const key = randomUUID();
    await send(ann, directId, 'live 1', key);
    await send(ann, directId, 'live 1', key); // a retry: not a new message
    await send(bob, directId, 'live 2');
    await send(ann, directId, 'live 3');
    await bobSocket.next((f) => f.type === 'message' && f.message.text === 'live 3');
    await annSocket.next((f) => f.type === 'message' && f.message.text === 'live 3');
    expect(messagesIn(bobSocket, directId)).toEqual(['live 1', 'live 2', 'live 3']);
    expect(messagesIn(annSocket, directId)).toEqual(['live 1', 'live 2', 'live 3']);
  });

  it('catches up from the last id held, without repeats, then continues live', async () => {
    const first = track(await signedInSocket(api, guest));
    first.send({ type: 'subscribe', chats: [{ chatId: eventChatId, afterId: 0 }] });
    await first.next((f) => f.type === 'subscribed');
    const held = messagesIn(first, eventChatId);
    const lastId = (() => {
      const frame = first.frames.find((f) => f.type === 'subscribed');
      return frame?.type === 'subscribed' ? (frame.messages.at(-1)?.id ?? 0) : 0;
    })();
    first.close();
    await first.closed;

    // While the guest is away, three messages.
    for (const text of ['away 1', 'away 2', 'away 3']) await send(host, eventChatId, text);

    const again = track(await signedInSocket(api, guest));
    again.send({ type: 'subscribe', chats: [{ chatId: eventChatId, afterId: lastId }] });
    await again.next((f) => f.type === 'subscribed');
    // A second subscribe of the same chat repeats nothing.
    again.send({ type: 'subscribe', chats: [{ chatId: eventChatId, afterId: lastId }] });
    await send(host, eventChatId, 'back live');
    await again.next((f) => f.type === 'message' && f.message.text === 'back live');
    expect(messagesIn(again, eventChatId)).toEqual(['away 1', 'away 2', 'away 3', 'back live']);
    expect(held).not.toContain('away 1');
  });

  it('stops delivering to a guest who leaves the event', async () => {
    const [pat] = await Promise.all([api.createUser({ name: 'Pat' })]);
    await giveTicket(api.database.db, { eventId, holderId: pat.user.id });
    const socket = track(await signedInSocket(api, pat));
    socket.send({ type: 'subscribe', chats: [{ chatId: eventChatId, afterId: 10 ** 9 }] });
    await socket.next((f) => f.type === 'subscribed');
    await send(host, eventChatId, 'before leaving');
    await socket.next((f) => f.type === 'message' && f.message.text === 'before leaving');
    await api.request(`/v2/events/leave?eventId=${eventId}`, {
      method: 'DELETE',
      token: pat.auth.idToken,
    });
    await send(host, eventChatId, 'after leaving');
    await socket.next((f) => f.type === 'removed' && f.chatId === eventChatId);
    expect(messagesIn(socket, eventChatId)).toEqual(['before leaving']);
  });

  it('says hasMore when more were missed than one catch-up sends', async () => {
    const socket = track(await signedInSocket(api, ann));
    socket.send({ type: 'subscribe', chats: [{ chatId: directId, afterId: 0 }] });
    const frame = await socket.next((f) => f.type === 'subscribed');
    expect(frame.type === 'subscribed' && frame.messages.length).toBeLessThanOrEqual(
      CHAT_LIMITS.catchUpMax,
    );
    expect(frame.type === 'subscribed' && frame.hasMore).toBe(false);
  });
});
