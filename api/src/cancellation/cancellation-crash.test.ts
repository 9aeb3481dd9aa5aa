/**
 * Crash test: an event with many paid orders is cancelled by the API running as a real process
 * (`node --import tsx src/main.ts`, on a PGlite folder or, in the api-postgres project, a
 * PostgreSQL database), and the process is killed with SIGKILL half-way through the refunds, at
 * the worst moment: the provider has just refunded an order whose refund the database does not
 * know of yet. (The test-only `TEST_CANCELLATION_HOLD_AFTER=K` makes the process stop there after
 * K refunds, print which order it holds, and wait; the test kills it then.)
 *
 * Control: restarted with the sweep switched off (`CANCELLATION_SWEEP_MS=0`), the process leaves
 * the cancellation as the crash left it, and the same check reports the orders not refunded and
 * the held one refunded at the provider but not in the books: the check can fail.
 * Then restarted as in production: the sweep that runs at start finishes the cancellation, and
 * every paid order is refunded exactly once, in the ledger and at the provider; none forgotten,
 * none twice; every guest told once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callChild, startApiChild, type ApiChild } from '../../test/api-child';
import { signInWithPhone } from '../../test/firebase-phone-user';
import { booksOf, moneyProblems, pressSandbox, type OrderBooks } from '../../test/refund-fixtures';
import { createTestDatabaseLocation } from '../../test/test-database';
import { openDatabase } from '../db/open-database';
import { notifications } from '../db/schema-social';

const emulatorHost = inject('authEmulatorHost');
const template = inject('testDatabase');
const BUYERS = 10;
const ORDERS_EACH = 3;
/** Refunds made and recorded before the process stops at the next one. */
const HOLD_AFTER = 12;
/** One test client makes every call from one address: the per-address limits are not tested here. */
const ENV = { RATE_LIMIT_SCALE: '100' };

interface Person {
  id: string;
  token: string;
}

/** Reads the books with the API stopped (a PGlite folder has one opener at a time). */
async function books(location: { databaseUrl?: string; dataDir?: string }, eventId: string) {
  const database = await openDatabase(location);
  try {
    const all = await booksOf(database.db, eventId);
    const told = await database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.eventId, eventId), eq(notifications.kind, 'event_cancelled')));
    return { all, told: told.map((t) => t.userId).sort() };
  } finally {
    await database.close();
  }
}

describe(`the API killed with SIGKILL half-way through a cancellation (${template.kind})`, () => {
  let location: Awaited<ReturnType<typeof createTestDatabaseLocation>>;
  let running: ApiChild | undefined;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(template);
  });
  afterAll(async () => {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    await location?.dispose();
  });

  it('finishes it after a restart: every order refunded once, none forgotten', async () => {
    running = await startApiChild(location.options, emulatorHost, {
      ...ENV,
      TEST_CANCELLATION_HOLD_AFTER: String(HOLD_AFTER),
    });
    const first = running;
    const person = async (name: string): Promise<Person> => {
      const auth = await signInWithPhone(emulatorHost);
      const res = await callChild(first.origin, 'POST', '/users/', auth.idToken, { name });
      expect(res.status).toBe(201);
      return { id: (res.body.data!.user as { id: string }).id, token: auth.idToken };
    };
    const host = await person('Crash Host');
    const created = await callChild(first.origin, 'POST', '/events/', host.token, {
      name: 'Crash Cancel Party',
      startTime: Math.floor(Date.now() / 1000) + 7 * 86_400,
      timeZone: 'America/New_York',
      type: 'ticketed',
      ticketTypes: [
        { name: 'Paid', priceCents: 1500, capacity: 200, maxPerOrder: 2 },
        { name: 'Free', priceCents: 0, capacity: 50, maxPerOrder: 1 },
      ],
    });
    expect(created.status).toBe(201);
    const event = created.body.data!.event as { id: string; ticketTypes: { id: string }[] };
    const [paidType, freeType] = event.ticketTypes.map((t) => t.id) as [string, string];
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => person(`Crash Buyer ${i}`)),
    );
    await Promise.all(
      buyers.map(async (buyer) => {
        for (let n = 0; n < ORDERS_EACH; n++) {
          const started = await callChild(first.origin, 'POST', '/checkout/initiate', buyer.token, {
            eventId: event.id,
            items: [{ ticketTypeId: paidType, quantity: 1 + (n % 2) }],
          });
          expect(started.status).toBe(201);
          const url = started.body.data!.checkoutUrl as string;
          expect(await pressSandbox(first.origin, url, 'pay')).toBe(303);
        }
      }),
    );
    const rsvper = await person('Crash Free Guest');
    const rsvp = await callChild(first.origin, 'POST', '/checkout/initiate', rsvper.token, {
      eventId: event.id,
      items: [{ ticketTypeId: freeType, quantity: 1 }],
    });
    expect(rsvp.status).toBe(201);
    const paidOrders = BUYERS * ORDERS_EACH;

    const cancelled = await callChild(first.origin, 'POST', '/events/hosts/cancel', host.token, {
      eventId: event.id,
      message: 'Power cut at the venue.',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data!.orders).toBe(paidOrders + 1);
    const held = await first.lineWith('cancellation held before recording order');
    const heldOrderId = held.trim().split(' ').at(-1)!;
    const progress = await callChild(
      first.origin,
      'GET',
      `/events/hosts/dashboard?eventId=${event.id}`,
      host.token,
    );
    const halfWay = (progress.body.data!.cancellation as { settledOrders: number }).settledOrders;
    expect(halfWay).toBeGreaterThanOrEqual(HOLD_AFTER);
    expect(halfWay).toBeLessThan(paidOrders);

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(first.child.signalCode).toBe('SIGKILL');

    // Control: a restart without the sweep leaves the crash's damage, and the check reports it.
    running = await startApiChild(location.options, emulatorHost, {
      ...ENV,
      CANCELLATION_SWEEP_MS: '0',
    });
    await running.stop();
    const damaged = await books(location.options, event.id);
    const heldBooks = damaged.all.find((b) => b.orderId === heldOrderId) as OrderBooks;
    expect(heldBooks.providerRefundedCents).toBe(heldBooks.totalCents);
    expect(heldBooks.refundEntries).toBe(0);
    expect(moneyProblems(damaged.all)).toContain(`order ${heldOrderId}: still completed`);
    const notRefunded = damaged.all.filter((b) => b.chargedCents > 0 && b.status === 'completed');
    expect(notRefunded).toHaveLength(paidOrders - HOLD_AFTER);

    // As in production: the sweep at start finishes the cancellation.
    running = await startApiChild(location.options, emulatorHost, ENV);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await callChild(
        running.origin,
        'GET',
        `/events/hosts/dashboard?eventId=${event.id}`,
        host.token,
      );
      const c = res.body.data!.cancellation as { orders: number; settledOrders: number };
      if (c.settledOrders === c.orders) break;
      if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(c)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await running.stop();

    const repaired = await books(location.options, event.id);
    expect(moneyProblems(repaired.all)).toEqual([]);
    const paid = repaired.all.filter((b) => b.chargedCents > 0);
    expect(paid).toHaveLength(paidOrders);
    for (const b of paid) {
      expect(b).toMatchObject({
        status: 'refunded',
        refundEntries: 1,
        refundedCents: b.totalCents,
        providerRefundedCents: b.totalCents,
      });
    }
    expect(repaired.told).toEqual([...buyers.map((b) => b.id), rsvper.id].sort());
    console.log(
      `cancellation crash test (${template.kind}): killed after ${halfWay} of ${paidOrders + 1} orders settled, ` +
        `order ${heldOrderId} refunded at the provider only; after a restart all ${paidOrders} paid orders refunded once`,
    );
  }, 300_000);
});
