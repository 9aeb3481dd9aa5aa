/**
 * The interleaving that deadlocked checkouts against deletes, forced step by step instead of raced
 * for (checkout-lock-order.test.ts has the races): a checkout pauses inside its transaction with its
 * ticket type locked (the TEST ONLY `afterTypesLocked` hook), the host's delete comes and is seen
 * waiting for a lock, then the checkout goes on and inserts its order, whose foreign key needs the
 * event.
 *
 * With today's order (the event row first: events/event-lock.ts) the delete waits for the checkout
 * and answers "try again". The control takes the old order (ticket types, then the event) through
 * the same steps: PostgreSQL finds a deadlock (a 500 logged with SQLSTATE 40P01) every time. It used
 * to run the mixed race up to five times and hope for a deadlock, and once in a while none came.
 * PGlite has one connection and cannot deadlock, so this file runs on PostgreSQL only.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkoutPauser } from '../../test/checkout-pauser';
import { timed, untilASessionWaits, type Timed } from '../../test/race-tools';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';

const onPostgres = inject('testDatabase').kind === 'postgres';
const fiveHundreds = (answers: Timed[]) => answers.filter((a) => a.status >= 500);

/**
 * A server whose next checkout can be paused, with its log lines kept; `oldOrder` makes its
 * checkout take the old lock order (ticket types, then the event). Started for the enclosing
 * `describe`.
 */
function pausableServer(oldOrder: boolean) {
  const pauser = checkoutPauser();
  const lines: string[] = [];
  let on: TestApi;
  beforeAll(async () => {
    on = await startTestApi({
      ticketing: { unsafeTypesBeforeEvent: oldOrder, afterTypesLocked: pauser.hook },
      logger: { write: (line) => lines.push(line) },
    });
  }, 60_000);
  afterAll(() => on?.close());

  return {
    /**
     * The interleaving the old lock order cannot survive, forced rather than raced for: a checkout
     * locks its ticket type and pauses inside its transaction; the host's delete starts and is seen
     * waiting for a lock; then the checkout goes on and inserts its order, whose foreign key needs
     * the event. Resolves to both answers and the deadlocks the server logged.
     */
    async deleteDuringPausedCheckout() {
      const [eventHost, buyer] = await Promise.all([
        on.createUser({ name: 'Paused Host' }),
        on.createUser({ name: 'Paused Buyer' }),
      ]);
      const { eventId, ticketTypeIds } = await createTicketedEvent(on, eventHost.user.id, [
        paidType({ capacity: 10, maxPerOrder: 1 }),
      ]);
      const paused = pauser.pauseNext();
      const checkout = timed(on, '/v2/checkout/initiate', {
        token: buyer.auth.idToken,
        json: { eventId, items: [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }] },
      });
      await paused.typesLocked;
      const deletion = timed(on, `/v2/events/?eventId=${eventId}`, {
        method: 'DELETE',
        token: eventHost.auth.idToken,
      });
      await untilASessionWaits(on).finally(paused.resume);
      return { checkout: await checkout, deletion: await deletion, deadlocks: deadlocksIn(lines) };
    },
  };
}

const deadlocksIn = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { err?: { dbCode?: string } })
    .filter((line) => line.err?.dbCode === '40P01');

describe.runIf(onPostgres)('a delete that comes while a checkout holds its ticket types', () => {
  const server = pausableServer(false);

  it('today\'s order: the delete waits for the checkout and then answers "try again"', async () => {
    const { checkout, deletion, deadlocks } = await server.deleteDuringPausedCheckout();
    expect(checkout.status).toBe(201);
    expect(deletion.status).toBe(409);
    expect(deadlocks).toEqual([]);
  });
});

describe.runIf(onPostgres)('control: the old lock order (ticket types, then the event)', () => {
  const server = pausableServer(true);

  it('the same interleaving meets a deadlock: PostgreSQL answers 40P01 and the API a 500', async () => {
    const { checkout, deletion, deadlocks } = await server.deleteDuringPausedCheckout();
    // PostgreSQL ends one of the two; the other goes through.
    expect(fiveHundreds([checkout, deletion])).toHaveLength(1);
    expect(deadlocks.length).toBeGreaterThan(0);
  });
});
