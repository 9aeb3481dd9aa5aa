/**
 * Refund requests over HTTP: the event's rule set at creation and edited (validated), a paid guest
 * asking under each rule, the host seeing requests in the guest list, approving (refunded through
 * the provider and the ledger, once, even when approvals race or the provider is down half-way)
 * or declining, and who may do each (visitor, stranger, guest, each co-host level, host). The
 * host's wallet still equals the provider's balance to the cent afterwards.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COHOST_PRIVILEGES, type CohostPrivilege } from 'contract';
import { onboard, wallet } from '../../test/money-fixtures';
import { booksOf, buyAndPay } from '../../test/refund-fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType } from '../../test/ticketing-fixtures';
import { connectedAccounts } from '../db/schema-money';
import { refundRequests } from '../db/schema-refunds';
import { notifications } from '../db/schema-social';
import { passes } from '../db/schema-ticketing';
import type { PaymentProvider } from '../payments/payment-provider';
import { createSandboxProvider, type SandboxProvider } from '../payments/sandbox-provider';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

let now = new Date();
const inDays = (days: number) => Math.floor(now.getTime() / 1000) + days * 86_400;
let api: TestApi;
let sandbox: SandboxProvider;
/** Provider calls named here fail (the provider is "down"). */
const failing = new Set<string>();
let sweep: () => Promise<void>;
let host: Person;
let stranger: Person;
const cohosts = {} as Record<CohostPrivilege, Person>;

beforeAll(async () => {
  const clock = () => now;
  let inner: SandboxProvider | null = null;
  const provider = new Proxy({} as SandboxProvider, {
    has: (_, key) => key === 'settle' || key === 'name',
    get(_, key: string) {
      if (key === 'name') return 'sandbox';
      if (key === 'requiresHostAccount') return false;
      if (failing.has(key)) return () => Promise.reject(new Error(`${key} is down (test)`));
      const value = (inner as unknown as Record<string, unknown>)[key];
      return typeof value === 'function' ? value.bind(inner) : value;
    },
  });
  api = await startTestApi({
    clock,
    ticketing: {
      payments: provider as PaymentProvider,
      cancellationSweepMs: 0,
      exposeCancellationSweep: (run) => (sweep = run),
    },
  });
  inner = createSandboxProvider({ db: api.database.db, clock });
  sandbox = inner;
  host = await api.createUser({ name: 'Refund Host' });
  stranger = await api.createUser({ name: 'Refund Stranger' });
  for (const level of COHOST_PRIVILEGES) {
    cohosts[level] = await api.createUser({ name: `Refund ${level}` });
  }
});
afterAll(() => api?.close());

/** An event of the host's with a paid type, under `rule`, with every co-host level on its team. */
async function refundableEvent(rule: {
  refundPolicy: 'none' | 'until' | 'request';
  refundsUntil?: Date;
}) {
  const created = await createTicketedEvent(api, host.user.id, [paidType({ priceCents: 2000 })], {
    now,
    ...rule,
  });
  for (const level of COHOST_PRIVILEGES) {
    await api.request('/v2/events/invitations/', {
      token: host.auth.idToken,
      json: { eventId: created.eventId, userId: cohosts[level].user.id, privilege: level },
    });
    await api.request('/v2/events/invitations/accept', {
      method: 'PATCH',
      token: cohosts[level].auth.idToken,
      json: { eventId: created.eventId },
    });
  }
  return { eventId: created.eventId, typeId: created.ticketTypeIds[0]! };
}

const ask = (who: Person | null, eventId: string, reason?: string) =>
  api.request('/v2/events/refund-request', {
    token: who?.auth.idToken,
    json: { eventId, ...(reason === undefined ? {} : { reason }) },
  });
const mine = (who: Person, eventId: string) =>
  api.request(`/v2/events/refund-request?eventId=${eventId}`, { token: who.auth.idToken });
const answer = (
  action: 'approve' | 'decline',
  who: Person | null,
  eventId: string,
  userId: string,
  message?: string,
) =>
  api.request(`/v2/events/hosts/refund-requests/${action}`, {
    token: who?.auth.idToken,
    json: { eventId, userId, ...(message === undefined ? {} : { message }) },
  });

describe('the refund rule on an event', () => {
  const base = () => ({
    name: 'Rule Party',
    startTime: inDays(10),
    timeZone: 'America/New_York',
    type: 'ticketed',
    ticketTypes: [{ name: 'Paid', priceCents: 1000, capacity: 10, maxPerOrder: 2 }],
  });
  const create = (json: Record<string, unknown>) =>
    api.request('/v2/events/', { token: host.auth.idToken, json: { ...base(), ...json } });

  it('is chosen at creation, "none" by default, and shown on the event', async () => {
    const plain = await create({});
    expect(plain.body.data.event).toMatchObject({ refundPolicy: 'none', refundsUntil: null });
    const until = await create({ refundPolicy: 'until', refundsUntil: inDays(5) });
    expect(until.status).toBe(201);
    expect(until.body.data.event).toMatchObject({ refundPolicy: 'until', refundsUntil: inDays(5) });
    const request = await create({ refundPolicy: 'request' });
    expect(request.body.data.event.refundPolicy).toBe('request');
  });

  it('refuses a rule that does not hold together (400 naming refundsUntil)', async () => {
    for (const json of [
      { refundPolicy: 'until' },
      { refundPolicy: 'until', refundsUntil: null },
      { refundPolicy: 'until', refundsUntil: inDays(11) },
      { refundPolicy: 'request', refundsUntil: inDays(5) },
      { refundsUntil: inDays(5) },
      { refundPolicy: 'sometimes' },
      { refundPolicy: 'until', refundsUntil: 'soon' },
    ]) {
      const res = await create(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });

  it('can be changed by editing, checked against the stored start', async () => {
    const created = await create({});
    const eventId = created.body.data.event.id;
    const edit = (json: Record<string, unknown>) =>
      api.request('/v2/events/', {
        method: 'PATCH',
        token: host.auth.idToken,
        json: { eventId, ...json },
      });
    expect((await edit({ refundPolicy: 'until' })).status).toBe(400);
    expect((await edit({ refundPolicy: 'until', refundsUntil: inDays(12) })).status).toBe(400);
    const ok = await edit({ refundPolicy: 'until', refundsUntil: inDays(3) });
    expect(ok.status).toBe(200);
    // Moving the start before the date is refused; changing the rule clears the date.
    expect((await edit({ startTime: inDays(2) })).status).toBe(400);
    const back = await edit({ refundPolicy: 'request' });
    expect(back.body.data.event).toMatchObject({ refundPolicy: 'request', refundsUntil: null });
  });
});

describe('asking under each rule', () => {
  it('no refunds: 409, and the guest is told why', async () => {
    const { eventId, typeId } = await refundableEvent({ refundPolicy: 'none' });
    const guest = await api.createUser({ name: 'None Guest' });
    await buyAndPay(api, guest, eventId, typeId);
    const res = await ask(guest, eventId);
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ reason: 'no_refunds' });
    const standing = (await mine(guest, eventId)).body.data;
    expect(standing).toMatchObject({
      refundPolicy: 'none',
      canAsk: false,
      refundableCents: 2110,
      cannotAskReason: 'The hosts do not give refunds for this event',
    });
  });

  it('until a date: served before it, 409 after', async () => {
    const { eventId, typeId } = await refundableEvent({
      refundPolicy: 'until',
      refundsUntil: new Date(now.getTime() + 2 * 86_400_000),
    });
    const early = await api.createUser({ name: 'Early Asker' });
    const late = await api.createUser({ name: 'Late Asker' });
    await buyAndPay(api, early, eventId, typeId);
    await buyAndPay(api, late, eventId, typeId);
    expect((await ask(early, eventId)).status).toBe(201);
    const saved = now;
    now = new Date(now.getTime() + 3 * 86_400_000);
    try {
      const res = await ask(late, eventId);
      expect(res.status).toBe(409);
      expect(res.body.error.details).toEqual({ reason: 'too_late' });
    } finally {
      now = saved;
    }
  });

  it('on request: one request per guest (asking again answers it), 404 without paid tickets', async () => {
    const { eventId, typeId } = await refundableEvent({ refundPolicy: 'request' });
    const guest = await api.createUser({ name: 'Asking Guest' });
    expect((await ask(guest, eventId)).status).toBe(404);
    await buyAndPay(api, guest, eventId, typeId, 2);
    const first = await ask(guest, eventId, '  I am ill  ');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      created: true,
      request: { status: 'pending', reason: 'I am ill', amountCents: 4220, currency: 'usd' },
    });
    const again = await ask(guest, eventId, 'Different words');
    expect(again.body.data).toMatchObject({
      created: false,
      request: { id: first.body.data.request.id },
    });
    const [told] = await api.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.actorId, guest.user.id));
    expect(told).toMatchObject({ userId: host.user.id, kind: 'refund_requested', eventId });
    expect((await ask(null, eventId)).status).toBe(401);
    expect((await ask(guest, 'nope')).status).toBe(404);
    const tooLong = await ask(guest, eventId, 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
  });
});

describe('the host answers', () => {
  it('sees requests in the guest list, filtered and counted', async () => {
    const { eventId, typeId } = await refundableEvent({ refundPolicy: 'request' });
    const asker = await api.createUser({ name: 'Listed Asker' });
    const quiet = await api.createUser({ name: 'Quiet Guest' });
    await buyAndPay(api, asker, eventId, typeId);
    await buyAndPay(api, quiet, eventId, typeId);
    await ask(asker, eventId, 'Cannot make it');
    const list = await api.request(`/v2/events/guests?eventId=${eventId}`, {
      token: cohosts.viewer.auth.idToken,
    });
    expect(list.body.data.refundRequests).toBe(1);
    const entry = list.body.data.guests.find(
      (g: { person: { id: string } }) => g.person.id === asker.user.id,
    );
    expect(entry.refundRequest).toMatchObject({ status: 'pending', reason: 'Cannot make it' });
    const only = await api.request(`/v2/events/guests?eventId=${eventId}&refundRequested=true`, {
      token: host.auth.idToken,
    });
    expect(only.body.data.guests.map((g: { person: { id: string } }) => g.person.id)).toEqual([
      asker.user.id,
    ]);
  });

  it('approve and decline: 401 visitor, 403 stranger, guest, door and viewer; served for co-host and host', async () => {
    const { eventId, typeId } = await refundableEvent({ refundPolicy: 'request' });
    const guests = await Promise.all(
      [0, 1, 2].map((i) => api.createUser({ name: `Answered ${i}` })),
    );
    for (const g of guests) {
      await buyAndPay(api, g, eventId, typeId);
      await ask(g, eventId);
    }
    const [a, b, c] = guests as [Person, Person, Person];
    for (const action of ['approve', 'decline'] as const) {
      expect((await answer(action, null, eventId, a.user.id)).status).toBe(401);
      for (const who of [stranger, b, cohosts.door, cohosts.viewer]) {
        const res = await answer(action, who, eventId, a.user.id);
        expect(res.status, `${action} as ${who.user.name}`).toBe(403);
      }
    }
    expect((await answer('approve', cohosts.cohost, eventId, a.user.id)).status).toBe(200);
    expect((await answer('approve', host, eventId, b.user.id)).status).toBe(200);
    const declined = await answer('decline', host, eventId, c.user.id, 'Tickets are final');
    expect(declined.status).toBe(200);
    expect(declined.body.data.request).toMatchObject({
      status: 'declined',
      answerMessage: 'Tickets are final',
    });
    // Answered the other way now: 409 both ways; and nobody who never asked: 404.
    expect((await answer('decline', host, eventId, a.user.id)).status).toBe(409);
    expect((await answer('approve', host, eventId, c.user.id)).status).toBe(409);
    expect((await answer('approve', host, eventId, stranger.user.id)).status).toBe(404);
    // The guest whose request was declined cannot ask again for the same tickets.
    const again = await ask(c, eventId);
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual({ reason: 'declined' });
    const told = await api.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, c.user.id));
    expect(told.map((t) => t.kind)).toContain('refund_declined');
  });

  it('approving refunds in full through the provider and the ledger, once, and the wallet still reconciles', async () => {
    const payee = await api.createUser({ name: 'Wallet Host' });
    await onboard(api, payee);
    const created = await createTicketedEvent(
      api,
      payee.user.id,
      [paidType({ priceCents: 2000 })],
      {
        now,
        refundPolicy: 'request',
      },
    );
    const eventId = created.eventId;
    const guest = await api.createUser({ name: 'Refunded Guest' });
    const { orderId } = await buyAndPay(api, guest, eventId, created.ticketTypeIds[0]!, 2);
    await buyAndPay(api, stranger, eventId, created.ticketTypeIds[0]!, 1);
    await ask(guest, eventId, 'Double booked');
    // Two approvals at once: one refund.
    const [one, two] = await Promise.all([
      answer('approve', payee, eventId, guest.user.id),
      answer('approve', payee, eventId, guest.user.id),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.data.refundedCents + two.body.data.refundedCents).toBe(4220);
    const books = (await booksOf(api.database.db, eventId)).find((b) => b.orderId === orderId)!;
    expect(books).toMatchObject({
      status: 'refunded',
      refundEntries: 1,
      refundedCents: 4220,
      providerRefundedCents: 4220,
    });
    const held = await api.database.db.select().from(passes).where(eq(passes.orderId, orderId));
    expect(held.map((p) => p.status)).toEqual(['refunded', 'refunded']);
    const [account] = await api.database.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.userId, payee.user.id));
    const theirs = await sandbox.getBalance(account!.accountId);
    const sum = (list: { amountCents: number }[]) => list.reduce((s, b) => s + b.amountCents, 0);
    const ours = await wallet(api, payee);
    // The stranger's 20.00 stays the host's (pending); the guest's 40.00 went back at once.
    expect({ available: ours.availableCents, pending: ours.pendingCents }).toEqual({
      available: sum(theirs.available),
      pending: sum(theirs.pending),
    });
    expect(ours).toMatchObject({ availableCents: -4000, pendingCents: 6000 });
    const standing = (await mine(guest, eventId)).body.data;
    expect(standing).toMatchObject({
      refundableCents: 0,
      canAsk: false,
      request: { status: 'approved' },
    });
  });

  it('an approval the provider failed half-way is finished by the sweep, nothing refunded twice', async () => {
    const { eventId, typeId } = await refundableEvent({ refundPolicy: 'request' });
    const guest = await api.createUser({ name: 'Outage Guest' });
    const { orderId } = await buyAndPay(api, guest, eventId, typeId);
    await ask(guest, eventId);
    failing.add('refund');
    let res;
    try {
      res = await answer('approve', host, eventId, guest.user.id);
    } finally {
      failing.delete('refund');
    }
    expect(res.status).toBe(502);
    const [request] = await api.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.userId, guest.user.id));
    expect(request).toMatchObject({ status: 'approved', settledAt: null });
    await sweep();
    await sweep();
    const books = (await booksOf(api.database.db, eventId)).find((b) => b.orderId === orderId)!;
    expect(books).toMatchObject({
      status: 'refunded',
      refundEntries: 1,
      providerRefundedCents: 2110,
    });
    const [settled] = await api.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, request!.id));
    expect(settled!.settledAt).not.toBeNull();
  });

  it('removing a guest closes their waiting request', async () => {
    const { eventId, typeId } = await refundableEvent({ refundPolicy: 'request' });
    const guest = await api.createUser({ name: 'Removed Asker' });
    await buyAndPay(api, guest, eventId, typeId);
    await ask(guest, eventId);
    const removed = await api.request('/v2/events/hosts/remove', {
      token: host.auth.idToken,
      json: { eventId, userId: guest.user.id },
    });
    expect(removed.status).toBe(200);
    expect((await mine(guest, eventId)).body.data.request.status).toBe('closed');
    const res = await answer('approve', host, eventId, guest.user.id);
    expect(res.body.data.refundedCents).toBe(0);
  });
});
