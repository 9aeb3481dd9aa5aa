/**
 * Saved cards over HTTP with the sandbox provider: a buyer ticks "Save this card" and pays on the
 * sandbox's page with a typed card, which is then listed; the next order is paid with it at once,
 * with no page; a card saved without paying (payment-setup's page); a card the bank declines
 * releases the hold; one whose bank asks to confirm waits at the page; and only its owner can see
 * or remove a card (each role of the new calls, beside the route × role matrix).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { orders, sandboxSessions } from '../db/schema-ticketing';

type Caller = Awaited<ReturnType<TestApi['createUser']>>;

let api: TestApi;
let host: Caller;
let buyer: Caller;
let stranger: Caller;
let event: { eventId: string; ticketTypeIds: string[] };

beforeAll(async () => {
  api = await startTestApi();
  host = await api.createUser({ name: 'Card Host' });
  buyer = await api.createUser({ name: 'Card Buyer' });
  stranger = await api.createUser({ name: 'Card Stranger' });
  event = await createTicketedEvent(api, host.user.id, [paidType({ capacity: 20 })]);
});
afterAll(() => api?.close());

/** A sandbox page's form, submitted like a browser (no redirect followed). */
const submit = (path: string, fields: Record<string, string> = {}) =>
  fetch(`${api.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

const initiate = (who: Caller, extra: Record<string, unknown> = {}, eventId = event.eventId) =>
  api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json: { eventId, items: [{ ticketTypeId: event.ticketTypeIds[0], quantity: 1 }], ...extra },
  });

const cards = async (who: Caller) => {
  const res = await api.request('/v2/checkout/payment-methods', { token: who.auth.idToken });
  expect(res.status).toBe(200);
  return res.body.data.paymentMethods as { id: string; brand: string; last4: string }[];
};

/** Saves `cardNumber` through payment-setup's page; answers the saved card's id. */
async function saveThroughSetup(who: Caller, cardNumber: string): Promise<string> {
  const setup = await api.request('/v2/checkout/payment-setup', {
    token: who.auth.idToken,
    json: {},
  });
  expect(setup.status).toBe(201);
  const saved = await submit(`${setup.body.data.setupUrl}/save`, {
    cardNumber,
    cardExpiry: '11 / 39',
    cardCvc: '321',
  });
  expect(saved.status).toBe(303);
  const last4 = cardNumber.replace(/\s/g, '').slice(-4);
  return (await cards(who)).find((c) => c.last4 === last4)!.id;
}

const card = { cardNumber: '5555 5555 5555 4444', cardExpiry: '04 / 40', cardCvc: '123' };

describe('saving a card at checkout', () => {
  it('asks the page to save the card paid with, and lists it (brand, last four, expiry only)', async () => {
    expect(await cards(buyer)).toEqual([]);
    const started = await initiate(buyer, { savePaymentMethod: true });
    expect(started.status).toBe(201);
    const page = await (await fetch(`${api.origin}${started.body.data.checkoutUrl}`)).text();
    expect(page).toContain('name="cardNumber"');
    expect(page).toContain('This card will be saved for your next purchase');

    const paid = await submit(`${started.body.data.checkoutUrl}/pay`, card);
    expect(paid.status).toBe(303);
    const confirmed = await api.request('/v2/checkout/confirm', {
      method: 'PATCH',
      token: buyer.auth.idToken,
      json: { transactionId: started.body.data.transactionId },
    });
    expect(confirmed.body.data.status).toBe('completed');
    expect(await cards(buyer)).toEqual([
      {
        id: expect.stringMatching(/^pm_sbx_/),
        brand: 'mastercard',
        last4: '4444',
        expMonth: 4,
        expYear: 2040,
      },
    ]);
  });

  it('saves nothing when the buyer did not ask, whatever card pays', async () => {
    const other = await api.createUser({ name: 'Card No Save' });
    const started = await initiate(other);
    const page = await (await fetch(`${api.origin}${started.body.data.checkoutUrl}`)).text();
    expect(page).not.toContain('will be saved');
    expect((await submit(`${started.body.data.checkoutUrl}/pay`, card)).status).toBe(303);
    expect(await cards(other)).toEqual([]);
  });

  it('shows the page again, saying why, for a card a provider would refuse; nothing is paid', async () => {
    const started = await initiate(buyer, { savePaymentMethod: true });
    const url = started.body.data.checkoutUrl as string;
    for (const [fields, problem] of [
      [{ ...card, cardNumber: '4242 4242 4242 4241' }, 'That card number is not valid.'],
      [{ ...card, cardExpiry: '01 / 20' }, 'That card has expired.'],
      [{ ...card, cardExpiry: '13 / 40' }, 'Give the expiry date as MM / YY.'],
      [{ ...card, cardCvc: '1' }, 'The security code is 3 or 4 digits.'],
    ] as const) {
      const refused = await submit(`${url}/pay`, fields);
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain(problem);
    }
    const [session] = await api.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, started.body.data.transactionId));
    expect(session!.status).toBe('open');
    expect((await submit(`${url}/cancel`)).status).toBe(303);
  });

  it('refuses to save a new card and pay with a saved one in the same order', async () => {
    const [saved] = await cards(buyer);
    const res = await initiate(buyer, { savePaymentMethod: true, paymentMethodId: saved!.id });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ field: 'savePaymentMethod' });
  });
});

describe('paying with a saved card', () => {
  it('charges it at once: the answer is the completed order with its passes, no page', async () => {
    const [saved] = await cards(buyer);
    const res = await initiate(buyer, { paymentMethodId: saved!.id });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('completed');
    expect(res.body.data.order.status).toBe('completed');
    expect(res.body.data.passes).toHaveLength(1);
    const [order] = await api.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.body.data.order.id));
    expect(order!.paymentReference).toMatch(/^pi_sbx_/);
    expect(order!.checkoutUrl).toBeNull();
  });

  it('a retry with the same Idempotency-Key answers the same order, charged once', async () => {
    const [saved] = await cards(buyer);
    const send = () =>
      api.request('/v2/checkout/initiate', {
        token: buyer.auth.idToken,
        headers: { 'idempotency-key': 'saved-card-retry-1' },
        json: {
          eventId: event.eventId,
          items: [{ ticketTypeId: event.ticketTypeIds[0], quantity: 1 }],
          paymentMethodId: saved!.id,
        },
      });
    const first = await send();
    const again = await send();
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    const charges = await api.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.orderId, first.body.data.order.id));
    expect(charges).toHaveLength(1);
  });

  it('a declined card fails the order and gives its seats back at once', async () => {
    const tight = await createTicketedEvent(api, host.user.id, [paidType({ capacity: 1 })]);
    const declining = await saveThroughSetup(buyer, '4000 0000 0000 0341');
    const res = await api.request('/v2/checkout/initiate', {
      token: buyer.auth.idToken,
      json: {
        eventId: tight.eventId,
        items: [{ ticketTypeId: tight.ticketTypeIds[0], quantity: 1 }],
        paymentMethodId: declining,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ reason: 'card_declined' });
    expect(res.body.error.message).toBe('Your card was declined. Pay with another card.');
    const other = await api.request('/v2/checkout/initiate', {
      token: stranger.auth.idToken,
      json: {
        eventId: tight.eventId,
        items: [{ ticketTypeId: tight.ticketTypeIds[0], quantity: 1 }],
      },
    });
    expect(other.status).toBe(201); // the only seat was not kept by the declined order
  });

  it('a card whose bank asks to confirm waits at the page, then completes like any checkout', async () => {
    const confirming = await saveThroughSetup(buyer, '4000 0027 6000 3184');
    const res = await initiate(buyer, { paymentMethodId: confirming });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('pending');
    const page = await (await fetch(`${api.origin}${res.body.data.checkoutUrl}`)).text();
    expect(page).toContain(
      'Your bank asks you to confirm this payment with your saved Visa ending 3184',
    );
    expect(page).not.toContain('name="cardNumber"');
    expect((await submit(`${res.body.data.checkoutUrl}/pay`)).status).toBe(303);
    const confirmed = await api.request('/v2/checkout/confirm', {
      method: 'PATCH',
      token: buyer.auth.idToken,
      json: { transactionId: res.body.data.transactionId },
    });
    expect(confirmed.body.data.status).toBe('completed');
  });

  it('on an event that needs approval, the card is only authorised: the order waits', async () => {
    const approval = await createTicketedEvent(api, host.user.id, [paidType()], {
      requiresApproval: true,
    });
    const [, , saved] = await cards(buyer); // the Mastercard, saved first
    expect(saved!.last4).toBe('4444');
    const res = await api.request('/v2/checkout/initiate', {
      token: buyer.auth.idToken,
      json: {
        eventId: approval.eventId,
        items: [{ ticketTypeId: approval.ticketTypeIds[0], quantity: 1 }],
        paymentMethodId: saved!.id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('completed');
    expect(res.body.data.order.status).toBe('awaiting_approval');
    const [session] = await api.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.orderId, res.body.data.order.id));
    expect(session!.hold).toBe('authorized');
  });

  it('another person’s card, or one never saved, is refused and the hold released', async () => {
    const [theirs] = await cards(buyer);
    for (const [who, id] of [
      [stranger, theirs!.id],
      [buyer, 'pm_sbx_never_saved'],
    ] as const) {
      const res = await initiate(who, { paymentMethodId: id });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual({ field: 'paymentMethodId' });
    }
    const held = await api.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.buyerId, stranger.user.id), eq(orders.eventId, event.eventId)));
    expect(held.map((o) => o.status)).toEqual(['failed']);
  });

  it('an id that is not a card id at all is refused at the edge', async () => {
    const res = await initiate(buyer, { paymentMethodId: 'pm/../x' });
    expect(res.status).toBe(400);
  });
});

describe('payment-setup: saving a card without paying', () => {
  it('the page saves the typed card and returns to the settings page', async () => {
    const saver = await api.createUser({ name: 'Card Saver' });
    const setup = await api.request('/v2/checkout/payment-setup', {
      token: saver.auth.idToken,
      json: {},
    });
    const page = await fetch(`${api.origin}${setup.body.data.setupUrl}`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('Save a card for later');
    const saved = await submit(`${setup.body.data.setupUrl}/save`, {
      cardNumber: '3782 822463 10005',
      cardExpiry: '09/2031',
      cardCvc: '1234',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/app/user/settings');
    expect(await cards(saver)).toMatchObject([{ brand: 'amex', last4: '0005', expYear: 2031 }]);
    // Used once: the page now says so, and a second save adds nothing.
    expect(await (await fetch(`${api.origin}${setup.body.data.setupUrl}`)).text()).toContain(
      'Your card is saved.',
    );
    await submit(`${setup.body.data.setupUrl}/save`, card);
    expect(await cards(saver)).toHaveLength(1);
  });

  it('cancel saves nothing; a refused card shows the page again', async () => {
    const saver = await api.createUser({ name: 'Card Leaver' });
    const setup = await api.request('/v2/checkout/payment-setup', {
      token: saver.auth.idToken,
      json: {},
    });
    const refused = await submit(`${setup.body.data.setupUrl}/save`, {
      ...card,
      cardNumber: '1234',
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('That card number is not valid.');
    expect((await submit(`${setup.body.data.setupUrl}/cancel`)).status).toBe(303);
    expect(await cards(saver)).toEqual([]);
  });
});

describe('GET and DELETE /checkout/payment-methods, per role', () => {
  it('each person sees their own cards only; a visitor must sign in', async () => {
    expect((await cards(buyer)).length).toBeGreaterThan(0);
    expect(await cards(stranger)).toEqual([]);
    expect(await cards(host)).toEqual([]);
    expect((await api.request('/v2/checkout/payment-methods')).status).toBe(401);
  });

  it('only the owner removes a card; then it is gone, and removing again is not found', async () => {
    const [mine] = await cards(buyer);
    const before = (await cards(buyer)).length;
    const path = `/v2/checkout/payment-methods/${mine!.id}`;
    expect((await api.request(path, { method: 'DELETE' })).status).toBe(401);
    const stolen = await api.request(path, { method: 'DELETE', token: stranger.auth.idToken });
    expect(stolen.status).toBe(404);
    expect(await cards(buyer)).toHaveLength(before);
    const removed = await api.request(path, { method: 'DELETE', token: buyer.auth.idToken });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: true });
    expect((await cards(buyer)).map((c) => c.id)).not.toContain(mine!.id);
    expect((await api.request(path, { method: 'DELETE', token: buyer.auth.idToken })).status).toBe(
      404,
    );
    // A removed card cannot pay any more.
    expect((await initiate(buyer, { paymentMethodId: mine!.id })).status).toBe(400);
  });

  it('an id that is not a card id is refused at the edge', async () => {
    const res = await api.request('/v2/checkout/payment-methods/not%20an%20id', {
      method: 'DELETE',
      token: buyer.auth.idToken,
    });
    expect(res.status).toBe(400);
  });
});
