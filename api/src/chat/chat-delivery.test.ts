/**
 * Live delivery on a real database, with followers that record what they are sent: each new
 * message once and in order, however many notices announce it; someone who lost access is told
 * `removed` and sent nothing more.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { befriend, type Person } from '../../test/chat-fixtures';
import { recordingFollower, textsOf } from '../../test/chat-followers';
import { giveTicket } from '../../test/ticket-fixtures';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createChatDelivery } from './chat-delivery';
import { createChatRooms } from './chat-rooms';

let api: TestApi;
let ann: Person;
let bob: Person;

beforeAll(async () => {
  api = await startTestApi();
  [ann, bob] = (await Promise.all([api.createUser(), api.createUser()])) as [Person, Person];
  await befriend(api, ann, bob);
});
afterAll(() => api?.close());

const send = async (who: Person, chatId: string, text: string) => {
  const res = await api.request(`/v2/chats/${chatId}/messages`, {
    json: { text, clientKey: randomUUID() },
    token: who.auth.idToken,
  });
  return res.body.data.message.id as number;
};

it('sends each new message once, in order, to every follower, however many notices came', async () => {
  const chatId = (
    await api.request('/v2/chats/direct', {
      json: { userId: bob.user.id },
      token: ann.auth.idToken,
    })
  ).body.data.chat.id as string;
  const rooms = createChatRooms({ db: api.database.db });
  const deliver = createChatDelivery({ db: api.database.db, rooms });
  const [anns, bobs] = [recordingFollower(ann.user.id), recordingFollower(bob.user.id)];
  await rooms.subscribe(anns, [{ chatId, afterId: 0 }]);
  await rooms.subscribe(bobs, [{ chatId, afterId: 0 }]);

  const first = await send(ann, chatId, 'first');
  const second = await send(bob, chatId, 'second');
  deliver({ chatId, messageId: first });
  deliver({ chatId, messageId: second });
  deliver({ chatId, messageId: second });
  await rooms.inOrder(chatId, async () => {});
  deliver({ chatId, messageId: second });
  await rooms.inOrder(chatId, async () => {});

  for (const follower of [anns, bobs]) {
    expect(textsOf(follower, chatId)).toEqual(['first', 'second']);
    expect(follower.sent.get(chatId)).toBe(second);
  }
});

it('tells a follower who lost access `removed` and sends them nothing more', async () => {
  const host = await api.createUser({ name: 'Hal' });
  const { eventId } = await createTicketedEvent(api, host.user.id, [], { type: 'simpleRsvp' });
  await giveTicket(api.database.db, { eventId, holderId: bob.user.id });
  const chatId = (
    await api.request('/v2/events/host-chats/', { json: { eventId }, token: host.auth.idToken })
  ).body.data.chat.id as string;
  const rooms = createChatRooms({ db: api.database.db });
  const deliver = createChatDelivery({ db: api.database.db, rooms });
  const [hosts, bobs] = [recordingFollower(host.user.id), recordingFollower(bob.user.id)];
  await rooms.subscribe(hosts, [{ chatId, afterId: 0 }]);
  await rooms.subscribe(bobs, [{ chatId, afterId: 0 }]);

  const leave = await api.request(`/v2/events/leave?eventId=${eventId}`, {
    method: 'DELETE',
    token: bob.auth.idToken,
  });
  expect(leave.status).toBe(200);
  deliver({ chatId, messageId: await send(host, chatId, 'after bob left') });
  await rooms.inOrder(chatId, async () => {});
  deliver({ chatId, messageId: await send(host, chatId, 'later still') });
  await rooms.inOrder(chatId, async () => {});

  expect(textsOf(hosts, chatId)).toEqual(['after bob left', 'later still']);
  expect(textsOf(bobs, chatId)).toEqual([]);
  expect(bobs.frames.filter((f) => f.type === 'removed')).toEqual([{ type: 'removed', chatId }]);
  expect(rooms.watchers(chatId)).toEqual(new Set([host.user.id]));
});
