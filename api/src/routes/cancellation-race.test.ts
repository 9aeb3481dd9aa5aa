/**
 * Cancelling an event while money is moving:
 *
 * 1. Checkouts arriving during the cancellation: buyers keep starting and paying checkouts while
 *    the host cancels an event that already has paid orders. Every order that took money ends
 *    refunded (once, in the ledger and at the provider), every checkout after the cancellation is
 *    refused; none is charged and kept. The control run switches the cancellation's guards off
 *    (the test-only `unsafeIgnoreCancellation`: checkout takes orders and keeps payments for a
 *    cancelled event) and shows the same check catches buyers charged and kept.
 *
 * 2. Two settlers at once: the request's background run and a second runner (as another API
 *    process, or the sweep of one, would run) settle the same orders together. Each is refunded
 *    once. The control run writes refunds without the re-check under the order's lock
 *    (`unsafeSkipRefundCheck`) and shows the same check catches an order refunded twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksOf, buyAndPay, moneyProblems, pressSandbox } from '../../test/refund-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { createCancellationRunner } from '../cancellation/cancellation-runner';
import { orders } from '../db/schema-ticketing';
import { createSandboxProvider } from '../payments/sandbox-provider';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

const PAID_BEFORE = 6;
const BUYERS = 6;
/** Rounds each buyer still makes once the cancellation has answered. */
const ROUNDS_AFTER = 2;

interface Harness {
  api: TestApi;
  sweep: () => Promise<void>;
}

async function harness(ticketing: Record<string, unknown>): Promise<Harness> {
  let sweep: (() => Promise<void>) | null = null;
  const api = await startTestApi({
    ticketing: {
      cancellationSweepMs: 0,
      exposeCancellationSweep: (run) => (sweep = run),
      ...ticketing,
    },
  });
  return { api, sweep: () => sweep!() };
}

/** Buyers start and pay checkouts while the host cancels; answers every checkout's answer. */
async function checkoutsDuringCancellation({ api, sweep }: Harness) {
  const host = await api.createUser({ name: 'Race Host' });
  const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [
    paidType({ capacity: 1000, maxPerOrder: 1 }),
  ]);
  const typeId = ticketTypeIds[0]!;
  const early = await Promise.all(
    Array.from({ length: PAID_BEFORE }, (_, i) => api.createUser({ name: `Early ${i}` })),
  );
  for (const who of early) await buyAndPay(api, who, eventId, typeId);
  const buyers: Person[] = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => api.createUser({ name: `Racer ${i}` })),
  );

  let paidDuringRace = 0;
  let cancelled: Promise<{ status: number }> | null = null;
  let cancelAnswered = false;
  const answers: { status: number; reason?: string }[] = [];
  const startCancel = () => {
    cancelled ??= api
      .request('/v2/events/hosts/cancel', {
        token: host.auth.idToken,
        json: { eventId, message: 'Called off' },
      })
      .then((res) => {
        cancelAnswered = true;
        return res;
      });
  };

  const arrive = async (buyer: Person) => {
    let after = 0;
    while (after < ROUNDS_AFTER) {
      if (cancelAnswered) after += 1;
      const res = await api.request('/v2/checkout/initiate', {
        token: buyer.auth.idToken,
        json: { eventId, items: [{ ticketTypeId: typeId, quantity: 1 }] },
      });
      answers.push({ status: res.status, reason: res.body?.error?.details?.reason });
      if (res.status === 201) {
        await pressSandbox(api.origin, res.body.data.checkoutUrl, 'pay');
        paidDuringRace += 1;
        // The host cancels once the race has paid orders of its own, with more still coming.
        if (paidDuringRace >= BUYERS) startCancel();
      }
    }
  };
  await Promise.all(buyers.map(arrive));
  expect((await cancelled!).status).toBe(200);
  await sweep(); // settles what the cancellation listed (joins the run it started)
  return { eventId, answers };
}

describe('checkouts arriving during a cancellation', () => {
  let safe: Harness;
  let unsafe: Harness;
  beforeAll(async () => {
    safe = await harness({});
    unsafe = await harness({ unsafeIgnoreCancellation: true });
  });
  afterAll(async () => {
    await safe?.api.close();
    await unsafe?.api.close();
  });

  it('end refunded or refused, never charged and kept', { timeout: 120_000 }, async () => {
    const { eventId, answers } = await checkoutsDuringCancellation(safe);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const refused = answers.filter((a) => a.status === 409);
    expect(new Set(refused.map((a) => a.reason))).toEqual(new Set(['event_cancelled']));
    expect(refused.length).toBeGreaterThanOrEqual(BUYERS * (ROUNDS_AFTER - 1));
    const books = await booksOf(safe.api.database.db, eventId);
    expect(moneyProblems(books)).toEqual([]);
    // Both kinds really happened: orders charged then refunded, and checkouts refused.
    expect(books.filter((b) => b.chargedCents > 0).length).toBeGreaterThanOrEqual(
      PAID_BEFORE + BUYERS,
    );
  });

  it(
    'control: with the cancellation guards off, the same race charges buyers and keeps it',
    { timeout: 120_000 },
    async () => {
      const { eventId } = await checkoutsDuringCancellation(unsafe);
      const problems = moneyProblems(await booksOf(unsafe.api.database.db, eventId));
      expect(problems.some((p) => p.includes('kept'))).toBe(true);
    },
  );
});

/** A cancellation settled by the request's own run and by a second runner at the same time. */
async function twoSettlers({ api, sweep }: Harness, unsafeSkipRefundCheck: boolean) {
  const host = await api.createUser({ name: 'Two Settlers Host' });
  const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [
    paidType({ capacity: 100, maxPerOrder: 2 }),
  ]);
  for (let i = 0; i < 4; i++) {
    const who = await api.createUser({ name: `Settled ${i}` });
    await buyAndPay(api, who, eventId, ticketTypeIds[0]!, 2);
  }
  const db = api.database.db;
  const other = createCancellationRunner(
    {
      db,
      provider: createSandboxProvider({ db, clock: () => new Date() }),
      clock: () => new Date(),
      unsafeSkipRefundCheck,
    },
    (error) => {
      throw error;
    },
  );
  const res = await api.request('/v2/events/hosts/cancel', {
    token: host.auth.idToken,
    json: { eventId, message: 'Called off' },
  });
  expect(res.status).toBe(200);
  await Promise.all([other.start(eventId), sweep()]);
  const refunded = await db.select().from(orders).where(eq(orders.eventId, eventId));
  expect(refunded.every((o) => o.status === 'refunded')).toBe(true);
  return moneyProblems(await booksOf(db, eventId));
}

describe('two settlers of one cancellation', () => {
  let safe: Harness;
  let unsafe: Harness;
  beforeAll(async () => {
    safe = await harness({});
    unsafe = await harness({ unsafeSkipRefundCheck: true });
  });
  afterAll(async () => {
    await safe?.api.close();
    await unsafe?.api.close();
  });

  it('refund each order once', { timeout: 60_000 }, async () => {
    expect(await twoSettlers(safe, false)).toEqual([]);
  });

  it(
    'control: without the re-check under the lock, the same race refunds twice',
    { timeout: 60_000 },
    async () => {
      const problems = await twoSettlers(unsafe, true);
      expect(problems.some((p) => p.includes('2 refund entries'))).toBe(true);
    },
  );
});
