/**
 * Two people asking each other at the same moment end up friends once. Both requests read the
 * pair's state, then pause before writing (`afterRead`), so without the pair lock both would see
 * "nobody asked yet" and each write a request. The control run swaps the lock for
 * one that locks nothing and shows exactly that happening, so the passing run means something.
 * PGlite runs one transaction at a time, so the race (and its control) needs PostgreSQL.
 */
import { or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { friendRequests, friendships } from '../db/schema-social';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database';
import { canonicalPair, friendshipOf, requestFrom } from './friend-pairs';
import { sendFriendRequest, type FriendActionSeams } from './friend-actions';

let database: AppDatabase;
const onPostgres = testDatabaseKind() === 'postgres';

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => database?.close());

let serial = 0;
async function pair(): Promise<[string, string]> {
  const rows = await database.db
    .insert(users)
    .values(
      [1, 2].map((i) => {
        serial += 1;
        return {
          firebaseUid: `race-${serial}-${i}`,
          phone: '+15555550100',
          name: `Racer ${serial}`,
          username: `racer_${serial}_${i}_${Date.now()}`,
        };
      }),
    )
    .returning({ id: users.id });
  return [rows[0]!.id, rows[1]!.id];
}

/** The gap between reading and writing: wide enough that both requests read before either writes. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 300));

async function race(seams: (a: string, b: string) => FriendActionSeams) {
  const [a, b] = await pair();
  const answers = await Promise.all([
    sendFriendRequest(database.db, a, b, seams(a, b)),
    sendFriendRequest(database.db, b, a, seams(a, b)),
  ]);
  const db = database.db;
  const requests = await db
    .select()
    .from(friendRequests)
    .where(or(requestFrom(a, b), requestFrom(b, a)));
  const friends = await db.select().from(friendships).where(friendshipOf(a, b));
  return { answers: answers.sort(), requests: requests.length, friends, pair: canonicalPair(a, b) };
}

describe.runIf(onPostgres)('two people asking each other at once (PostgreSQL)', () => {
  it('are friends once, with no request left', { timeout: 30_000 }, async () => {
    for (let round = 0; round < 5; round += 1) {
      // With the lock, the second request waits for the first; a short pause after reading keeps
      // the first one's transaction open long enough for the second to arrive.
      const result = await race(() => ({ afterRead: pause }));
      expect(result.answers).toEqual(['friends', 'requested']);
      expect(result.requests).toBe(0);
      expect(result.friends).toHaveLength(1);
      expect(result.friends[0]).toMatchObject(result.pair);
    }
  });

  it('control: without the pair lock, the same race leaves two requests and no friendship', async () => {
    const result = await race(() => ({ lockPair: async () => {}, afterRead: pause }));
    expect(result.answers).toEqual(['requested', 'requested']);
    expect(result.requests).toBe(2);
    expect(result.friends).toHaveLength(0);
  });
});

describe('the friendship row', () => {
  it('is stored in canonical order, and the database refuses the other order', async () => {
    const [a, b] = await pair();
    const { userLow, userHigh } = canonicalPair(a, b);
    expect(userLow < userHigh).toBe(true);
    await expect(
      database.db.insert(friendships).values({ userLow: userHigh, userHigh: userLow }),
    ).rejects.toThrow();
    await database.db.insert(friendships).values({ userLow, userHigh });
    await expect(database.db.insert(friendships).values({ userLow, userHigh })).rejects.toThrow();
  });
});
