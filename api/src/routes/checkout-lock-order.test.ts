/**
 * Checkouts racing a host who edits or deletes the event: every writer takes the event's row lock
 * first (events/event-lock.ts), so PostgreSQL never finds a deadlock. Before that order existed,
 * checkouts locked ticket types and then the event (the orders foreign key) while edits and
 * deletes locked the event and then the ticket types, and both sides answered 500 "deadlock
 * detected". On PGlite (one connection) the same tests run serially and must pass as well.
 *
 * The mixed run puts paid holds, free RSVPs, capacity edits and deletes in one race, and shows the
 * writes really overlapped: host writes in flight during checkouts and, on PostgreSQL, transactions
 * seen waiting for a lock meanwhile.
 *
 * The interleaving that used to deadlock is forced step by step, with its control on the old order,
 * in checkout-lock-order-forced.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lockWaits, overlaps, sleep, timed, type Timed } from '../../test/race-tools';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { orderItems, orders } from '../db/schema-ticketing';

const BUYERS = 8;
const ROUNDS = 4;
const HOST_WRITES = 10;

let api: TestApi;
let buyers: { auth: { idToken: string } }[];
let host: { auth: { idToken: string }; user: { id: string } };

beforeAll(async () => {
  api = await startTestApi();
  host = await api.createUser({ name: 'Racing Host' });
  buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => api.createUser({ name: `Racer ${i + 1}` })),
  );
});
afterAll(async () => {
  await api?.close();
});

/** Every buyer checks out `ROUNDS` times, one request each at a time, all buyers at once. */
function checkoutsBy(
  eventId: string,
  ticketTypeId: string,
  count: number,
): Promise<{ status: number; code?: string }[]> {
  return Promise.all(
    buyers.slice(0, count).map(async (buyer) => {
      const answers: { status: number; code?: string }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const r = await api.request('/v2/checkout/initiate', {
          token: buyer.auth.idToken,
          json: { eventId, items: [{ ticketTypeId, quantity: 1 }] },
        });
        answers.push({ status: r.status, code: r.body?.error?.code });
      }
      return answers;
    }),
  ).then((all) => all.flat());
}

async function taken(eventId: string): Promise<number> {
  const rows = await api.database.db
    .select({ quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.eventId, eventId));
  return rows.reduce((sum, r) => sum + r.quantity, 0);
}

describe('checkouts while the host edits or deletes the event', () => {
  it(
    `${BUYERS} buyers check out while the host edits capacity: no 5xx, no oversell`,
    { timeout: 120_000 },
    async () => {
      const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [
        paidType({ capacity: 20, maxPerOrder: 1 }),
      ]);
      const typeId = ticketTypeIds[0]!;
      const capacities: number[] = [];
      const edits = (async () => {
        const answers: { status: number; code?: string }[] = [];
        for (let i = 0; i < HOST_WRITES; i += 1) {
          const capacity = 20 + (i % 3);
          const r = await api.request('/v2/events/', {
            method: 'PATCH',
            token: host.auth.idToken,
            json: {
              eventId,
              ticketTypes: [{ ...paidType({ maxPerOrder: 1 }), id: typeId, capacity }],
            },
          });
          if (r.status === 200) capacities.push(capacity);
          answers.push({ status: r.status, code: r.body?.error?.code });
        }
        return answers;
      })();
      const [checkouts, editAnswers] = await Promise.all([
        checkoutsBy(eventId, typeId, BUYERS),
        edits,
      ]);

      expect(checkouts.filter((a) => a.status >= 500)).toEqual([]);
      expect(editAnswers.filter((a) => a.status >= 500)).toEqual([]);
      for (const a of checkouts) expect([201, 409]).toContain(a.status);
      for (const a of editAnswers) expect([200, 409]).toContain(a.status);
      expect(checkouts.filter((a) => a.status === 201).length).toBeGreaterThan(0);
      expect(editAnswers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
      // Never more held than the capacity the last successful edit left.
      expect(await taken(eventId)).toBeLessThanOrEqual(capacities.at(-1) ?? 20);
    },
  );

  it(
    `${BUYERS} people RSVP while the host deletes the event: no 5xx, the event goes`,
    { timeout: 120_000 },
    async () => {
      const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [
        paidType({ name: 'Free entry', priceCents: 0, capacity: 50, maxPerOrder: 1 }),
      ]);
      const typeId = ticketTypeIds[0]!;
      const deletes = (async () => {
        const answers: { status: number; code?: string }[] = [];
        for (let i = 0; i < HOST_WRITES; i += 1) {
          // Let some RSVPs in first, then keep deleting while others are still arriving.
          await new Promise((resolve) => setTimeout(resolve, 20));
          const r = await api.request(`/v2/events/?eventId=${eventId}`, {
            method: 'DELETE',
            token: host.auth.idToken,
          });
          answers.push({ status: r.status, code: r.body?.error?.code });
        }
        return answers;
      })();
      const [checkouts, deleteAnswers] = await Promise.all([
        checkoutsBy(eventId, typeId, BUYERS),
        deletes,
      ]);

      expect(checkouts.filter((a) => a.status >= 500)).toEqual([]);
      expect(deleteAnswers.filter((a) => a.status >= 500)).toEqual([]);
      // 201 (a pass), 409 (already going / someone is checking out), 404 (the event is gone).
      for (const a of checkouts) expect([201, 404, 409]).toContain(a.status);
      for (const a of deleteAnswers) expect([200, 404, 409]).toContain(a.status);
      expect(deleteAnswers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(await taken(eventId)).toBe(0);
    },
  );
});

const onPostgres = inject('testDatabase').kind === 'postgres';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

/**
 * Samples how many of this database's sessions wait for a lock (PostgreSQL only), until stopped.
 * A waiting session is two writers that met on one row: proof the writes overlapped in the
 * database, not only on the wire.
 */
function watchLockWaits(on: TestApi) {
  const samples: { at: number; waiting: number }[] = [];
  let watching = onPostgres;
  const loop = (async () => {
    while (watching) {
      samples.push({ at: performance.now(), waiting: await lockWaits(on) });
      await sleep(2);
    }
  })();
  return {
    samples,
    stop: async () => {
      watching = false;
      await loop;
    },
  };
}

/**
 * One race on a fresh event with a paid and a free ticket type: half the buyers hold paid
 * tickets, half RSVP and leave again, `ROUNDS` times each, while the host edits both capacities and, from a little
 * after the start, deletes the event until it is gone.
 */
async function mixedRace(on: TestApi, host: Person, people: Person[]) {
  const { eventId, ticketTypeIds } = await createTicketedEvent(on, host.user.id, [
    paidType({ name: 'Paid', capacity: 40, maxPerOrder: 1 }),
    paidType({ name: 'Free entry', priceCents: 0, capacity: 40, maxPerOrder: 1 }),
  ]);
  const [paidId, freeId] = ticketTypeIds as [string, string];
  let buying = true;
  // Deletes begin once an edit and a checkout got through, so each kind of write is seen to succeed.
  let edited = false;
  let held = false;
  const checkouts = Promise.all(
    people.map(async (buyer, i) => {
      const answers: Timed[] = [];
      const free = i % 2 === 1;
      for (let round = 0; round < ROUNDS; round += 1) {
        answers.push(
          await timed(on, '/v2/checkout/initiate', {
            token: buyer.auth.idToken,
            json: { eventId, items: [{ ticketTypeId: free ? freeId : paidId, quantity: 1 }] },
          }),
        );
        if (answers.at(-1)?.status === 201) held = true;
        // An RSVP is one per person: leaving lets the next round RSVP (and write) again.
        if (free) {
          answers.push(
            await timed(on, `/v2/events/leave?eventId=${eventId}`, {
              method: 'DELETE',
              token: buyer.auth.idToken,
            }),
          );
        }
      }
      return answers;
    }),
  ).then((all) => {
    buying = false;
    return all.flat();
  });
  const edits = (async () => {
    const answers: Timed[] = [];
    for (let i = 0; i < HOST_WRITES; i += 1) {
      const capacity = 40 + (i % 3);
      answers.push(
        await timed(on, '/v2/events/', {
          method: 'PATCH',
          token: host.auth.idToken,
          json: {
            eventId,
            ticketTypes: [
              { ...paidType({ name: 'Paid', maxPerOrder: 1 }), id: paidId, capacity },
              {
                ...paidType({ name: 'Free entry', priceCents: 0, maxPerOrder: 1 }),
                id: freeId,
                capacity,
              },
            ],
          },
        }),
      );
      if (answers.at(-1)?.status === 200) edited = true;
    }
    return answers;
  })();
  const deletes = (async () => {
    const answers: Timed[] = [];
    while (!(edited && held) && buying) await sleep(5);
    // Holds opened while it closes the others make a delete answer 409 "try again": it does, and
    // once the buyers are done it must get through.
    for (let i = 0; i < 200; i += 1) {
      const answer = await timed(on, `/v2/events/?eventId=${eventId}`, {
        method: 'DELETE',
        token: host.auth.idToken,
      });
      answers.push(answer);
      if (answer.status === 200 || (answer.status === 404 && !buying)) break;
      await sleep(buying ? 10 : 50);
    }
    return answers;
  })();
  const [checkoutAnswers, editAnswers, deleteAnswers] = await Promise.all([
    checkouts,
    edits,
    deletes,
  ]);
  return { eventId, checkouts: checkoutAnswers, edits: editAnswers, deletes: deleteAnswers };
}

const fiveHundreds = (answers: Timed[]) => answers.filter((a) => a.status >= 500);

describe('checkouts with paid holds and RSVPs while the host edits and deletes, in one race', () => {
  it(
    'answers no 5xx; the writes overlapped; the event goes with its holds',
    { timeout: 180_000 },
    async () => {
      const people = buyers as Person[];
      const locks = watchLockWaits(api);
      const race = await mixedRace(api, host as Person, people).finally(() => locks.stop());

      expect(fiveHundreds([...race.checkouts, ...race.edits, ...race.deletes])).toEqual([]);
      // 201 a hold or a pass, 200 left again, 409 over a limit or racing, 404 the event is gone.
      for (const a of race.checkouts) expect([200, 201, 404, 409]).toContain(a.status);
      for (const a of race.edits) expect([200, 404, 409]).toContain(a.status);
      for (const a of race.deletes) expect([200, 404, 409]).toContain(a.status);
      expect(race.checkouts.filter((a) => a.status === 201).length).toBeGreaterThan(0);
      expect(race.edits.filter((a) => a.status === 200).length).toBeGreaterThan(0);
      expect(race.deletes.filter((a) => a.status === 200)).toHaveLength(1);

      // The host's writes were in flight while checkouts were.
      const hostWrites = [...race.edits, ...race.deletes];
      expect(race.edits.some((w) => race.checkouts.some((c) => overlaps(w, c)))).toBe(true);
      expect(race.deletes.some((w) => race.checkouts.some((c) => overlaps(w, c)))).toBe(true);
      if (onPostgres) {
        // And met in the database: a session waited for a lock while a host write was in flight.
        const waitedDuringHostWrite = locks.samples.some(
          (s) => s.waiting > 0 && hostWrites.some((w) => w.start <= s.at && s.at <= w.end),
        );
        expect(waitedDuringHostWrite).toBe(true);
      }
      expect(await taken(race.eventId)).toBe(0);
    },
  );
});
