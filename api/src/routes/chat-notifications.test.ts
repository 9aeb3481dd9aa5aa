/**
 * Chat's notifications: a message tells the members who are not looking (no socket following the
 * chat), once per chat until they read it, honouring the "messages" preference; reading clears it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, signedInSocket, type Person } from '../../test/chat-fixtures';
import { giveTicket } from '../../test/ticket-fixtures';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
let ann: Person;
let bob: Person;
let host: Person;
let guest: Person;
let quiet: Person; // a guest who turned "messages" off
let eventId: string;

beforeAll(async () => {
  api = await startTestApi();
  [ann, bob, host, guest, quiet] = (await Promise.all(
    ['Ann Able', 'Bob Burns', 'Hal Host', 'Gus Guest', 'Quinn Quiet'].map((name) =>
      api.createUser({ name }),
    ),
  )) as [Person, Person, Person, Person, Person];
  await befriend(api, ann, bob);
  ({ eventId } = await createTicketedEvent(api, host.user.id, [], {
    type: 'simpleRsvp',
    name: 'Roof Party',
  }));
  await giveTicket(api.database.db, { eventId, holderId: guest.user.id });
  await giveTicket(api.database.db, { eventId, holderId: quiet.user.id });
  const off = await api.request('/v2/users/notifications/preferences', {
    method: 'PATCH',
    json: { messages: false },
    ...as(quiet),
  });
  expect(off.status).toBe(200);
});
afterAll(() => api?.close());

const as = (who: Person) => ({ token: who.auth.idToken });
const send = async (who: Person, chatId: string, text: string) => {
  const res = await api.request(`/v2/chats/${chatId}/messages`, {
    json: { text, clientKey: randomUUID() },
    ...as(who),
  });
  expect(res.status).toBe(200);
  return res.body.data.message as { id: number };
};
const read = (who: Person, chatId: string, messageId: number) =>
  api.request(`/v2/chats/${chatId}/read`, { json: { messageId }, ...as(who) });
const chatNotes = async (who: Person, chatId: string) => {
  const res = await api.request('/v2/users/notifications', as(who));
  expect(res.status).toBe(200);
  return (res.body.data.notifications as { id: string; kind: string; chatId?: string | null }[])
    .map((n, index) => ({ ...n, index }))
    .filter((n) => n.kind === 'chat_message' && n.chatId === chatId);
};
const unreadOf = async (who: Person, chatId: string) => {
  const res = await api.request(`/v2/chats/${chatId}`, as(who));
  return res.body.data.chat.unreadCount as number;
};
const openDirect = async () => {
  const res = await api.request('/v2/chats/direct', { json: { userId: bob.user.id }, ...as(ann) });
  return res.body.data.chat.id as string;
};

describe('a direct message', () => {
  it('notifies the other person once per chat until read, moving to the top each time', async () => {
    const chatId = await openDirect();
    await send(ann, chatId, 'one');
    const [first] = await chatNotes(bob, chatId);
    expect(first).toMatchObject({ kind: 'chat_message', chatId, actor: { id: ann.user.id } });
    expect(await chatNotes(ann, chatId)).toEqual([]); // never the sender

    // Something else happens to Bob, then Ann writes again: still one, back at the top.
    await api.request('/v2/friends/requests', {
      json: { receiverUserId: bob.user.id },
      ...as(host),
    });
    const last = await send(ann, chatId, 'two');
    const notes = await chatNotes(bob, chatId);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.index).toBe(0);
    expect(Number(notes[0]!.id)).toBeGreaterThan(Number(first!.id));
    expect(await unreadOf(bob, chatId)).toBe(2);

    // Reading part of it keeps the notification; reading to the end clears it and the count.
    const partly = await read(bob, chatId, last.id - 1);
    expect(partly.body.data.unreadCount).toBe(1);
    expect(await chatNotes(bob, chatId)).toHaveLength(1);
    const fully = await read(bob, chatId, last.id);
    expect(fully.body.data.unreadCount).toBe(0);
    expect(await chatNotes(bob, chatId)).toEqual([]);
    expect(await unreadOf(bob, chatId)).toBe(0);

    // The next message starts a new one.
    await send(ann, chatId, 'three');
    expect(await chatNotes(bob, chatId)).toHaveLength(1);
    const newest = await send(bob, chatId, 'reply'); // Bob answering is not a notification to Bob
    expect((await chatNotes(ann, chatId)).length).toBe(1);
    await read(bob, chatId, newest.id);
    await read(ann, chatId, newest.id);
  });

  it('does not notify someone whose socket follows the chat, and does once it is closed', async () => {
    const chatId = await openDirect();
    const socket = await signedInSocket(api, bob);
    socket.send({ type: 'subscribe', chats: [{ chatId, afterId: 0 }] });
    await socket.next((f) => f.type === 'subscribed' && f.chatId === chatId);
    const seen = await send(ann, chatId, 'are you there?');
    await socket.next((f) => f.type === 'message' && f.message.id === seen.id);
    expect(await chatNotes(bob, chatId)).toEqual([]);
    // Looking is not reading: the count still shows until the room marks it read.
    expect(await unreadOf(bob, chatId)).toBeGreaterThan(0);

    socket.close();
    await socket.closed;
    // The server learns of the close a moment later.
    for (let tries = 0; tries < 8; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await send(ann, chatId, `ping ${tries}`);
      if ((await chatNotes(bob, chatId)).length === 1) break;
    }
    expect(await chatNotes(bob, chatId)).toHaveLength(1);
  });

  it('a socket following another chat does not count as looking at this one', async () => {
    const chatId = await openDirect();
    const other = await api.request('/v2/events/host-chats/', { json: { eventId }, ...as(host) });
    const socket = await signedInSocket(api, bob);
    try {
      // Bob may not read the event chat: refused, so he follows nothing.
      socket.send({ type: 'subscribe', chats: [{ chatId: other.body.data.chat.id, afterId: 0 }] });
      await socket.next((f) => f.type === 'refused');
      const last = await send(ann, chatId, 'hello again');
      expect(await chatNotes(bob, chatId)).toHaveLength(1);
      await read(bob, chatId, last.id);
    } finally {
      socket.close();
    }
  });
});

describe('an event chat', () => {
  it('notifies its members but the sender and those with "messages" off', async () => {
    const res = await api.request('/v2/events/host-chats/', { json: { eventId }, ...as(host) });
    const chatId = res.body.data.chat.id as string;
    await send(guest, chatId, 'what time do doors open?');
    const [forHost] = await chatNotes(host, chatId);
    expect(forHost).toMatchObject({
      actor: { id: guest.user.id },
      event: { id: eventId, name: 'Roof Party' },
    });
    expect(await chatNotes(guest, chatId)).toEqual([]);
    expect(await chatNotes(quiet, chatId)).toEqual([]);
    expect(await chatNotes(ann, chatId)).toEqual([]); // not a member
    // Quiet's count still counts: only the notification is off.
    expect(await unreadOf(quiet, chatId)).toBe(1);

    const answer = await send(host, chatId, 'at 8');
    expect(await chatNotes(guest, chatId)).toHaveLength(1);
    expect(await chatNotes(host, chatId)).toHaveLength(1); // the guest's, still unread
    await read(host, chatId, answer.id);
    expect(await chatNotes(host, chatId)).toEqual([]);
  });

  it('a repeated send (same clientKey) notifies nobody again', async () => {
    const res = await api.request('/v2/events/host-chats/', { json: { eventId }, ...as(host) });
    const chatId = res.body.data.chat.id as string;
    const clientKey = randomUUID();
    const first = await api.request(`/v2/chats/${chatId}/messages`, {
      json: { text: 'once', clientKey },
      ...as(guest),
    });
    await read(host, chatId, first.body.data.message.id);
    expect(await chatNotes(host, chatId)).toEqual([]);
    const again = await api.request(`/v2/chats/${chatId}/messages`, {
      json: { text: 'once', clientKey },
      ...as(guest),
    });
    expect(again.body.data.message.id).toBe(first.body.data.message.id);
    expect(await chatNotes(host, chatId)).toEqual([]);
  });
});
