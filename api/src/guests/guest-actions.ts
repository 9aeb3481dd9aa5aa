/**
 * What an event's organizers do to one guest (`POST /events/hosts/{approve,deny,remove}`), and the
 * sweep that releases paid requests nobody answered within 7 days.
 *
 * Every action has the same two steps, like `settleOwedRefund`:
 * 1. the payment provider is called first, outside any database transaction (a network call must
 *    not hold row locks, and PGlite has one connection), with an idempotency key per order and
 *    action (`capture_…`, `release_…`, `remove_…`), so a retry or a concurrent call never charges,
 *    releases or refunds twice. If the provider fails, the call answers 502 and nothing changed.
 * 2. one transaction takes each order's row lock, re-reads it and moves only what is still to be
 *    moved (order, passes, ledger, the guest's notification) — all or nothing. A second call
 *    finds everything done and answers where the guest stands.
 */
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { HostGuestAction, GuestStatus } from 'shared-api/contract';
import type { Database } from '../db/database';
import { orders, passes, type OrderRow, type PassRow } from '../db/schema-ticketing';
import { isUuid } from '../db/uuid';
import { assertHostPermission } from '../door/organizer-guard';
import { lockEventRow } from '../events/event-lock';
import { ApiError, conflict, notFound } from '../http/api-error';
import type { PaymentProvider } from '../payments/payment-provider';
import { recordLedger, refundedCents } from '../checkout/ledger';
import { notify } from '../social/notifications';
import type { Clock } from '../time/clock';

export interface GuestActionDeps {
  db: Database;
  provider: PaymentProvider;
  clock: Clock;
  /**
   * TEST ONLY: remove without re-checking under the order's lock what is still owed, after a pause
   * that lets concurrent calls overlap. The double-refund test turns it on to prove it can fail.
   */
  unsafeSkipRefundCheck?: boolean;
}

export interface GuestActionInput {
  eventId: string;
  userId: string;
}

const UNSAFE_PAUSE_MS = 250;

const PROVIDER_FAILED =
  'The payment provider could not be reached, so nothing was changed; please try again';

async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(new ApiError(502, 'internal', PROVIDER_FAILED), { cause: error });
  }
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

async function loadGuest(db: Database, { eventId, userId }: GuestActionInput) {
  if (!isUuid(userId)) return { orders: [] as OrderRow[], passes: [] as PassRow[] };
  const guestOrders = await db
    .select()
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.buyerId, userId)))
    .orderBy(asc(orders.id));
  const guestPasses = await db
    .select()
    .from(passes)
    .where(and(eq(passes.eventId, eventId), eq(passes.holderId, userId)));
  return { orders: guestOrders, passes: guestPasses };
}

/** One word for a person's passes: what an organizer did to them wins over what they hold. */
function standing(held: readonly PassRow[]): GuestStatus {
  const has = (status: PassRow['status']) => held.some((p) => p.status === status);
  if (has('removed')) return 'removed';
  if (has('denied')) return 'denied';
  if (has('pending')) return 'pending';
  if (has('valid')) return 'going';
  if (has('refunded')) return 'refunded';
  return 'cancelled';
}

async function answer(
  db: Database,
  input: GuestActionInput,
  changedPasses: number,
  message: string,
): Promise<HostGuestAction> {
  const { orders: guestOrders, passes: held } = await loadGuest(db, input);
  let refunded = 0;
  for (const order of guestOrders) refunded += await refundedCents(db, order.id);
  return {
    eventId: input.eventId,
    userId: input.userId,
    status: standing(held),
    changedPasses,
    refundedCents: refunded,
    message,
  };
}

/** The order's event row, then the order row (the lock order of events/event-lock.ts). */
async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | null> {
  const [seen] = await tx
    .select({ eventId: orders.eventId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!seen) return null;
  await lockEventRow(tx, seen.eventId, 'write');
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

async function movePasses(
  tx: Database,
  orderId: string,
  from: readonly PassRow['status'][],
  to: PassRow['status'],
): Promise<number> {
  const moved = await tx
    .update(passes)
    .set({ status: to })
    .where(and(eq(passes.orderId, orderId), inArray(passes.status, [...from])))
    .returning({ id: passes.id });
  return moved.length;
}

async function guestWithRequest(deps: GuestActionDeps, callerId: string, input: GuestActionInput) {
  await assertHostPermission(deps.db, input.eventId, callerId, 'manage_guests');
  const guest = await loadGuest(deps.db, input);
  if (guest.passes.length === 0) {
    throw notFound('This person has no request or ticket for this event');
  }
  return guest;
}

export async function approveGuest(
  deps: GuestActionDeps,
  callerId: string,
  input: GuestActionInput,
): Promise<HostGuestAction> {
  const { db, provider, clock } = deps;
  const guest = await guestWithRequest(deps, callerId, input);
  const waiting = guest.orders.filter((o) => o.status === 'awaiting_approval');
  if (waiting.length === 0) {
    const status = standing(guest.passes);
    if (status === 'going') return answer(db, input, 0, 'This guest is already approved');
    throw conflict(
      status === 'denied' || status === 'removed'
        ? `This guest was ${status}; they cannot be approved now`
        : 'This guest has no request waiting for approval',
    );
  }
  for (const order of waiting) {
    if (order.provider === 'free' || !order.paymentReference) continue;
    await withProvider(() =>
      provider.capture({
        paymentReference: order.paymentReference!,
        accountId: order.providerAccountId,
        idempotencyKey: `capture_${order.id}`,
      }),
    );
  }
  const now = clock();
  const changed = await db.transaction(async (tx) => {
    let moved = 0;
    for (const { id } of waiting) {
      const order = await lockOrder(tx, id);
      if (order?.status !== 'awaiting_approval') continue;
      await tx
        .update(orders)
        .set({ status: 'completed', completedAt: now, statusReason: null, updatedAt: now })
        .where(eq(orders.id, order.id));
      moved += await movePasses(tx, order.id, ['pending'], 'valid');
      if (order.provider !== 'free') {
        const reference = order.paymentReference;
        await recordLedger(
          tx,
          order,
          [
            { kind: 'charge', amountCents: order.totalCents, reference },
            { kind: 'platform_fee', amountCents: order.feeCents, reference },
          ],
          deps.provider.now(),
        );
      }
    }
    if (moved > 0) {
      await notify(tx, {
        userId: input.userId,
        kind: 'guest_approved',
        actorId: callerId,
        eventId: input.eventId,
      });
    }
    return moved;
  });
  return answer(db, input, changed, changed > 0 ? 'Approved' : 'This guest is already approved');
}

export async function denyGuest(
  deps: GuestActionDeps,
  callerId: string,
  input: GuestActionInput,
): Promise<HostGuestAction> {
  const { db, provider, clock } = deps;
  const guest = await guestWithRequest(deps, callerId, input);
  const waiting = guest.orders.filter((o) => o.status === 'awaiting_approval');
  if (waiting.length === 0) {
    const status = standing(guest.passes);
    if (status === 'denied') return answer(db, input, 0, 'This request was already denied');
    throw conflict(
      status === 'going'
        ? 'This guest is already approved; remove them instead'
        : 'This guest has no request waiting for approval',
    );
  }
  for (const order of waiting) {
    if (order.provider === 'free' || !order.paymentReference) continue;
    await withProvider(() =>
      provider.release({
        paymentReference: order.paymentReference!,
        accountId: order.providerAccountId,
        idempotencyKey: `release_${order.id}`,
      }),
    );
  }
  const now = clock();
  const changed = await db.transaction(async (tx) => {
    let moved = 0;
    for (const { id } of waiting) {
      const order = await lockOrder(tx, id);
      if (order?.status !== 'awaiting_approval') continue;
      const statusReason =
        order.provider === 'free'
          ? 'The hosts declined your request'
          : 'The hosts declined your request; the hold on your card was released and you were not charged';
      await tx
        .update(orders)
        .set({ status: 'cancelled', statusReason, updatedAt: now })
        .where(eq(orders.id, order.id));
      moved += await movePasses(tx, order.id, ['pending'], 'denied');
    }
    if (moved > 0) {
      await notify(tx, {
        userId: input.userId,
        kind: 'guest_denied',
        actorId: callerId,
        eventId: input.eventId,
      });
    }
    return moved;
  });
  return answer(db, input, changed, changed > 0 ? 'Denied' : 'This request was already denied');
}

/** Orders a removal acts on: those whose passes still admit or wait for approval. */
const ACTIVE: readonly OrderRow['status'][] = ['completed', 'awaiting_approval'];

export async function removeGuest(
  deps: GuestActionDeps,
  callerId: string,
  input: GuestActionInput,
): Promise<HostGuestAction> {
  const { db, provider, clock } = deps;
  const guest = await guestWithRequest(deps, callerId, input);
  const active = guest.orders.filter((o) => ACTIVE.includes(o.status));
  if (active.length === 0) {
    if (standing(guest.passes) === 'removed') {
      return answer(db, input, 0, 'This guest was already removed');
    }
    throw conflict('This guest holds no tickets for this event any more');
  }

  // 1. The provider: refund what was captured, release what was only authorised.
  const refunds = new Map<string, { refundId: string; cents: number }>();
  for (const order of active) {
    if (order.provider === 'free' || !order.paymentReference) continue;
    const key = { accountId: order.providerAccountId, paymentReference: order.paymentReference };
    if (order.status === 'awaiting_approval') {
      await withProvider(() => provider.release({ ...key, idempotencyKey: `release_${order.id}` }));
      continue;
    }
    const owed = order.totalCents - (await refundedCents(db, order.id));
    if (owed <= 0) continue;
    const { refundId } = await withProvider(() =>
      provider.refund({ ...key, amountCents: owed, idempotencyKey: `remove_${order.id}` }),
    );
    refunds.set(order.id, { refundId, cents: owed });
  }

  // 2. The database, all or nothing.
  if (deps.unsafeSkipRefundCheck) await new Promise((r) => setTimeout(r, UNSAFE_PAUSE_MS));
  const now = clock();
  const changed = await db.transaction(async (tx) => {
    let moved = 0;
    for (const seen of active) {
      const order = deps.unsafeSkipRefundCheck ? seen : await lockOrder(tx, seen.id);
      if (!order || !ACTIVE.includes(order.status)) continue;
      const refund = refunds.get(order.id);
      const paid = order.provider !== 'free' && order.status === 'completed';
      if (paid && refund) {
        const stillOwed = deps.unsafeSkipRefundCheck
          ? refund.cents
          : order.totalCents - (await refundedCents(tx, order.id));
        if (stillOwed > 0) {
          await recordLedger(
            tx,
            order,
            [
              { kind: 'refund', amountCents: -stillOwed, reference: refund.refundId },
              {
                kind: 'platform_fee_refund',
                amountCents: -order.feeCents,
                reference: refund.refundId,
              },
            ],
            deps.provider.now(),
          );
        }
      }
      const statusReason = paid
        ? `The hosts removed you from this event and refunded ${money(order.totalCents, order.currency)} in full`
        : order.provider === 'free'
          ? 'The hosts removed you from this event'
          : 'The hosts removed you from this event; the hold on your card was released and you were not charged';
      await tx
        .update(orders)
        .set({ status: paid ? 'refunded' : 'cancelled', statusReason, updatedAt: now })
        .where(eq(orders.id, order.id));
      moved += await movePasses(tx, order.id, ['valid', 'pending'], 'removed');
    }
    if (moved > 0) {
      await notify(tx, {
        userId: input.userId,
        kind: 'guest_removed',
        actorId: callerId,
        eventId: input.eventId,
      });
    }
    return moved;
  });
  return answer(db, input, changed, changed > 0 ? 'Removed' : 'This guest was already removed');
}

export const EXPIRED_APPROVAL_REASON =
  'The hosts did not answer your request within 7 days, so the hold on your card was released; you were not charged';

/**
 * Releases every paid request still waiting when its 7-day hold (`expiresAt`) has passed at the
 * clock's now. The authorisation is released first (keyed, so a retry is safe); an order whose
 * release fails stays waiting and the next sweep tries again. Returns how many orders it released.
 */
export async function releaseExpiredApprovals(
  deps: Pick<GuestActionDeps, 'db' | 'provider' | 'clock'>,
): Promise<number> {
  const { db, provider, clock } = deps;
  const now = clock();
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_approval'),
        ne(orders.provider, 'free'),
        lte(orders.expiresAt, now),
      ),
    );
  let released = 0;
  for (const order of due) {
    try {
      if (order.paymentReference) {
        await provider.release({
          paymentReference: order.paymentReference,
          accountId: order.providerAccountId,
          idempotencyKey: `release_${order.id}`,
        });
      }
    } catch {
      continue;
    }
    released += await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.status !== 'awaiting_approval') return 0;
      await tx
        .update(orders)
        .set({ status: 'expired', statusReason: EXPIRED_APPROVAL_REASON, updatedAt: now })
        .where(eq(orders.id, order.id));
      await movePasses(tx, order.id, ['pending'], 'cancelled');
      await notify(tx, { userId: order.buyerId, kind: 'approval_expired', eventId: order.eventId });
      return 1;
    });
  }
  return released;
}
