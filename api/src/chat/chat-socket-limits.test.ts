/**
 * A socket's own limits over a real WebSocket: frames per window, chats named per window, bytes per
 * frame. The finding this holds: one socket sending subscribe frames with hundreds of unknown chat
 * ids held another person's request for 18 s. Now it is closed once over its budget (and each of
 * its frames is looked up in one query: chat-rooms.test.ts counts them).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_SOCKET_CLOSE } from 'contract';
import {
  befriend,
  openSocket,
  signedInSocket,
  type Person,
  type TestSocket,
} from '../../test/chat-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
let ann: Person;
let bob: Person;
let chatId: string;
const sockets: TestSocket[] = [];
const track = (socket: TestSocket) => (sockets.push(socket), socket);

const unknownChats = (count: number) =>
  Array.from({ length: count }, () => ({ chatId: randomUUID(), afterId: 0 }));

beforeAll(async () => {
  api = await startTestApi();
  [ann, bob] = (await Promise.all([api.createUser(), api.createUser()])) as [Person, Person];
  await befriend(api, ann, bob);
  chatId = (
    await api.request('/v2/chats/direct', {
      json: { userId: bob.user.id },
      token: ann.auth.idToken,
    })
  ).body.data.chat.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await api?.close();
});

describe("a socket's limits", () => {
  it('closes a socket flooding subscribe frames of unknown chats, after its budget, while others are served', async () => {
    const flooder = track(await signedInSocket(api, ann));
    const frames = 100;
    const perFrame = 400;
    for (let n = 0; n < frames; n++) {
      flooder.send({ type: 'subscribe', chats: unknownChats(perFrame) });
    }
    // Someone else's request is answered while the flood is in.
    const other = await api.request('/v2/chats/', { token: bob.auth.idToken });
    expect(other.status).toBe(200);

    const closed = await flooder.closed;
    expect(closed.code).toBe(CHAT_SOCKET_CLOSE.tooManyFrames);
    expect(closed.reason).toMatch(/Too many messages/);
    // Only the frames within the budget were looked up: at most the chats a window allows (the
    // auth frame is one of the window's frames).
    const refused = flooder.frames.filter((f) => f.type === 'refused');
    const withinBudget = Math.floor(CHAT_LIMITS.socketChatsPerWindow / perFrame) * perFrame;
    expect(refused.length).toBeLessThanOrEqual(withinBudget);
    expect(refused.every((f) => f.type === 'refused' && f.code === 'not_found')).toBe(true);
  });

  it('serves the frames of a window and closes the socket at the first one past it', async () => {
    const socket = track(await signedInSocket(api, bob));
    // The auth frame was the window's first.
    for (let n = 1; n < CHAT_LIMITS.socketFramesPerWindow; n++) {
      socket.send({ type: 'subscribe', chats: [{ chatId, afterId: 0 }] });
    }
    await socket.next(
      () =>
        socket.frames.filter((f) => f.type === 'subscribed').length ===
        CHAT_LIMITS.socketFramesPerWindow - 1,
    );
    socket.send({ type: 'unsubscribe', chatIds: [chatId] });
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.tooManyFrames);
  });

  it('closes a socket naming more chats in a window than it may, even in few frames', async () => {
    const socket = track(await signedInSocket(api, bob));
    socket.send({ type: 'subscribe', chats: unknownChats(CHAT_LIMITS.socketChatsPerWindow / 2) });
    socket.send({ type: 'subscribe', chats: unknownChats(CHAT_LIMITS.socketChatsPerWindow / 2) });
    socket.send({ type: 'subscribe', chats: unknownChats(1) });
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.tooManyFrames);
    expect(socket.frames.filter((f) => f.type === 'refused').length).toBeLessThanOrEqual(
      CHAT_LIMITS.socketChatsPerWindow,
    );
  });

  it('closes a socket sending a frame over the size limit, before signing in too', async () => {
    const big = JSON.stringify({
      type: 'auth',
      token: 'x'.repeat(CHAT_LIMITS.socketFrameMaxBytes),
    });
    const early = track(await openSocket(api.origin));
    early.send(big);
    expect((await early.closed).code).toBe(CHAT_SOCKET_CLOSE.frameTooLarge);
    const signedIn = track(await signedInSocket(api, bob));
    signedIn.send(big);
    expect((await signedIn.closed).code).toBe(CHAT_SOCKET_CLOSE.frameTooLarge);
  });
  it('closes a socket past the sockets one person may hold open, and takes a new one once one closes', async () => {
    const carl = (await api.createUser()) as Person;
    const open: TestSocket[] = [];
    for (let n = 0; n < CHAT_LIMITS.socketsPerPerson; n++) {
      open.push(track(await signedInSocket(api, carl)));
    }
    const token = await api.request('/v2/chat/token', { token: carl.auth.idToken });
    const extra = track(await openSocket(api.origin));
    extra.send({ type: 'auth', token: token.body.data.token });
    expect((await extra.closed).code).toBe(CHAT_SOCKET_CLOSE.tooManySockets);
    expect(extra.frames.some((f) => f.type === 'ready')).toBe(false);
    // Someone else is not held back by carl's sockets.
    track(await signedInSocket(api, ann));

    open[0]!.close();
    await open[0]!.closed;
    const again = track(await signedInSocket(api, carl));
    expect(again.frames.some((f) => f.type === 'ready')).toBe(true);
  });
});
