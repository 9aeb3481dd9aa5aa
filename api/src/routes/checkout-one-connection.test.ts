/**
 * POST /checkout/initiate on a PostgreSQL server takes a connection from the pool once for all of
 * its statements (db/one-connection.ts): under load every turn at the pool is a wait, and a free
 * RSVP took four. A paid checkout gives its connection back before it waits on the payment
 * provider, so no connection is held through a provider's call.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkedOut, turnsAtThePool } from '../../test/pool-turns';
import { recordingStripe } from '../../test/stripe-recording-fetch';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { hostPayoutAccounts } from '../db/schema-ticketing';
import type { PaymentProvider } from '../payments/payment-provider';
import { createStripeProvider } from '../payments/stripe-provider';

const onPostgres = inject('testDatabase').kind === 'postgres';

const stripe = createStripeProvider({
  secretKey: 'sk_test_one_connection',
  webhookSecret: 'whsec_test_one_connection',
  appOrigin: 'http://localhost:3000',
  config: recordingStripe().config,
});
/** Connections out of the pool each time the provider was asked for a checkout. */
const heldAtCheckout: number[] = [];
const provider: PaymentProvider = new Proxy(stripe, {
  get(target, property, receiver) {
    const value: unknown = Reflect.get(target, property, receiver);
    if (property !== 'createCheckout' || typeof value !== 'function') return value;
    return (...args: unknown[]) => {
      heldAtCheckout.push(checkedOut(api.database.db));
      return (value as (...a: unknown[]) => unknown).apply(target, args);
    };
  },
});

let api: TestApi;
let hostId: string;
let buyer: Awaited<ReturnType<TestApi['createUser']>>;

beforeAll(async () => {
  api = await startTestApi({ ticketing: { payments: provider } });
  hostId = (await api.createUser({ name: 'Pool Host' })).user.id;
  buyer = await api.createUser({ name: 'Pool Buyer' });
  await api.database.db
    .insert(hostPayoutAccounts)
    .values({ userId: hostId, provider: 'stripe', accountId: 'acct_pool_host' });
});
afterAll(() => api?.close());

const initiate = (eventId: string, ticketTypeId: string) =>
  api.request<{ data: { status: string } }>('/v2/checkout/initiate', {
    token: buyer.auth.idToken,
    json: { eventId, items: [{ ticketTypeId, quantity: 1 }] },
    headers: { 'idempotency-key': `one-connection-${eventId}` },
  });

describe.runIf(onPostgres)('POST /checkout/initiate and the pool', () => {
  it('a free RSVP takes one connection for its key, its mark, its transaction and its answer', async () => {
    const free = await createTicketedEvent(api, hostId, [paidType({ priceCents: 0 })]);
    const turns = await turnsAtThePool(api.database.db, async () => {
      const res = await initiate(free.eventId, free.ticketTypeIds[0]!);
      expect(res.status).toBe(201);
      expect(res.body.data.status).toBe('completed');
    });
    // One for the caller's row, read before the handler (a test server keeps no rows), and one
    // for the RSVP. Without onOneConnection its statements and transaction took 7 here.
    expect(turns).toBe(2);
    expect(checkedOut(api.database.db)).toBe(0);
  });

  it('a paid checkout holds no connection while the provider makes its checkout', async () => {
    const paid = await createTicketedEvent(api, hostId, [paidType()]);
    const res = await initiate(paid.eventId, paid.ticketTypeIds[0]!);
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('pending');
    expect(heldAtCheckout).toEqual([0]);
    expect(checkedOut(api.database.db)).toBe(0);
  });
});
