/**
 * Paid checkout through the sandbox provider over HTTP: the hosted page, Pay → signed webhook →
 * payment-return, confirm (with Idempotency-Key), duplicate and out-of-order webhooks, cancel,
 * receipts and the ledger.
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
import { ledgerEntries, orders, passes } from '../db/schema-ticketing';
import { ticketTypesForEvents } from '../tickets/ticket-types';

let api: TestApi;
let buyer: { auth: { idToken: string }; user: { id: string } };
let event: { eventId: string; ticketTypeIds: string[] };

beforeAll(async () => {
  api = await startTestApi({ ticketing: { sandboxWebhookSecret: SANDBOX_SECRET } });
  const host = await api.createUser({ name: 'Host Person' });
  buyer = await api.createUser({ name: 'Buyer Person' });
  event = await createTicketedEvent(api, host.user.id, [
    paidType({ name: 'General', priceCents: 2500, capacity: CAPACITY }),
  ]);
});
afterAll(() => api?.close());

/** Large enough that the per-person hold limit (hold-limit.ts) is not what this file tests. */
const CAPACITY = 100;

async function buy(quantity = 2) {
  const res = await api.request('/v2/checkout/initiate', {
    token: buyer.auth.idToken,
    json: { eventId: event.eventId, items: [{ ticketTypeId: event.ticketTypeIds[0], quantity }] },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

const confirm = (transactionId: string, key?: string) =>
  api.request('/v2/checkout/confirm', {
    method: 'PATCH',
    token: buyer.auth.idToken,
    json: { transactionId },
    headers: key ? { 'idempotency-key': key } : {},
  });

const remaining = async () =>
  (await ticketTypesForEvents(api.database.db, [event.eventId])).get(event.eventId)![0]!.remaining;

/** Submits the hosted page's form like a browser, without following the redirect. */
const pressButton = (checkoutUrl: string, button: 'pay' | 'cancel') =>
  fetch(`${api.origin}${checkoutUrl}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });

describe('paid checkout through the sandbox', () => {
  it('holds the tickets, pays on the hosted page and confirms with the passes', async () => {
    const started = await buy(2);
    expect(started).toMatchObject({
      status: 'pending',
      order: {
        status: 'pending',
        provider: 'sandbox',
        subtotalCents: 5000,
        feeCents: 250,
        totalCents: 5250,
      },
    });
    expect(started.transactionId).toMatch(/^sbx_/);
    expect(started.checkoutUrl).toBe(`/v2/payments/sandbox/checkout/${started.transactionId}`);
    expect(started.expiresAt - Date.now() / 1000).toBeGreaterThan(9 * 60);
    expect(await remaining()).toBe(CAPACITY - 2);

    const page = await fetch(`${api.origin}${started.checkoutUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Test Concert');
    expect(html).toContain('$52.50');
    expect(html).toContain('name="viewport"');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    const pending = await confirm(started.transactionId);
    expect(pending.body.data).toMatchObject({ status: 'pending', passes: [] });

    const paid = await pressButton(started.checkoutUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `/app/event/${event.eventId}/payment-return?transaction_id=${started.transactionId}&event_id=${event.eventId}`,
    );

    const done = await confirm(started.transactionId, 'confirm-1');
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'completed', order: { status: 'completed' } });
    expect(done.body.data.passes).toHaveLength(2);
    const tokens = done.body.data.passes.map((p: { qrToken: string }) => p.qrToken);
    expect(new Set(tokens).size).toBe(2);

    // The ledger has the charge and the platform's fee, once.
    const ledger = await api.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, started.order.id));
    expect(ledger.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['charge', 5250],
      ['platform_fee', 250],
    ]);

    // Idempotency-Key replays the first answer; the same key on another request is refused.
    const replay = await confirm(started.transactionId, 'confirm-1');
    expect(replay.body).toEqual(done.body);
    const other = await buy(1);
    const misuse = await confirm(other.transactionId, 'confirm-1');
    expect(misuse.status).toBe(422);
    expect(misuse.body.error.message).toMatch(/Idempotency-Key was already used/);

    // The page of a paid checkout says so and offers the way back.
    const after = await (await fetch(`${api.origin}${started.checkoutUrl}`)).text();
    expect(after).toContain('already been paid');
  });

  it('a duplicate or out-of-order webhook creates one order and one set of passes', async () => {
    const started = await buy(3);
    const now = Math.floor(Date.now() / 1000);
    const completed = {
      id: 'evt_dup_1',
      type: 'checkout.completed',
      transactionId: started.transactionId,
      paymentReference: 'pi_dup_1',
    };
    // The provider must also consider it paid for confirm; the webhook alone drives this test.
    const first = await sendSandboxWebhook(api, completed, now);
    const again = await sendSandboxWebhook(api, completed, now);
    const sameIdNewEvent = await sendSandboxWebhook(api, { ...completed, id: 'evt_dup_2' }, now);
    const lateCancel = await sendSandboxWebhook(
      api,
      { id: 'evt_dup_3', type: 'checkout.canceled', transactionId: started.transactionId },
      now,
    );
    expect([first, again, sameIdNewEvent, lateCancel].map((r) => r.status)).toEqual([
      200, 200, 200, 200,
    ]);
    expect(again.body.data.duplicate).toBe(true);

    const [order] = await api.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, started.order.id));
    expect(order?.status).toBe('completed');
    const issued = await api.database.db
      .select()
      .from(passes)
      .where(eq(passes.orderId, started.order.id));
    expect(issued).toHaveLength(3);
    const charges = await api.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, started.order.id));
    expect(charges.filter((l) => l.kind === 'charge')).toHaveLength(1);
  });

  it('the webhook and confirms racing on one payment issue one set of passes', async () => {
    const started = await buy(2);
    const [paid, ...confirms] = await Promise.all([
      pressButton(started.checkoutUrl, 'pay'),
      ...Array.from({ length: 5 }, () => confirm(started.transactionId)),
    ]);
    expect(paid.status).toBe(303);
    for (const res of confirms) expect(['pending', 'completed']).toContain(res.body.data.status);
    const final = await confirm(started.transactionId);
    expect(final.body.data.passes).toHaveLength(2);
    const issued = await api.database.db
      .select()
      .from(passes)
      .where(eq(passes.orderId, started.order.id));
    expect(issued).toHaveLength(2);
  });

  it('an unknown checkout is a 404, on the page and on its buttons', async () => {
    const page = await fetch(`${api.origin}/v2/payments/sandbox/checkout/sbx_nope`);
    expect(page.status).toBe(404);
    const pay = await pressButton('/v2/payments/sandbox/checkout/sbx_nope', 'pay');
    expect(pay.status).toBe(404);
  });

  it('refuses webhooks that are not signed by the sandbox', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await sendSandboxWebhook(
      api,
      { id: 'evt_forged', type: 'checkout.completed', transactionId: 'sbx_x' },
      now,
      'not-the-secret',
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toMatch(/signature does not match/);
    const unsigned = await api.request('/v2/payments/webhooks/sandbox', {
      json: { id: 'evt_unsigned', type: 'checkout.completed' },
    });
    expect(unsigned.status).toBe(400);
  });

  it('cancel on the hosted page fails the order and releases the hold', async () => {
    const before = await remaining();
    const started = await buy(1);
    expect(await remaining()).toBe(before - 1);
    const cancelled = await pressButton(started.checkoutUrl, 'cancel');
    expect(cancelled.status).toBe(303);
    const result = await confirm(started.transactionId, 'cancel-key');
    expect(result.body.data).toMatchObject({ status: 'failed', passes: [] });
    expect(result.body.data.message).toMatch(/did not go through/);
    expect(await remaining()).toBe(before);
  });

  it('receipts list orders with lines, fees and status; paid passes cannot be left', async () => {
    const res = await api.request('/v2/users/receipts', { token: buyer.auth.idToken });
    expect(res.status).toBe(200);
    const completed = res.body.data.receipts.find(
      (r: { status: string; items: { quantity: number }[] }) =>
        r.status === 'completed' && r.items[0]?.quantity === 2,
    );
    expect(completed).toMatchObject({
      event: { id: event.eventId, name: 'Test Concert' },
      subtotalCents: 5000,
      feeCents: 250,
      totalCents: 5250,
      refundedCents: 0,
      items: [
        { name: 'General', quantity: 2, unitPriceCents: 2500, unitFeeCents: 125, totalCents: 5250 },
      ],
    });
    expect(res.body.data.receipts.some((r: { status: string }) => r.status === 'failed')).toBe(
      true,
    );

    const leave = await api.request(`/v2/events/leave?eventId=${event.eventId}`, {
      method: 'DELETE',
      token: buyer.auth.idToken,
    });
    expect(leave.status).toBe(409);
    expect(leave.body.error.message).toBe(
      "Paid tickets can't be cancelled here; ask the host for a refund",
    );
  });

  it('confirm answers 404 for a transaction that is not the caller’s', async () => {
    const stranger = await api.createUser({ name: 'Stranger Person' });
    const started = await buy(1);
    const res = await api.request('/v2/checkout/confirm', {
      method: 'PATCH',
      token: stranger.auth.idToken,
      json: { transactionId: started.transactionId },
    });
    expect(res.status).toBe(404);
  });

  it('payment-setup opens a card-saving page on the buyer’s one customer', async () => {
    const first = await api.request('/v2/checkout/payment-setup', {
      token: buyer.auth.idToken,
      json: {},
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ provider: 'sandbox' });
    expect(first.body.data.setupId).toMatch(/^seti_sbx_/);
    expect(first.body.data.setupUrl).toBe(`/v2/payments/sandbox/setup/${first.body.data.setupId}`);
    const second = await api.request('/v2/checkout/payment-setup', {
      token: buyer.auth.idToken,
      json: {},
    });
    expect(second.body.data.customerId).toBe(first.body.data.customerId);
    expect(second.body.data.setupId).not.toBe(first.body.data.setupId);
  });
});
