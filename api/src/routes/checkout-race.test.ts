/**
 * Concurrent buyers never take more tickets than there are: many initiates at once over HTTP for
 * a few seats. The control run switches the stock lock off (the service's test-only
 * `unsafeSkipStockLock`) and shows the very same test catches an oversell, so the passing run
 * means something.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { orderItems, orders } from '../db/schema-ticketing';

const CAPACITY = 5;
const BUYERS = 4;
const REQUESTS = 32;

async function race(api: TestApi) {
  const host = await api.createUser({ name: 'Host Person' });
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => api.createUser({ name: `Buyer ${i + 1}` })),
  );
  const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [
    paidType({ capacity: CAPACITY, maxPerOrder: 2 }),
  ]);
  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      api.request('/v2/checkout/initiate', {
        token: buyers[i % BUYERS]!.auth.idToken,
        json: { eventId, items: [{ ticketTypeId: ticketTypeIds[0], quantity: 1 }] },
      }),
    ),
  );
  const held = await api.database.db
    .select({ quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.eventId, eventId));
  return {
    statuses: responses.map((r) => r.status),
    reasons: responses.filter((r) => r.status === 409).map((r) => r.body.error.details?.reason),
    ticketsTaken: held.reduce((sum, row) => sum + row.quantity, 0),
  };
}

describe('concurrent checkouts', () => {
  let locked: TestApi;
  let unlocked: TestApi;
  beforeAll(async () => {
    locked = await startTestApi();
    unlocked = await startTestApi({ ticketing: { unsafeSkipStockLock: true } });
  });
  afterAll(async () => {
    await locked?.close();
    await unlocked?.close();
  });

  it(
    `${REQUESTS} buyers at once take exactly the ${CAPACITY} seats, never more`,
    { timeout: 60_000 },
    async () => {
      const { statuses, reasons, ticketsTaken } = await race(locked);
      expect(ticketsTaken).toBe(CAPACITY);
      expect(statuses.filter((s) => s === 201)).toHaveLength(CAPACITY);
      expect(statuses.filter((s) => s === 409)).toHaveLength(REQUESTS - CAPACITY);
      expect(new Set(reasons)).toEqual(new Set(['sold_out']));
    },
  );

  it(
    'control: with the lock switched off, the same race oversells',
    { timeout: 60_000 },
    async () => {
      const { ticketsTaken } = await race(unlocked);
      expect(ticketsTaken).toBeGreaterThan(CAPACITY);
    },
  );
});
