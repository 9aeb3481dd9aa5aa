/**
 * Crash test: the API as a real process (`node --import tsx src/main.ts`) on a PGlite folder (or a
 * PostgreSQL database in the api-postgres project) takes a stream of writes (event creations,
 * RSVPs, friend requests) from several clients at once and is killed with SIGKILL in the middle of
 * it. Restarted on the same data, every write it acknowledged (2xx) is there. On PGlite the killed
 * process leaves its pid lock behind: the restart must take it over as stale and open cleanly.
 */
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callChild, startApiChild, type ApiChild } from '../test/api-child';
import { createTestDatabaseLocation } from '../test/test-database';
import { signInWithPhone } from '../test/firebase-phone-user';
import { ownRangePhone } from '../test/contract-world';
import { LOCK_FILE_NAME } from './db/data-dir-lock';

const emulatorHost = inject('authEmulatorHost');
const template = inject('testDatabase');
/** Acknowledged writes to collect before the kill (the kill lands with more in flight). */
const ACKED_BEFORE_KILL = 40;
const CLIENTS = 6;

const startApi = (db: { databaseUrl?: string; dataDir?: string }) =>
  startApiChild(db, emulatorHost);
const call = callChild;

interface Person {
  id: string;
  token: string;
}

/** Every write the API answered 2xx to, as the client saw it. */
interface Acknowledged {
  events: { eventId: string; name: string }[];
  rsvps: { who: Person; eventId: string; passId: string }[];
  friendRequests: { from: Person; to: Person }[];
}

const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 86_400;
const eventInput = (name: string) => ({
  name,
  startTime: inAWeek(),
  timeZone: 'America/New_York',
  type: 'ticketed',
  ticketTypes: [{ name: 'Free', priceCents: 0, capacity: 500, maxPerOrder: 1 }],
});

/** Writes from `CLIENTS` clients at once until `stop()`; records each acknowledged one. */
function writeStorm(origin: string, people: Person[], openEvents: { id: string; free: string }[]) {
  const acked: Acknowledged = { events: [], rsvps: [], friendRequests: [] };
  let stopped = false;
  let count = 0;
  const rsvpsLeft = people.flatMap((who) => openEvents.map((event) => ({ who, event })));
  const requestsLeft = people.flatMap((from, i) => people.slice(i + 1).map((to) => ({ from, to })));
  const ackedAtLeast = (n: number) =>
    new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (count >= n || stopped) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });

  const client = async (index: number) => {
    for (let round = 0; !stopped; round++) {
      const rsvp = (index + round) % 3 === 1 ? rsvpsLeft.pop() : undefined;
      const request = (index + round) % 3 === 2 ? requestsLeft.pop() : undefined;
      try {
        if (rsvp) {
          const res = await call(origin, 'POST', '/checkout/initiate', rsvp.who.token, {
            eventId: rsvp.event.id,
            items: [{ ticketTypeId: rsvp.event.free, quantity: 1 }],
          });
          if (res.status === 201) {
            const passes = res.body.data!.passes as { id: string }[];
            acked.rsvps.push({ who: rsvp.who, eventId: rsvp.event.id, passId: passes[0]!.id });
            count++;
          }
        } else if (request) {
          const res = await call(origin, 'POST', '/friends/requests', request.from.token, {
            receiverUserId: request.to.id,
          });
          if (res.status === 200) {
            acked.friendRequests.push(request);
            count++;
          }
        } else {
          // An event creation (also once the RSVPs and requests to make have run out).
          const name = `Crash event ${index}-${round}`;
          const who = people[index % people.length]!;
          const res = await call(origin, 'POST', '/events/', who.token, eventInput(name));
          if (res.status === 201) {
            acked.events.push({ eventId: (res.body.data!.event as { id: string }).id, name });
            count++;
          }
        }
      } catch {
        // The connection died with the process: this write was never acknowledged.
        if (stopped) return;
      }
    }
  };
  const running = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  return {
    acked,
    ackedAtLeast,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** What of `acked` the API no longer has; empty when every acknowledged write survived. */
async function missingWrites(origin: string, acked: Acknowledged): Promise<string[]> {
  const missing: string[] = [];
  const anyone = acked.rsvps[0]?.who ?? acked.friendRequests[0]?.from;
  for (const { eventId, name } of acked.events) {
    const res = await call(origin, 'GET', `/events/?eventId=${eventId}`, anyone?.token ?? '');
    if (res.status !== 200 || (res.body.data!.event as { name: string }).name !== name) {
      missing.push(`event ${eventId}`);
    }
  }
  for (const { who, eventId, passId } of acked.rsvps) {
    const res = await call(origin, 'GET', `/users/pass?passId=${passId}`, who.token);
    if (res.status !== 200) missing.push(`RSVP ${passId} to ${eventId}`);
  }
  for (const { from, to } of acked.friendRequests) {
    const res = await call(origin, 'GET', `/friends/status?userId=${to.id}`, from.token);
    const status = res.body.data?.status as string | undefined;
    // Asked, or (when the other asked too) friends.
    if (status !== 'requested' && status !== 'friends') {
      missing.push(`friend request ${from.id} → ${to.id}`);
    }
  }
  return missing;
}

describe(`the API killed with SIGKILL during writes (${template.kind})`, () => {
  let location: Awaited<ReturnType<typeof createTestDatabaseLocation>>;
  let running: ApiChild | undefined;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(template);
  });
  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      const exited = once(running.child, 'exit');
      running.child.kill('SIGTERM');
      await exited;
    }
    await location?.dispose();
  });

  it('keeps every acknowledged write, and opens cleanly after the kill', async () => {
    running = await startApi(location.options);
    const first = running;
    const people: Person[] = [];
    for (let i = 0; i < 7; i++) {
      const auth = await signInWithPhone(emulatorHost, ownRangePhone());
      const res = await call(first.origin, 'POST', '/users/', auth.idToken, { name: `Crash ${i}` });
      expect(res.status).toBe(201);
      people.push({ id: (res.body.data!.user as { id: string }).id, token: auth.idToken });
    }
    const openEvents: { id: string; free: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(
        first.origin,
        'POST',
        '/events/',
        people[0]!.token,
        eventInput(`Open ${i}`),
      );
      expect(res.status).toBe(201);
      const event = res.body.data!.event as { id: string; ticketTypes: { id: string }[] };
      openEvents.push({ id: event.id, free: event.ticketTypes[0]!.id });
    }

    const storm = writeStorm(first.origin, people, openEvents);
    await storm.ackedAtLeast(ACKED_BEFORE_KILL);
    const exited = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    await exited;
    await storm.stop();
    expect(first.child.signalCode).toBe('SIGKILL');
    const { acked } = storm;
    const total = acked.events.length + acked.rsvps.length + acked.friendRequests.length;
    expect(total).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
    // Each kind of write was acknowledged at least once before the kill.
    expect(acked.events.length).toBeGreaterThan(0);
    expect(acked.rsvps.length).toBeGreaterThan(0);
    expect(acked.friendRequests.length).toBeGreaterThan(0);

    const dataDir = location.options.dataDir;
    if (dataDir) {
      // The killed process's pid lock is still there: the restart has to see it as stale.
      const lockFile = path.join(dataDir, LOCK_FILE_NAME);
      expect(existsSync(lockFile)).toBe(true);
      expect(Number.parseInt(readFileSync(lockFile, 'utf8'), 10)).toBe(first.child.pid);
    }

    running = await startApi(location.options);
    expect(await missingWrites(running.origin, acked)).toEqual([]);

    // Control: the same check does report a write the API does not have.
    const forged: Acknowledged = {
      events: [{ eventId: '00000000-0000-4000-8000-000000000000', name: 'Never written' }],
      rsvps: [],
      friendRequests: [],
    };
    expect(await missingWrites(running.origin, forged)).toEqual([
      'event 00000000-0000-4000-8000-000000000000',
    ]);
    console.log(
      `crash test (${template.kind}): ${acked.events.length} events, ${acked.rsvps.length} RSVPs, ` +
        `${acked.friendRequests.length} friend requests acknowledged before SIGKILL; all there after restart`,
    );
  }, 240_000);
});
