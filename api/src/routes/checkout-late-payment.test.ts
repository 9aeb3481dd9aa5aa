/**
 * Payments that arrive late, with an injected clock: after the hold expired, a payment completes
 * the order when stock is left and is refunded (provider refund called, ledger written) when it is
 * gone. A cancellation delivered before the payment does not lose the payment either.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import {
  createTicketedEvent,
  paidType,
  SANDBOX_SECRET,
  sendSandboxWebhook,
} from '../../test/ticketing-fixtures';
import { ledgerEntries, passes, sandboxSessions } from '../db/schema-ticketing';

let now = new Date();
const nowSeconds = () => Math.floor(now.getTime() / 1000);
let api: TestApi;
let first: { auth: { idToken: string } };
let second: { auth: { idToken: string } };
let hostId: string;

beforeAll(async () => {
  api = await startTestApi({
    clock: () => now,
    ticketing: { sandboxWebhookSecret: SANDBOX_SECRET },
  });
  hostId = (await api.createUser({ name: 'Host Person' })).user.id;
  first = await api.createUser({ name: 'First Buyer' });
  second = await api.createUser({ name: 'Second Buyer' });
});
afterAll(() => api?.close());

const buy = async (token: string, eventId: string, ticketTypeId: string, quantity = 1) => {
  const res = await api.request('/v2/checkout/initiate', {
    token,
    json: { eventId, items: [{ ticketTypeId, quantity }] },
  });
  return res;
};

const paymentFor = (transactionId: string, id: string) => ({
  id,
  type: 'checkout.completed',
  transactionId,
  paymentReference: `pi_${id}`,
});

/** Presses Pay on the sandbox's hosted page, as the buyer's browser would. */
const pay = async (checkoutUrl: string) => {
  const res = await fetch(`${api.origin}${checkoutUrl}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
};

const ledgerOf = async (orderId: string) =>
  (await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)))
    .map((l) => [l.kind, l.amountCents])
    .sort();

describe('late payments', () => {
  it('refunds a payment that arrives after the hold expired and the stock was sold', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(
      api,
      hostId,
      [paidType({ capacity: 1, priceCents: 1000 })],
      { now },
    );
    const typeId = ticketTypeIds[0]!;
    const held = await buy(first.auth.idToken, eventId, typeId);
    expect(held.status).toBe(201);
    // While held, nobody else can take the only seat.
    const blocked = await buy(second.auth.idToken, eventId, typeId);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.details).toEqual({ reason: 'sold_out' });

    now = new Date(now.getTime() + 11 * 60 * 1000); // the 10-minute hold has run out
    const taken = await buy(second.auth.idToken, eventId, typeId);
    expect(taken.status).toBe(201);
    await pay(taken.body.data.checkoutUrl);

    // The first buyer pays now (the provider's page stays open 30 minutes, longer than the hold):
    // no seat left, so the money is refunded, not oversold.
    await pay(held.body.data.checkoutUrl);
    const orderId = held.body.data.order.id;
    expect(await ledgerOf(orderId)).toEqual([
      ['charge', 1080],
      ['refund', -1080],
    ]);
    const [session] = await api.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, held.body.data.transactionId));
    expect(session?.refundedCents).toBe(1080); // the provider's refund was called
    const issued = await api.database.db.select().from(passes).where(eq(passes.eventId, eventId));
    expect(issued).toHaveLength(1);

    const result = await api.request('/v2/checkout/confirm', {
      method: 'PATCH',
      token: first.auth.idToken,
      json: { transactionId: held.body.data.transactionId },
    });
    expect(result.body.data).toMatchObject({ status: 'refunded', passes: [] });
    expect(result.body.data.message).toMatch(/refunded in full/);
    const receipts = await api.request('/v2/users/receipts', { token: first.auth.idToken });
    expect(receipts.body.data.receipts[0]).toMatchObject({
      status: 'refunded',
      refundedCents: 1080,
    });

    // Redelivery of the late payment changes nothing: still one charge, one refund.
    await sendSandboxWebhook(
      api,
      paymentFor(held.body.data.transactionId, 'evt_late'),
      nowSeconds(),
    );
    await sendSandboxWebhook(
      api,
      paymentFor(held.body.data.transactionId, 'evt_late_2'),
      nowSeconds(),
    );
    expect(await ledgerOf(orderId)).toEqual([
      ['charge', 1080],
      ['refund', -1080],
    ]);
  });

  it('completes a late payment when stock is still there', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(
      api,
      hostId,
      [paidType({ capacity: 5 })],
      {
        now,
      },
    );
    const held = await buy(first.auth.idToken, eventId, ticketTypeIds[0]!, 2);
    now = new Date(now.getTime() + 20 * 60 * 1000);
    await pay(held.body.data.checkoutUrl);
    const issued = await api.database.db.select().from(passes).where(eq(passes.eventId, eventId));
    expect(issued).toHaveLength(2);
  });

  it('a cancellation delivered before the payment does not lose the payment', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(
      api,
      hostId,
      [paidType({ capacity: 5 })],
      {
        now,
      },
    );
    const held = await buy(first.auth.idToken, eventId, ticketTypeIds[0]!);
    const transactionId = held.body.data.transactionId;
    await sendSandboxWebhook(
      api,
      { id: 'evt_cancel_first', type: 'checkout.canceled', transactionId },
      nowSeconds(),
    );
    await sendSandboxWebhook(api, paymentFor(transactionId, 'evt_paid_after'), nowSeconds());
    const issued = await api.database.db.select().from(passes).where(eq(passes.eventId, eventId));
    expect(issued).toHaveLength(1);
    expect(await ledgerOf(held.body.data.order.id)).toEqual([
      ['charge', 2625],
      ['platform_fee', 125],
    ]);
  });

  it('confirm reports an unpaid checkout whose hold ran out as expired', async () => {
    const { eventId, ticketTypeIds } = await createTicketedEvent(api, hostId, [paidType()], {
      now,
    });
    const held = await buy(second.auth.idToken, eventId, ticketTypeIds[0]!);
    now = new Date(now.getTime() + 31 * 60 * 1000);
    const res = await api.request('/v2/checkout/confirm', {
      method: 'PATCH',
      token: second.auth.idToken,
      json: { transactionId: held.body.data.transactionId },
    });
    expect(res.body.data).toMatchObject({ status: 'expired', order: { status: 'expired' } });
    const page = await (await fetch(`${api.origin}${held.body.data.checkoutUrl}`)).text();
    expect(page).toContain('This checkout has expired');
  });
});
