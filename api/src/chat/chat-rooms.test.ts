/**
 * The rooms on a real database, with followers that record what they are sent: members only, one
 * lookup per subscribe frame whatever the number of chats it names, the cap on chats followed, and
 * nothing done for a follower whose socket is closing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from 'contract';
import { befriend, type Person } from '../../test/chat-fixtures';
import { recordingFollower, textsOf } from '../../test/chat-followers';
import { startTestApi, type TestApi } from '../../test/test-api';
import { chatAccessOf } from './chat-access';
import { createChatRooms, type ChatLookup, type ChatRooms } from './chat-rooms';

let api: TestApi;
let ann: Person;
let bob: Person;
let eve: Person;
let chatId: string;
let lookups: number;
let rooms: ChatRooms;

const countingLookUp: ChatLookup = (...args) => {
  lookups += 1;
  return chatAccessOf(...args);
};
const unknownIds = (count: number) =>
  Array.from({ length: count }, () => ({ chatId: randomUUID(), afterId: 0 }));

beforeAll(async () => {
  api = await startTestApi();
  [ann, bob, eve] = (await Promise.all([
    api.createUser({ name: 'Ann' }),
    api.createUser({ name: 'Bob' }),
    api.createUser({ name: 'Eve' }),
  ])) as [Person, Person, Person];
  await befriend(api, ann, bob);
  chatId = (
    await api.request('/v2/chats/direct', {
      json: { userId: bob.user.id },
      token: ann.auth.idToken,
    })
  ).body.data.chat.id;
  for (const text of ['one', 'two']) {
    await api.request(`/v2/chats/${chatId}/messages`, {
      json: { text, clientKey: randomUUID() },
      token: ann.auth.idToken,
    });
  }
});
afterAll(() => api?.close());
beforeEach(() => {
  lookups = 0;
  rooms = createChatRooms({ db: api.database.db, lookUp: countingLookUp });
});

describe('subscribing', () => {
  it('catches a member up and follows the chat; refuses a stranger and an unknown chat', async () => {
    const bobs = recordingFollower(bob.user.id);
    await rooms.subscribe(bobs, [{ chatId, afterId: 0 }]);
    expect(textsOf(bobs, chatId)).toEqual(['one', 'two']);
    expect(rooms.watchers(chatId)).toEqual(new Set([bob.user.id]));

    const eves = recordingFollower(eve.user.id);
    const unknown = randomUUID();
    await rooms.subscribe(eves, [
      { chatId, afterId: 0 },
      { chatId: unknown, afterId: 0 },
    ]);
    expect(eves.frames).toEqual([
      expect.objectContaining({ type: 'refused', chatId, code: 'forbidden' }),
      expect.objectContaining({ type: 'refused', chatId: unknown, code: 'not_found' }),
    ]);
    expect(rooms.watchers(chatId)).toEqual(new Set([bob.user.id]));
  });

  it('looks up a frame of hundreds of unknown chats in one query, refusing each', async () => {
    const follower = recordingFollower(eve.user.id);
    await rooms.subscribe(follower, unknownIds(CHAT_LIMITS.maxSubscriptions));
    expect(lookups).toBe(1);
    expect(follower.frames).toHaveLength(CHAT_LIMITS.maxSubscriptions);
    expect(follower.frames.every((f) => f.type === 'refused' && f.code === 'not_found')).toBe(true);
    expect(follower.sent.size).toBe(0);
  });

  it('refuses chats past the cap without looking them up', async () => {
    const follower = recordingFollower(bob.user.id);
    const chats = [{ chatId, afterId: 0 }, ...unknownIds(CHAT_LIMITS.maxSubscriptions + 9)];
    await rooms.subscribe(follower, chats);
    expect(lookups).toBe(1);
    const past = follower.frames.filter(
      (f) => f.type === 'refused' && f.message.includes(`at most ${CHAT_LIMITS.maxSubscriptions}`),
    );
    expect(past).toHaveLength(10);
    // The known chat was within the cap: followed.
    expect(textsOf(follower, chatId)).toEqual(['one', 'two']);
  });

  it('does nothing for a follower whose socket is closing', async () => {
    const follower = recordingFollower(bob.user.id);
    follower.open = false;
    await rooms.subscribe(follower, [{ chatId, afterId: 0 }, ...unknownIds(5)]);
    expect(lookups).toBe(0);
    expect(follower.frames).toEqual([]);
    expect(rooms.watchers(chatId).size).toBe(0);
  });

  it('stops following on unfollow and on leave', async () => {
    const follower = recordingFollower(bob.user.id);
    await rooms.subscribe(follower, [{ chatId, afterId: 0 }]);
    rooms.unfollow(follower, chatId);
    expect(rooms.followersOf(chatId).size).toBe(0);
    await rooms.subscribe(follower, [{ chatId, afterId: 0 }]);
    rooms.leave(follower);
    expect(rooms.followersOf(chatId).size).toBe(0);
    expect(follower.sent.size).toBe(0);
  });
});
