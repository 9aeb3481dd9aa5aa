/**
 * The steps every organizer action on one guest shares (`approve-guest.ts`, `deny-guest.ts`,
 * `remove-guest.ts`, `expired-approvals.ts`). Each action has the same two steps, like
 * `settleOwedRefund`:
 * 1. the payment provider is called first, outside any database transaction (a network call must
 *    not hold row locks, and PGlite has one connection), with an idempotency key per order and
 *    action (`capture_…`, `release_…`, `remove_…`), so a retry or a concurrent call never charges,
 *    releases or refunds twice. If the provider fails, the call answers 502 and nothing changed.
 * 2. one transaction takes each order's row lock, re-reads it and moves only what is still to be
 *    moved (order, passes, ledger, the guest's notification) — all or nothing. A second call
 *    finds everything done and answers where the guest stands.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { HostGuestAction, GuestStatus } from 'contract';
import type { Database } from '../db/database';
import { orders, passes, type OrderRow, type PassRow } from '../db/schema-ticketing';
import { isUuid } from '../db/uuid';
import { assertHostPermission } from '../events/organizer-guard';
import { lockEventRow } from '../events/event-lock';
import { ApiError, notFound } from '../http/api-error';
import type { PaymentProvider } from '../payments/payment-provider';
import { refundedCents } from '../checkout/ledger';
import { notify, type NewNotification } from '../social/notifications';
import type { Clock } from '../time/clock';
import { ordersBoughtAt, passesHeldAt } from '../checkout/guest-rows';

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

/** One organizer action on one guest, as its route calls it; it answers where the guest stands. */
export type GuestAction = (
  deps: GuestActionDeps,
  callerId: string,
  input: GuestActionInput,
) => Promise<HostGuestAction>;

export const UNSAFE_PAUSE_MS = 250;

const PROVIDER_FAILED =
  'The payment provider could not be reached, so nothing was changed; please try again';

export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(new ApiError(502, 'internal', PROVIDER_FAILED), { cause: error });
  }
}

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** A guest's orders and passes for one event, as `loadGuest` reads them. */
export type LoadedGuest = Awaited<ReturnType<typeof loadGuest>>;

export async function loadGuest(db: Database, { eventId, userId }: GuestActionInput) {
  if (!isUuid(userId)) return { orders: [] as OrderRow[], passes: [] as PassRow[] };
  const guestOrders = await db
    .select()
    .from(orders)
    .where(ordersBoughtAt(eventId, userId))
    .orderBy(asc(orders.id));
  const guestPasses = await db.select().from(passes).where(passesHeldAt(eventId, userId));
  return { orders: guestOrders, passes: guestPasses };
}

/** One word for a person's passes: what an organizer did to them wins over what they hold. */
export function standing(held: readonly PassRow[]): GuestStatus {
  const has = (status: PassRow['status']) => held.some((p) => p.status === status);
  if (has('removed')) return 'removed';
  if (has('denied')) return 'denied';
  if (has('pending')) return 'pending';
  if (has('valid')) return 'going';
  if (has('refunded')) return 'refunded';
  return 'cancelled';
}

export async function answer(
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
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | null> {
  const [seen] = await tx
    .select({ eventId: orders.eventId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!seen) return null;
  await lockEventRow(tx, seen.eventId, 'write');
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function movePasses(
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

/** Tells the guest what the organizer did, once, and only when the action moved a pass. */
export async function notifyGuestIfMoved(
  tx: Database,
  moved: number,
  kind: NewNotification['kind'],
  callerId: string,
  { userId, eventId }: GuestActionInput,
): Promise<void> {
  if (moved > 0) await notify(tx, { userId, kind, actorId: callerId, eventId });
}

export async function guestWithRequest(
  deps: GuestActionDeps,
  callerId: string,
  input: GuestActionInput,
) {
  await assertHostPermission(deps.db, input.eventId, callerId, 'manage_guests');
  const guest = await loadGuest(deps.db, input);
  if (guest.passes.length === 0) {
    throw notFound('This person has no request or ticket for this event');
  }
  return guest;
}

/** The provider's half of answering a request: capture (approve) or release (deny) each paid hold. */
export async function settleHolds(
  provider: PaymentProvider,
  waiting: readonly OrderRow[],
  action: 'capture' | 'release',
): Promise<void> {
  for (const order of waiting) {
    if (order.provider === 'free' || !order.paymentReference) continue;
    const hold = {
      paymentReference: order.paymentReference,
      accountId: order.providerAccountId,
      idempotencyKey: `${action}_${order.id}`,
    };
    await withProvider(() =>
      action === 'capture' ? provider.capture(hold) : provider.release(hold),
    );
  }
}

/**
 * The database half: each order still awaiting approval, locked, goes through `answerOrder`
 * (which answers how many passes it moved); the guest hears of it once, when any pass moved.
 */
export async function answerWaiting(
  db: Database,
  waiting: readonly OrderRow[],
  answerOrder: (tx: Database, order: OrderRow) => Promise<number>,
  notice: { kind: NewNotification['kind']; callerId: string; input: GuestActionInput },
): Promise<number> {
  return db.transaction(async (tx) => {
    let moved = 0;
    for (const { id } of waiting) {
      const order = await lockOrder(tx, id);
      if (order?.status !== 'awaiting_approval') continue;
      moved += await answerOrder(tx, order);
    }
    await notifyGuestIfMoved(tx, moved, notice.kind, notice.callerId, notice.input);
    return moved;
  });
}
