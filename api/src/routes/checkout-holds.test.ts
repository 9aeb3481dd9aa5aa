/**
 * Holding seats without paying has limits: one person holds at most
 * CHECKOUT_LIMITS.maxHeldTicketsPerPerson unpaid tickets per event and a quarter of a ticket
 * type's seats (hold-limit.ts: 3 of a 10-seat event), and a retried
 * POST /checkout/initiate with the same Idempotency-Key answers the order the first one made
 * instead of holding more. The concurrent-retry test carries a control run without the key.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_LIMITS } from 'contract';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { orders } from '../db/schema-ticketing';
import { typeHoldLimit } from '../checkout/hold-limit';

const LIMIT = CHECKOUT_LIMITS.maxHeldTicketsPerPerson;
const RETRIES = 8;

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let host: Person;
let buyer: Person;
let other: Person;

beforeAll(async () => {
  api = await startTestApi();
  [host, buyer, other] = await Promise.all([
    api.createUser({ name: 'Hold Host' }),
    api.createUser({ name: 'Greedy Buyer' }),
    api.createUser({ name: 'Other Buyer' }),
  ]);
});
afterAll(() => api?.close());

const initiate = (who: Person, json: unknown, key?: string) =>
  api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json,
    headers: key ? { 'idempotency-key': key } : {},
  });

/** By default large enough that the share of capacity is not what limits holds. */
async function newEvent(capacity = 8 * LIMIT) {
  const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [
    paidType({ capacity, maxPerOrder: LIMIT }),
  ]);
  const body = (quantity: number) => ({
    eventId,
    items: [{ ticketTypeId: ticketTypeIds[0], quantity }],
  });
  return { eventId, body };
}

const ordersOf = (eventId: string, who: Person) =>
  api.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.buyerId, who.user.id)));

describe('per-person hold limit', () => {
  it(`one person holds at most ${LIMIT} unpaid tickets per event; others can still buy`, async () => {
    const { eventId, body } = await newEvent();
    expect((await initiate(buyer, body(LIMIT - 1))).status).toBe(201);
    const over = await initiate(buyer, body(2));
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'conflict', details: { reason: 'hold_limit' } });
    expect(over.body.error.message).toMatch(new RegExp(`at most ${LIMIT} unpaid tickets`));
    expect((await initiate(buyer, body(1))).status).toBe(201);
    expect((await initiate(other, body(LIMIT))).status).toBe(201);
    expect(await ordersOf(eventId, buyer)).toHaveLength(2);
  });

  it('on a 10-seat event one person holds at most 3 seats, in one order or several', async () => {
    expect(typeHoldLimit(10)).toBe(3);
    const { eventId, body } = await newEvent(10);
    const all = await initiate(buyer, body(10));
    expect(all.status).toBe(409);
    expect(all.body.error).toMatchObject({ code: 'conflict', details: { reason: 'hold_limit' } });
    expect(all.body.error.message).toMatch(/at most 3 unpaid "General admission" tickets/);
    expect((await initiate(buyer, body(2))).status).toBe(201);
    expect((await initiate(buyer, body(1))).status).toBe(201);
    expect((await initiate(buyer, body(1))).status).toBe(409);
    // Seven seats are left for others: the next buyers are held to their own share too.
    expect((await initiate(other, body(3))).status).toBe(201);
    expect((await initiate(other, body(1))).status).toBe(409);
    const held = (await ordersOf(eventId, buyer)).filter((o) => o.status === 'pending');
    expect(held).toHaveLength(2);
  });

  it('the share is a quarter of the seats rounded up, at least 1 and at most the event limit', () => {
    expect([1, 2, 4, 5, 10, 39, 40, 41, 1000].map(typeHoldLimit)).toEqual([
      1,
      1,
      1,
      2,
      3,
      10,
      LIMIT,
      LIMIT,
      LIMIT,
    ]);
  });

  it('a paid request waiting for approval still counts (it holds its seats for up to a week)', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(
      api,
      host.user.id,
      [paidType({ capacity: 10, maxPerOrder: LIMIT })],
      { requiresApproval: true },
    );
    const body = (quantity: number) => ({
      eventId,
      items: [{ ticketTypeId: ticketTypeIds[0], quantity }],
    });
    const first = await initiate(buyer, body(3));
    expect(first.status).toBe(201);
    const paid = await fetch(`${api.origin}${first.body.data.checkoutUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const [order] = await ordersOf(eventId, buyer);
    expect(order!.status).toBe('awaiting_approval');
    const more = await initiate(buyer, body(1));
    expect(more.status).toBe(409);
    expect(more.body.error.details).toEqual({ reason: 'hold_limit' });
  });

  it('holds that were cancelled no longer count', async () => {
    const { body } = await newEvent();
    const first = await initiate(buyer, body(LIMIT));
    expect(first.status).toBe(201);
    expect((await initiate(buyer, body(1))).status).toBe(409);
    const cancel = await fetch(`${api.origin}${first.body.data.checkoutUrl}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    const confirmed = await api.request('/v2/checkout/confirm', {
      method: 'PATCH',
      token: buyer.auth.idToken,
      json: { transactionId: first.body.data.transactionId },
    });
    expect(confirmed.body.data.status).toBe('failed');
    expect((await initiate(buyer, body(1))).status).toBe(201);
  });
});

describe('Idempotency-Key on POST /checkout/initiate', () => {
  it('a retry with the same key answers the same order; a new key makes a new one', async () => {
    const { eventId, body } = await newEvent();
    const first = await initiate(buyer, body(2), 'key-retry-1');
    const again = await initiate(buyer, body(2), 'key-retry-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await ordersOf(eventId, buyer)).toHaveLength(1);
    expect((await initiate(buyer, body(2), 'key-retry-2')).body.data.order.id).not.toBe(
      first.body.data.order.id,
    );
  });

  it('the same key with a different body is a 422, and holds nothing', async () => {
    const { eventId, body } = await newEvent();
    expect((await initiate(buyer, body(1), 'key-body')).status).toBe(201);
    const other = await initiate(buyer, body(3), 'key-body');
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: 'invalid_request' });
    expect(await ordersOf(eventId, buyer)).toHaveLength(1);
  });

  it('a refused request frees its key: the retry runs again', async () => {
    const { eventId, body } = await newEvent(1);
    expect((await initiate(other, body(1))).status).toBe(201);
    expect((await initiate(buyer, body(1), 'key-sold-out')).status).toBe(409);
    expect((await initiate(buyer, body(1), 'key-sold-out')).body.error.details.reason).toBe(
      'sold_out',
    );
    expect(await ordersOf(eventId, buyer)).toHaveLength(0);
  });

  const concurrentRetries = async (key: string | undefined) => {
    const { eventId, body } = await newEvent();
    const answers = await Promise.all(
      Array.from({ length: RETRIES }, () => initiate(buyer, body(1), key)),
    );
    return { answers, held: await ordersOf(eventId, buyer) };
  };

  it(`${RETRIES} concurrent retries with one key make one hold`, { timeout: 60_000 }, async () => {
    const { answers, held } = await concurrentRetries('key-concurrent');
    expect(held).toHaveLength(1);
    for (const a of answers) {
      if (a.status === 201) expect(a.body.data.order.id).toBe(held[0]!.id);
      else
        expect(a.body.error).toMatchObject({
          code: 'conflict',
          details: { reason: 'request_in_progress' },
        });
    }
  });

  it('control: the same retries without a key make a hold each', { timeout: 60_000 }, async () => {
    const { answers, held } = await concurrentRetries(undefined);
    expect(answers.map((a) => a.status)).toEqual(Array(RETRIES).fill(201));
    expect(held).toHaveLength(RETRIES);
  });
});
