/**
 * Closing the server waits for handlers still running, even when their client has gone, before
 * anything closes under them (in-flight-handlers.ts). The server test pauses a free RSVP inside its
 * transaction, drops its connection, closes the server and shows that the close is still waiting;
 * then lets the RSVP go on and finds its order written and its Idempotency-Key answered.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutPauser } from '../../test/checkout-pauser';
import { sleep } from '../../test/race-tools';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent } from '../../test/ticketing-fixtures';
import { idempotencyKeys, orders } from '../db/schema-ticketing';
import { createInFlightHandlers } from './in-flight-handlers';

describe('createInFlightHandlers', () => {
  it('is drained at once with nothing running, and once the last running handler ends', async () => {
    const handlers = createInFlightHandlers();
    expect(await handlers.drained(1_000)).toBe(true);
    const first = handlers.begin();
    const second = handlers.begin();
    let drained: boolean | undefined;
    const waiting = handlers.drained(5_000).then((answer) => (drained = answer));
    first();
    // Ending one twice counts it once: the other is still running.
    first();
    await sleep(20);
    expect(handlers.running()).toBe(1);
    expect(drained).toBeUndefined();
    second();
    await waiting;
    expect(drained).toBe(true);
    expect(handlers.running()).toBe(0);
  });

  it('gives up after the grace period with a handler still running', async () => {
    const handlers = createInFlightHandlers();
    handlers.begin();
    expect(await handlers.drained(30)).toBe(false);
    expect(handlers.running()).toBe(1);
  });
});

describe('closing the server', () => {
  const pauser = checkoutPauser();
  let api: TestApi;
  /** The key's answer as the next step of closing finds it, once closing gets there. */
  let keyAtNextStep: number | null | undefined;

  const keyStatus = async (key: string) => {
    const [row] = await api.database.db
      .select({ status: idempotencyKeys.responseStatus })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    return row?.status ?? null;
  };

  beforeAll(async () => {
    api = await startTestApi({
      ticketing: { afterTypesLocked: pauser.hook },
      // Runs after buildServer's own preClose hook: the step closing takes once that has waited.
      extend: (app) =>
        app.addHook('preClose', async () => {
          keyAtNextStep = await keyStatus('closing-rsvp');
        }),
    });
  });
  afterAll(() => api?.close());

  it('counts a handler out when it answers and when it throws', async () => {
    const guest = await api.createUser({ name: 'Counted Guest' });
    const token = guest.auth.idToken;
    expect((await api.request('/v2/users/', { token })).status).toBe(200);
    const missing = await api.request('/v2/events/?eventId=00000000-0000-4000-8000-000000000000', {
      token,
    });
    expect(missing.status).toBe(404);
    expect(api.app.inFlightHandlers.running()).toBe(0);
  });

  it('waits for an RSVP whose client went away, and the RSVP finishes whole', async () => {
    const host = await api.createUser({ name: 'Closing Host' });
    const guest = await api.createUser({ name: 'Closing Guest' });
    const { eventId, ticketTypeIds } = await createTicketedEvent(api, host.user.id, [], {
      type: 'simpleRsvp',
    });
    const paused = pauser.pauseNext();
    const client = new AbortController();
    const rsvp = fetch(`${api.origin}/v2/checkout/initiate`, {
      method: 'POST',
      signal: client.signal,
      headers: {
        authorization: `Bearer ${guest.auth.idToken}`,
        'content-type': 'application/json',
        'idempotency-key': 'closing-rsvp',
      },
      body: JSON.stringify({ eventId, items: [{ ticketTypeId: ticketTypeIds[0], quantity: 1 }] }),
    }).catch((error: unknown) => error);
    await paused.typesLocked;
    client.abort();
    expect(await rsvp).toMatchObject({ name: 'AbortError' });

    const closing = api.app.close();
    // The RSVP is still inside its transaction: closing must not go on meanwhile.
    await sleep(300);
    expect(keyAtNextStep).toBeUndefined();
    paused.resume();
    await vi.waitFor(() => expect(keyAtNextStep).toBeDefined(), { timeout: 10_000 });
    expect(keyAtNextStep).toBe(201);
    const written = await api.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.eventId, eventId), eq(orders.buyerId, guest.user.id)));
    expect(written.map((order) => order.status)).toEqual(['completed']);

    // The test's own keep-alive connections would hold the close until its client lets them go.
    api.app.server.closeAllConnections();
    await closing;
  });
});
