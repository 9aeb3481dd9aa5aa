/**
 * An Idempotency-Key claimed by a request that died before answering (its process crashed or was
 * killed) is not refused for ever: past ABANDONED_CLAIM_MS the next request with the key runs in
 * its place. The crash is what the database is left with: a claim row, unanswered, written here
 * as the dead request wrote it. And a request whose claim was taken over, should it finish after
 * all, leaves the key to the request that took it (PostgreSQL only: on PGlite's one connection the
 * second request cannot claim while the first is inside its transaction).
 * Keys go after IDEMPOTENCY_KEY_RETENTION_DAYS (the retention sweep).
 * The happy paths (a retry answers the first order, another body is a 422, a refusal frees the key,
 * concurrent retries hold once) are in routes/checkout-holds.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkoutPauser } from '../../test/checkout-pauser';
import { untilASessionWaits } from '../../test/race-tools';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { idempotencyKeys, orders } from '../db/schema-ticketing';
import { ABANDONED_CLAIM_MS, requestHash } from './idempotency';
import { IDEMPOTENCY_KEY_RETENTION_DAYS, pruneIdempotencyKeys } from './prune-idempotency-keys';

const ROUTE = 'checkout.initiate';
const onPostgres = inject('testDatabase').kind === 'postgres';
const pauser = checkoutPauser();

let api: TestApi;
type Person = Awaited<ReturnType<TestApi['createUser']>>;
let host: Person;
let buyer: Person;

beforeAll(async () => {
  api = await startTestApi({ ticketing: { afterTypesLocked: pauser.hook } });
  [host, buyer] = await Promise.all([
    api.createUser({ name: 'Key Host' }),
    api.createUser({ name: 'Key Buyer' }),
  ]);
});
afterAll(() => api?.close());

async function paidEvent() {
  const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [paidType()]);
  return { eventId, body: { eventId, items: [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }] } };
}

const initiate = (body: unknown, key: string) =>
  api.request('/v2/checkout/initiate', {
    token: buyer.auth.idToken,
    json: body,
    headers: { 'idempotency-key': key },
  });

const keyRow = async (key: string) => {
  const [row] = await api.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, buyer.user.id), eq(idempotencyKeys.key, key)));
  return row;
};

const ordersOf = (eventId: string) =>
  api.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.buyerId, buyer.user.id)));

/** The claim a request leaves when it dies between claiming `key` and answering, `ageMs` ago. */
async function claimLeftBehind(key: string, body: unknown, ageMs: number) {
  await api.database.db.insert(idempotencyKeys).values({
    userId: buyer.user.id,
    route: ROUTE,
    key,
    requestHash: requestHash(body),
    responseStatus: 0,
    responseBody: {},
    createdAt: new Date(Date.now() - ageMs),
  });
}

describe('a claim its request never answered', () => {
  it('is taken over once it is older than ABANDONED_CLAIM_MS: the checkout runs once, and its answer is kept', async () => {
    const { eventId, body } = await paidEvent();
    await claimLeftBehind('crashed-long-ago', body, ABANDONED_CLAIM_MS + 60_000);
    const taken = await initiate(body, 'crashed-long-ago');
    expect(taken.status).toBe(201);
    const held = await ordersOf(eventId);
    expect(held.map((order) => order.id)).toEqual([taken.body.data.order.id]);
    expect(await keyRow('crashed-long-ago')).toMatchObject({ responseStatus: 201 });
    // The retry after that is answered the same order.
    const again = await initiate(body, 'crashed-long-ago');
    expect(again.body.data).toEqual(taken.body.data);
    expect(await ordersOf(eventId)).toHaveLength(1);
  });

  it('is still refused as in progress while younger than that', async () => {
    const { eventId, body } = await paidEvent();
    await claimLeftBehind('maybe-running', body, 30_000);
    const refused = await initiate(body, 'maybe-running');
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual({ reason: 'request_in_progress' });
    expect(await ordersOf(eventId)).toHaveLength(0);
  });

  it('is not taken over by another request with the key: that is a 422', async () => {
    const { eventId, body } = await paidEvent();
    await claimLeftBehind('crashed-other-body', body, ABANDONED_CLAIM_MS + 60_000);
    const other = { ...body, items: [{ ...body.items[0]!, quantity: 2 }] };
    expect((await initiate(other, 'crashed-other-body')).status).toBe(422);
    expect(await keyRow('crashed-other-body')).toMatchObject({ responseStatus: 0 });
    expect(await ordersOf(eventId)).toHaveLength(0);
  });
});

describe.runIf(onPostgres)('a request whose claim was taken over while it ran', () => {
  it('finishes without answering the key, which waits for the request that took it', async () => {
    const { eventId, body } = await paidEvent();
    const key = 'slow-then-taken-over';
    const slowPaused = pauser.pauseNext();
    const slow = initiate(body, key);
    await slowPaused.typesLocked;
    // It has been running for longer than any request runs: as if its process had hung.
    await api.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - ABANDONED_CLAIM_MS - 60_000) })
      .where(eq(idempotencyKeys.key, key));

    const takerPaused = pauser.pauseNext();
    const taker = initiate(body, key);
    // The taker has claimed the key and waits for the event's row lock, which the slow one holds.
    await untilASessionWaits(api);
    slowPaused.resume();
    const slowAnswer = await slow;
    expect(slowAnswer.status).toBe(201);
    await takerPaused.typesLocked;
    // The slow request is done; the key is still the taker's claim, not the slow one's answer.
    expect(await keyRow(key)).toMatchObject({ responseStatus: 0 });

    takerPaused.resume();
    const takerAnswer = await taker;
    expect(takerAnswer.status).toBe(201);
    expect(takerAnswer.body.data.order.id).not.toBe(slowAnswer.body.data.order.id);
    const stored = await keyRow(key);
    expect(stored?.responseStatus).toBe(201);
    expect(stored?.responseBody).toEqual(takerAnswer.body.data);
    expect(await ordersOf(eventId)).toHaveLength(2);
  });
});

describe('the retention sweep', () => {
  it(`deletes keys older than ${IDEMPOTENCY_KEY_RETENTION_DAYS} days and keeps the others`, async () => {
    const { body } = await paidEvent();
    const retention = IDEMPOTENCY_KEY_RETENTION_DAYS * 86_400_000;
    await claimLeftBehind('a-week-and-a-day', body, retention + 86_400_000);
    await claimLeftBehind('six-days', body, retention - 86_400_000);
    expect(await pruneIdempotencyKeys(api.database.db, new Date())).toBe(1);
    expect(await keyRow('a-week-and-a-day')).toBeUndefined();
    expect(await keyRow('six-days')).toBeDefined();
  });
});
