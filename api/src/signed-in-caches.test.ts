/**
 * Nothing personal crosses between people through the caches of the signed-in path (issue 29):
 * the verified-token cache, the caller's user row, the shared parts of events, visitors' answers
 * and each person's own reused answers. Two API instances with production's cache settings share
 * one database (PGlite, or the DATABASE_URL server) and one realtime bus; two people and a visitor
 * read through both, interleaved and at once, and every answer must equal the one an instance
 * without any cache gives the same person.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFirebaseVerifier } from './auth/firebase-verifier';
import { withVerifiedTokenCache } from './auth/verified-token-cache';
import type { AppDatabase } from './db/database';
import { buildServer } from './app/build-server';
import { createInProcessBus } from './chat/realtime-bus';
import { CALLER_USER_TTL_MS } from './users/caller-users';
import { DEFAULT_ANSWER_CACHE_TTL_MS } from './start-api';
import { signInWithPhone, type PhoneUser } from '../test/firebase-phone-user';
import { openTestDatabase } from '../test/test-database';
import { TEST_RATE_LIMITS, type Json } from '../test/test-api';

let database: AppDatabase;
const servers: Array<{ app: FastifyInstance; origin: string }> = [];
/** What a bus between instances would carry (chat messages, deleted accounts). */
const bus = createInProcessBus();

async function startInstance(cached: boolean): Promise<string> {
  const firebase = createFirebaseVerifier({ projectId: 'demo-events' });
  const app = buildServer({
    db: database.db,
    verifier: cached ? withVerifiedTokenCache(firebase) : firebase,
    rateLimits: TEST_RATE_LIMITS,
    answerCacheTtlMs: cached ? DEFAULT_ANSWER_CACHE_TTL_MS : 0,
    personalAnswerTtlMs: cached ? DEFAULT_ANSWER_CACHE_TTL_MS : 0,
    realtimeBus: bus,
    callerUserTtlMs: cached ? CALLER_USER_TTL_MS : 0,
  });
  app.addHook('onClose', () => firebase.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  servers.push({ app, origin });
  return origin;
}

async function call(origin: string, path: string, token?: string, json?: unknown): Promise<Json> {
  const res = await fetch(`${origin}/v2${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data;
}

async function person(origin: string, name: string): Promise<PhoneUser & { id: string }> {
  const auth = await signInWithPhone(inject('authEmulatorHost'));
  const { user } = await call(origin, '/users/', auth.idToken, { name });
  return { ...auth, id: user.id };
}

async function befriend(origin: string, a: { idToken: string; id: string }, b: typeof a) {
  await call(origin, '/friends/requests', a.idToken, { receiverUserId: b.id });
  await fetch(`${origin}/v2/friends/requests/accept`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${b.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ senderUserId: a.id }),
  });
}

let one: string;
let two: string;
let reference: string;
let alice: PhoneUser & { id: string };
let bob: PhoneUser & { id: string };
let dave: PhoneUser & { id: string };
let eventId: string;
let bobsChatId: string;

beforeAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
  database = await openTestDatabase(inject('testDatabase'));
  one = await startInstance(true);
  two = await startInstance(true);
  reference = await startInstance(false);

  alice = await person(one, 'Alice Cache');
  bob = await person(two, 'Bob Cache');
  dave = await person(one, 'Dave Cache');
  const host = await person(two, 'Hosting Cache');
  const start = Math.floor(Date.now() / 1000) + 86_400;
  const { event } = await call(one, '/events/', host.idToken, {
    name: 'Cache night',
    type: 'simpleRsvp',
    startTime: start,
    endTime: start + 3600,
    timeZone: 'America/New_York',
    location: {
      name: 'Hall',
      address: { line1: '1 Main St', city: 'Brooklyn', state: 'NY', country: 'US' },
    },
  });
  eventId = event.id;
  // Bob's friend Dave is going; Alice liked the event and has no friend there.
  await befriend(two, bob, dave);
  await call(one, '/checkout/initiate', dave.idToken, {
    eventId,
    items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }],
  });
  await call(two, '/events/like', alice.idToken, { eventId });
  // Bob has a chat; Alice has none.
  const { chat } = await call(one, '/chats/direct', bob.idToken, { userId: dave.id });
  bobsChatId = chat.id;
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.app.close();
  await database?.close();
});

const READS = [
  '/users/',
  '/events/feed',
  () => `/events/?eventId=${eventId}`,
  '/search?query=cache',
  '/users/notifications',
  '/users/notifications/unread',
  '/chats/',
  () => `/users/events?userId=${dave.id}`,
];

describe('the caches of the signed-in path', () => {
  it('answer each person as an instance without caches does, across two instances, interleaved', async () => {
    const paths = READS.map((p) => (typeof p === 'function' ? p() : p));
    const people = [
      { name: 'alice', token: alice.idToken },
      { name: 'bob', token: bob.idToken },
      { name: 'visitor', token: undefined },
    ];
    const expected = new Map<string, Json>();
    for (const who of people) {
      for (const path of paths) {
        if (who.token === undefined && (path.startsWith('/users/') || path === '/chats/')) {
          continue;
        }
        expected.set(`${who.name} ${path}`, await call(reference, path, who.token));
      }
    }
    // The personal fields really differ, so a mix-up could not go unseen.
    const event = (name: string) => expected.get(`${name} /events/?eventId=${eventId}`).event;
    expect([event('alice').isLiked, event('bob').isLiked, event('visitor').isLiked]).toEqual([
      true,
      false,
      false,
    ]);
    expect([
      event('alice').numFriends,
      event('bob').numFriends,
      event('visitor').numFriends,
    ]).toEqual([0, 1, null]);
    expect(expected.get('alice /users/').user.id).toBe(alice.id);
    expect(expected.get('bob /users/').user.id).toBe(bob.id);
    expect(expected.get('alice /chats/').chats).toHaveLength(0);
    expect(expected.get('bob /chats/').chats).toHaveLength(1);

    // Every read by every person through both instances, all at once, five rounds.
    const asked = [...expected.keys()];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        [one, two].flatMap((origin) =>
          asked.map(async (key) => {
            const [name, path] = key.split(' ') as [string, string];
            const who = people.find((p) => p.name === name)!;
            return { key, origin, body: await call(origin, path, who.token) };
          }),
        ),
      );
      for (const answer of answers) {
        expect({ key: answer.key, body: answer.body }).toEqual({
          key: answer.key,
          body: expected.get(answer.key),
        });
      }
    }
  });

  it("shows a person's own write on their next read from the instance that took it", async () => {
    for (let i = 0; i < 3; i++) await call(one, `/events/?eventId=${eventId}`, bob.idToken);
    await call(one, '/events/like', bob.idToken, { eventId });
    const after = await call(one, `/events/?eventId=${eventId}`, bob.idToken);
    expect(after.event.isLiked).toBe(true);
    expect(after.event.numLikes).toBe(2);
    // Alice, reading the same event through the same instance, still sees her own state.
    const hers = await call(one, `/events/?eventId=${eventId}`, alice.idToken);
    expect([hers.event.isLiked, hers.event.numFriends]).toEqual([true, 0]);
  });

  it('shows a profile change on the next request to the instance that took it', async () => {
    expect((await call(one, '/users/', alice.idToken)).user.name).toBe('Alice Cache');
    const res = await fetch(`${one}/v2/users/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${alice.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Alice Renamed' }),
    });
    expect(res.status).toBe(200);
    expect((await call(one, '/users/', alice.idToken)).user.name).toBe('Alice Renamed');
  });

  it("shows a chat message sent through another instance in the members' chat lists at once", async () => {
    const before = await call(one, '/chats/', bob.idToken);
    expect(before.chats[0].unreadCount).toBe(0);
    // Bob's list is now reused by instance one; Dave writes through instance two, whose clearing
    // of its own caches does not reach instance one: only the bus does.
    await call(two, `/chats/${bobsChatId}/messages`, dave.idToken, {
      text: 'through the other door',
      clientKey: 'bus-clears-1',
    });
    const after = await call(one, '/chats/', bob.idToken);
    expect([after.chats[0].lastMessage?.text, after.chats[0].unreadCount]).toEqual([
      'through the other door',
      1,
    ]);
  });
});
