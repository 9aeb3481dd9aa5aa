/**
 * Approve, deny and remove over HTTP, with the sandbox provider behind a switch that makes it fail:
 * who may call them, a free request waiting as pending, a paid one authorised then captured or
 * released, the 7-day release on an advanced clock, removal with its refund (once, even when
 * removes race, with a control run that shows the race test can fail), and a provider failure that
 * leaves nothing half-done.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createTicketedEvent, paidType, SANDBOX_SECRET } from '../../test/ticketing-fixtures';
import { notifications } from '../db/schema-social';
import { ledgerEntries, orders, passes, sandboxSessions } from '../db/schema-ticketing';
import type { PaymentProvider } from '../payments/payment-provider';
import { createSandboxProvider, type SandboxProvider } from '../payments/sandbox-provider';
import type { TicketingOptions } from './ticketing';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

/** A sandbox provider whose capture, release and refund can be made to fail on demand. */
function switchableSandbox() {
  let inner: SandboxProvider | null = null;
  const failing = new Set<string>();
  const provider = new Proxy({} as SandboxProvider, {
    has: (_, key) => key === 'settle' || key === 'name',
    get(_, key: string) {
      if (key === 'name') return 'sandbox';
      if (key === 'requiresHostAccount') return false;
      if (failing.has(key)) {
        return () => Promise.reject(new Error(`The sandbox ${key} is down (test switch)`));
      }
      if (!inner) throw new Error('The switchable sandbox is not connected yet');
      const value = (inner as unknown as Record<string, unknown>)[key];
      return typeof value === 'function' ? value.bind(inner) : value;
    },
  });
  return {
    provider: provider as PaymentProvider,
    failing,
    connect: (p: SandboxProvider) => (inner = p),
  };
}

interface Harness {
  api: TestApi;
  failing: Set<string>;
  sweep: () => Promise<number>;
  setNow: (date: Date) => void;
}

async function startHarness(extra: Partial<TicketingOptions> = {}): Promise<Harness> {
  let now = new Date();
  const clock = () => now;
  const sandbox = switchableSandbox();
  let sweep: (() => Promise<number>) | null = null;
  const api = await startTestApi({
    clock,
    ticketing: {
      payments: sandbox.provider,
      approvalSweepMs: 0,
      exposeApprovalSweep: (run) => (sweep = run),
      ...extra,
    },
  });
  sandbox.connect(
    createSandboxProvider({ db: api.database.db, clock, webhookSecret: SANDBOX_SECRET }),
  );
  return {
    api,
    failing: sandbox.failing,
    sweep: () => sweep!(),
    setNow: (date) => (now = date),
  };
}

let h: Harness;
let api: TestApi;
let host: Person;
let cohost: Person;
let stranger: Person;
let freeEvent: { eventId: string; ticketTypeIds: string[] };
let paidEvent: { eventId: string; ticketTypeIds: string[] };
let openEvent: { eventId: string; ticketTypeIds: string[] };

const initiate = (who: Person, event: { eventId: string; ticketTypeIds: string[] }, quantity = 1) =>
  api.request('/v2/checkout/initiate', {
    token: who.auth.idToken,
    json: { eventId: event.eventId, items: [{ ticketTypeId: event.ticketTypeIds[0], quantity }] },
  });

/** Starts a paid checkout, presses the sandbox page's button and confirms. */
async function buyPaid(
  who: Person,
  event: { eventId: string; ticketTypeIds: string[] },
  quantity = 2,
) {
  const started = await initiate(who, event, quantity);
  expect(started.status).toBe(201);
  const { checkoutUrl, transactionId, order } = started.body.data;
  const pressed = await fetch(`${api.origin}${checkoutUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(pressed.status).toBe(303);
  const confirmed = await api.request('/v2/checkout/confirm', {
    method: 'PATCH',
    token: who.auth.idToken,
    json: { transactionId },
  });
  expect(confirmed.status).toBe(200);
  return { orderId: order.id as string, transactionId: transactionId as string, confirmed };
}

const act = (
  action: 'approve' | 'deny' | 'remove',
  who: Person | null,
  eventId: string,
  userId: string,
) =>
  api.request(`/v2/events/hosts/${action}`, {
    token: who?.auth.idToken,
    json: { eventId, userId },
  });

const passesOf = (userId: string, eventId: string) =>
  api.database.db
    .select()
    .from(passes)
    .where(and(eq(passes.holderId, userId), eq(passes.eventId, eventId)));

const ledgerOf = (orderId: string) =>
  api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));

const orderRow = async (orderId: string) =>
  (await api.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

const holdOf = async (orderId: string) =>
  (
    await api.database.db.select().from(sandboxSessions).where(eq(sandboxSessions.orderId, orderId))
  )[0]?.hold;

const kindsFor = async (userId: string) =>
  (
    await api.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).map((n) => n.kind);

let nonceCounter = 0;
const scan = (eventId: string, qrToken: string) =>
  api.request('/v2/events/hosts/scan', {
    token: host.auth.idToken,
    json: { eventId, qrToken, nonce: `nonce-${Date.now()}-${++nonceCounter}` },
  });

beforeAll(async () => {
  h = await startHarness();
  api = h.api;
  [host, cohost, stranger] = await Promise.all([
    api.createUser({ name: 'Approving Host' }),
    api.createUser({ name: 'Helping Cohost' }),
    api.createUser({ name: 'Random Stranger' }),
  ]);
  freeEvent = await createTicketedEvent(api, host.user.id, [], {
    type: 'simpleRsvp',
    name: 'Members Night',
    requiresApproval: true,
  });
  paidEvent = await createTicketedEvent(api, host.user.id, [paidType({ priceCents: 2500 })], {
    name: 'Invite-only Gala',
    requiresApproval: true,
  });
  openEvent = await createTicketedEvent(api, host.user.id, [paidType({ priceCents: 4000 })], {
    name: 'Open Concert',
  });
  for (const eventId of [freeEvent.eventId, paidEvent.eventId, openEvent.eventId]) {
    const invited = await api.request('/v2/events/invitations/', {
      token: host.auth.idToken,
      json: { eventId, userId: cohost.user.id },
    });
    expect(invited.status).toBe(201);
    const accepted = await api.request('/v2/events/invitations/accept', {
      method: 'PATCH',
      token: cohost.auth.idToken,
      json: { eventId },
    });
    expect(accepted.status).toBe(200);
  }
});
afterAll(() => h?.api.close());

describe('who may approve, deny and remove', () => {
  for (const action of ['approve', 'deny', 'remove'] as const) {
    it(`${action}: 401 for a visitor, 403 for a stranger and for the guest, served for a co-host and the host`, async () => {
      const guest = await api.createUser({ name: `Asking ${action}` });
      expect((await initiate(guest, freeEvent)).status).toBe(201);

      expect((await act(action, null, freeEvent.eventId, guest.user.id)).status).toBe(401);
      for (const who of [stranger, guest]) {
        const refused = await act(action, who, freeEvent.eventId, guest.user.id);
        expect(refused.status).toBe(403);
        expect(refused.body.error.code).toBe('forbidden');
      }
      expect((await passesOf(guest.user.id, freeEvent.eventId))[0]!.status).toBe('pending');

      const byCohost = await act(action, cohost, freeEvent.eventId, guest.user.id);
      expect(byCohost.status).toBe(200);
      // The host repeating it is served too, and changes nothing more.
      const byHost = await act(action, host, freeEvent.eventId, guest.user.id);
      expect(byHost.status).toBe(200);
      expect(byHost.body.data.changedPasses).toBe(0);
      expect(byHost.body.data.status).toBe(byCohost.body.data.status);
    });
  }

  it('answers 404 for an unknown event or a person with no request, 400 for a bad body', async () => {
    const unknownEvent = await act(
      'approve',
      host,
      '00000000-0000-4000-8000-000000000000',
      stranger.user.id,
    );
    expect(unknownEvent.status).toBe(404);
    const nobody = await act('approve', host, freeEvent.eventId, stranger.user.id);
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.message).toMatch(/no request/);
    const notAnId = await act('remove', host, freeEvent.eventId, 'not-a-user');
    expect(notAnId.status).toBe(404);
    const bad = await api.request('/v2/events/hosts/deny', {
      token: host.auth.idToken,
      json: { eventId: freeEvent.eventId },
    });
    expect(bad.status).toBe(400);
  });
});

describe('a free request on an event that requires approval', () => {
  it('waits as pending (refused at the door), then approval makes the pass valid', async () => {
    const guest = await api.createUser({ name: 'Patient Guest' });
    const started = await initiate(guest, freeEvent);
    expect(started.status).toBe(201);
    expect(started.body.data.order.status).toBe('awaiting_approval');
    const [pass] = await passesOf(guest.user.id, freeEvent.eventId);
    expect(pass!.status).toBe('pending');
    expect((await initiate(guest, freeEvent)).body.error.message).toMatch(/already waiting/);

    const atDoor = await scan(freeEvent.eventId, pass!.qrToken);
    expect(atDoor.body.data).toMatchObject({ result: 'refused', reason: 'pending_approval' });
    const list = await api.request(
      `/v2/events/guests?eventId=${freeEvent.eventId}&status=pending`,
      { token: host.auth.idToken },
    );
    expect(list.body.data.guests.map((g: { person: { id: string } }) => g.person.id)).toContain(
      guest.user.id,
    );
    expect(list.body.data.counts.pending).toBeGreaterThanOrEqual(1);

    const approved = await act('approve', host, freeEvent.eventId, guest.user.id);
    expect(approved.body.data).toMatchObject({
      status: 'going',
      changedPasses: 1,
      refundedCents: 0,
    });
    expect((await scan(freeEvent.eventId, pass!.qrToken)).body.data.result).toBe('admitted');
    expect(await kindsFor(guest.user.id)).toEqual(['guest_approved']);

    // Approved is approved: denying now is refused (remove them instead).
    const deny = await act('deny', host, freeEvent.eventId, guest.user.id);
    expect(deny.status).toBe(409);
    expect(deny.body.error.message).toMatch(/remove them instead/);
  });

  it('denial refuses the pass at the door, tells the guest, and the guest cannot ask again', async () => {
    const guest = await api.createUser({ name: 'Unlucky Guest' });
    expect((await initiate(guest, freeEvent)).status).toBe(201);
    const denied = await act('deny', host, freeEvent.eventId, guest.user.id);
    expect(denied.body.data).toMatchObject({ status: 'denied', changedPasses: 1 });
    const [pass] = await passesOf(guest.user.id, freeEvent.eventId);
    expect(pass!.status).toBe('denied');
    expect((await scan(freeEvent.eventId, pass!.qrToken)).body.data.reason).toBe('denied');
    expect(await kindsFor(guest.user.id)).toEqual(['guest_denied']);

    const again = await initiate(guest, freeEvent);
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual({ reason: 'turned_away' });
    expect((await act('approve', host, freeEvent.eventId, guest.user.id)).status).toBe(409);
  });
});

describe('a paid request: authorised, captured on approval, released on denial or after 7 days', () => {
  it('is authorised only, with nothing in the ledger, until approval captures it', async () => {
    const guest = await api.createUser({ name: 'Paying Requester' });
    const { orderId, confirmed } = await buyPaid(guest, paidEvent);
    expect(confirmed.body.data.status).toBe('awaiting_approval');
    expect(confirmed.body.data.message).toMatch(/only charged if they say yes/);
    expect(await holdOf(orderId)).toBe('authorized');
    expect(await ledgerOf(orderId)).toEqual([]);
    expect((await passesOf(guest.user.id, paidEvent.eventId)).map((p) => p.status)).toEqual([
      'pending',
      'pending',
    ]);

    const approved = await act('approve', host, paidEvent.eventId, guest.user.id);
    expect(approved.body.data).toMatchObject({ status: 'going', changedPasses: 2 });
    expect(await holdOf(orderId)).toBe('captured');
    expect((await orderRow(orderId)).status).toBe('completed');
    const ledger = await ledgerOf(orderId);
    expect(ledger.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['charge', 5250],
      ['platform_fee', 250],
    ]);
    // Approving again captures nothing more.
    expect(
      (await act('approve', host, paidEvent.eventId, guest.user.id)).body.data.changedPasses,
    ).toBe(0);
    expect(await ledgerOf(orderId)).toHaveLength(2);
  });

  it('denial releases the hold uncharged', async () => {
    const guest = await api.createUser({ name: 'Declined Payer' });
    const { orderId } = await buyPaid(guest, paidEvent);
    const denied = await act('deny', host, paidEvent.eventId, guest.user.id);
    expect(denied.body.data).toMatchObject({
      status: 'denied',
      changedPasses: 2,
      refundedCents: 0,
    });
    expect(await holdOf(orderId)).toBe('released');
    expect(await ledgerOf(orderId)).toEqual([]);
    const order = await orderRow(orderId);
    expect(order.status).toBe('cancelled');
    expect(order.statusReason).toMatch(/not charged/);
  });

  it('a capture the provider refuses changes nothing, and the retry approves', async () => {
    const guest = await api.createUser({ name: 'Retry Payer' });
    const { orderId } = await buyPaid(guest, paidEvent);
    h.failing.add('capture');
    try {
      const failed = await act('approve', host, paidEvent.eventId, guest.user.id);
      expect(failed.status).toBe(502);
      expect(failed.body.error.message).toMatch(/nothing was changed/);
    } finally {
      h.failing.delete('capture');
    }
    expect((await orderRow(orderId)).status).toBe('awaiting_approval');
    expect(await ledgerOf(orderId)).toEqual([]);
    expect(await kindsFor(guest.user.id)).toEqual([]);
    expect((await act('approve', host, paidEvent.eventId, guest.user.id)).body.data.status).toBe(
      'going',
    );
  });

  it('a late authorisation for seats that sold out meanwhile is released, never charged', async () => {
    const tight = await createTicketedEvent(
      api,
      host.user.id,
      [paidType({ priceCents: 2500, capacity: 2 })],
      { name: 'Tiny Gala', requiresApproval: true },
    );
    const [late, quick, quicker] = await Promise.all([
      api.createUser({ name: 'Late Payer' }),
      api.createUser({ name: 'Quick Payer' }),
      api.createUser({ name: 'Quicker Payer' }),
    ]);
    // One seat each: a person holds at most a quarter of a type's seats (at least one).
    const held = await initiate(late, tight, 1);
    expect(held.status).toBe(201);
    const start = new Date();
    try {
      // The late buyer's 10-minute hold runs out and two others take both seats.
      h.setNow(new Date(start.getTime() + 11 * 60_000));
      for (const buyer of [quick, quicker]) {
        const { confirmed } = await buyPaid(buyer, tight, 1);
        expect(confirmed.body.data.status).toBe('awaiting_approval');
      }
      const paid = await fetch(`${api.origin}${held.body.data.checkoutUrl}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
    } finally {
      h.setNow(new Date());
    }
    const orderId = held.body.data.order.id as string;
    const order = await orderRow(orderId);
    expect(order.status).toBe('refunded');
    expect(order.statusReason).toMatch(/hold was released; you were not charged/);
    expect(await holdOf(orderId)).toBe('released');
    expect(await ledgerOf(orderId)).toEqual([]);
    expect(await passesOf(late.user.id, tight.eventId)).toEqual([]);
  });

  it('is released by the sweep once 7 days pass unanswered, and not before', async () => {
    const guest = await api.createUser({ name: 'Forgotten Requester' });
    const { orderId } = await buyPaid(guest, paidEvent);
    const start = new Date();
    try {
      h.setNow(new Date(start.getTime() + 6 * 86_400_000));
      expect(await h.sweep()).toBe(0);
      expect(await holdOf(orderId)).toBe('authorized');

      h.setNow(new Date(start.getTime() + 7 * 86_400_000 + 60_000));
      expect(await h.sweep()).toBe(1);
      expect(await h.sweep()).toBe(0);
    } finally {
      h.setNow(new Date());
    }
    expect(await holdOf(orderId)).toBe('released');
    const order = await orderRow(orderId);
    expect(order.status).toBe('expired');
    expect(order.statusReason).toMatch(/within 7 days/);
    expect((await passesOf(guest.user.id, paidEvent.eventId)).map((p) => p.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await kindsFor(guest.user.id)).toEqual(['approval_expired']);
    expect((await act('approve', host, paidEvent.eventId, guest.user.id)).status).toBe(409);
  });
});

describe('removing a guest', () => {
  it('revokes the passes, refunds through the provider and the ledger, and shows on the receipt', async () => {
    const guest = await api.createUser({ name: 'Removed Buyer' });
    const { orderId, confirmed } = await buyPaid(guest, openEvent);
    expect(confirmed.body.data.status).toBe('completed');
    const [pass] = await passesOf(guest.user.id, openEvent.eventId);
    const listed = (search: string) =>
      api.request(`/v2/events/guests?eventId=${openEvent.eventId}&search=${search}`, {
        token: host.auth.idToken,
      });
    // The list tells the organizer what a removal would refund.
    const before = await listed('Removed%20Buyer');
    expect(
      before.body.data.guests.map((g: { refundableCents: number }) => g.refundableCents),
    ).toEqual([8340, 8340]);

    const removed = await act('remove', host, openEvent.eventId, guest.user.id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({
      status: 'removed',
      changedPasses: 2,
      refundedCents: 8340,
    });
    const ledger = await ledgerOf(orderId);
    expect(ledger.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['charge', 8340],
      ['platform_fee', 340],
      ['platform_fee_refund', -340],
      ['refund', -8340],
    ]);
    const [session] = await api.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.orderId, orderId));
    expect(session!.refundedCents).toBe(8340);
    const after = await listed('Removed%20Buyer');
    expect(after.body.data.guests).toMatchObject([
      { status: 'removed', refundableCents: 0 },
      { status: 'removed', refundableCents: 0 },
    ]);
    expect(after.body.data.counts.removed).toBe(2);

    const receipts = await api.request('/v2/users/receipts', { token: guest.auth.idToken });
    const receipt = receipts.body.data.receipts.find((r: { id: string }) => r.id === orderId);
    expect(receipt).toMatchObject({ status: 'refunded', refundedCents: 8340 });
    expect(receipt.statusReason).toMatch(/removed you from this event and refunded \$83\.40/);

    expect((await scan(openEvent.eventId, pass!.qrToken)).body.data).toMatchObject({
      result: 'refused',
      reason: 'removed',
    });
    expect(await kindsFor(guest.user.id)).toEqual(['guest_removed']);
    const again = await initiate(guest, openEvent);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/removed you/);

    const repeated = await act('remove', host, openEvent.eventId, guest.user.id);
    expect(repeated.body.data).toMatchObject({
      status: 'removed',
      changedPasses: 0,
      refundedCents: 8340,
    });
    expect(await ledgerOf(orderId)).toHaveLength(4);
  });

  it('a refund the provider refuses leaves nothing half-done, and the retry refunds once', async () => {
    const guest = await api.createUser({ name: 'Unrefunded Buyer' });
    const { orderId } = await buyPaid(guest, openEvent);
    h.failing.add('refund');
    try {
      const failed = await act('remove', host, openEvent.eventId, guest.user.id);
      expect(failed.status).toBe(502);
    } finally {
      h.failing.delete('refund');
    }
    expect((await orderRow(orderId)).status).toBe('completed');
    expect((await passesOf(guest.user.id, openEvent.eventId)).map((p) => p.status)).toEqual([
      'valid',
      'valid',
    ]);
    expect(await ledgerOf(orderId)).toHaveLength(2);
    expect(await kindsFor(guest.user.id)).toEqual([]);

    const retried = await act('remove', host, openEvent.eventId, guest.user.id);
    expect(retried.body.data).toMatchObject({ status: 'removed', refundedCents: 8340 });
    expect((await ledgerOf(orderId)).filter((l) => l.kind === 'refund')).toHaveLength(1);
  });

  it('a guest waiting for approval is removed with the hold released, not refunded', async () => {
    const guest = await api.createUser({ name: 'Removed Requester' });
    const { orderId } = await buyPaid(guest, paidEvent);
    const removed = await act('remove', host, paidEvent.eventId, guest.user.id);
    expect(removed.body.data).toMatchObject({ status: 'removed', refundedCents: 0 });
    expect(await holdOf(orderId)).toBe('released');
    expect(await ledgerOf(orderId)).toEqual([]);
  });
});

/** Six removes of one paid guest at once; answers how many refund rows the ledger got. */
async function raceRemoves(harness: Harness): Promise<number> {
  const previous = api;
  api = harness.api;
  try {
    const [owner, buyer] = await Promise.all([
      api.createUser({ name: 'Race Host' }),
      api.createUser({ name: 'Race Buyer' }),
    ]);
    host = owner;
    const event = await createTicketedEvent(api, owner.user.id, [paidType({ priceCents: 1000 })]);
    const { orderId } = await buyPaid(buyer, event);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => act('remove', owner, event.eventId, buyer.user.id)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    return (await ledgerOf(orderId)).filter((l) => l.kind === 'refund').length;
  } finally {
    api = previous;
  }
}

describe('removes racing each other', () => {
  it('refund once', async () => {
    const savedHost = host;
    try {
      expect(await raceRemoves(h)).toBe(1);
    } finally {
      host = savedHost;
    }
  });

  it('control: without the re-check under the lock the same race refunds more than once', async () => {
    const unsafe = await startHarness({ unsafeSkipRefundCheck: true });
    const savedHost = host;
    try {
      expect(await raceRemoves(unsafe)).toBeGreaterThan(1);
    } finally {
      host = savedHost;
      await unsafe.api.close();
    }
  });
});
