/**
 * The one code path that moves a paid order on, used by the webhook route and by
 * PATCH /checkout/confirm alike. Every transition takes the event's row lock first, then the
 * order's, then the ticket type rows in id order (the lock order of events/event-lock.ts), so concurrent deliveries of the same payment
 * serialize and the second one finds the order already moved.
 *
 * "Money arrived" (`applyPayment`):
 * - pending with a live hold → completed, passes issued, charge and fee in the ledger;
 * - hold expired, or the order had failed/expired → completed if the stock is still there,
 *   else `refunded`: the charge is recorded and a refund is owed (`settleOwedRefund`);
 * - the order requires approval → `awaiting_approval` with pending passes (authorised only; the
 *   ledger gets the charge when an organizer approves and the money is captured);
 * - completed / refunded / cancelled → nothing (a duplicate or out-of-order delivery).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  ledgerEntries,
  orderItems,
  orders,
  paymentEvents,
  ticketTypes,
  type OrderRow,
  type PaymentProviderName,
} from '../db/schema-ticketing';
import type { PaymentProvider, PaymentWebhookEvent } from '../payments/payment-provider';
import { lockEventRow } from '../events/event-lock';
import { takenByTicketType } from '../tickets/stock';
import { recordLedger, refundedCents } from './ledger';
import { issuePasses } from './pass-issuer';

/** How long a paid request's authorisation waits for an organizer before it is released. */
export const APPROVAL_HOLD_MS = 7 * 86_400_000;

export const LATE_RELEASE_REASON =
  'Your card was authorised after your hold ran out and the tickets had sold out, so the hold was released; you were not charged';

export const LATE_REFUND_REASON =
  'Your payment arrived after your hold ran out and the tickets had sold out, so it was refunded in full';

export const CANCELLED_REFUND_REASON =
  'The hosts cancelled this event, so your payment was refunded in full';

export const CANCELLED_RELEASE_REASON =
  'The hosts cancelled this event, so the hold on your card was released; you were not charged';

/**
 * The order's event row, then the order row (the lock order of events/event-lock.ts). Whether the
 * event was cancelled is read from the locked row: the cancellation sets it under the same lock.
 */
async function lockOrder(
  tx: Database,
  transactionId: string,
): Promise<{ order: OrderRow; cancelled: boolean } | null> {
  const [seen] = await tx
    .select({ eventId: orders.eventId })
    .from(orders)
    .where(eq(orders.transactionId, transactionId));
  if (!seen) return null;
  const event = await lockEventRow(tx, seen.eventId, 'write');
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.transactionId, transactionId))
    .for('update');
  return row ? { order: row, cancelled: event?.cancelledAt != null } : null;
}

export type PaymentApplied = 'completed' | 'refund_owed' | 'unchanged' | 'unknown';

export async function applyPayment(
  tx: Database,
  transactionId: string,
  paymentReference: string | null,
  now: Date,
  /** The provider's clock, for when the host's share becomes available. */
  moneyNow: Date = now,
  /** TEST ONLY: keep a payment for a cancelled event (see CheckoutDeps.unsafeIgnoreCancellation). */
  unsafeIgnoreCancellation = false,
): Promise<{ result: PaymentApplied; order: OrderRow | null }> {
  const locked = await lockOrder(tx, transactionId);
  if (!locked) return { result: 'unknown', order: null };
  const { order } = locked;
  const cancelled = locked.cancelled && !unsafeIgnoreCancellation;
  if (!['pending', 'failed', 'expired'].includes(order.status)) {
    return { result: 'unchanged', order };
  }
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const typeIds = items.map((i) => i.ticketTypeId).sort();
  const types = await tx
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, typeIds))
    .orderBy(asc(ticketTypes.id))
    .for('update');

  const holdIsLive =
    order.status === 'pending' && order.expiresAt !== null && order.expiresAt > now;
  // A payment for a cancelled event is never kept, however it got here.
  let fits = holdIsLive && !cancelled;
  if (!holdIsLive && !cancelled) {
    const taken = await takenByTicketType(tx, typeIds, now, order.id);
    fits = items.every((item) => {
      const type = types.find((t) => t.id === item.ticketTypeId);
      return type !== undefined && type.capacity - (taken.get(type.id) ?? 0) >= item.quantity;
    });
  }
  const reference = paymentReference ?? order.paymentReference;
  const charge = { kind: 'charge' as const, amountCents: order.totalCents, reference };

  if (fits && order.requiresApproval) {
    // Authorised, not captured: the order waits for an organizer, holding its seats, for at most
    // APPROVAL_HOLD_MS (then the sweep releases it). Nothing is in the ledger until capture.
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'awaiting_approval',
        paymentReference: reference,
        expiresAt: new Date(now.getTime() + APPROVAL_HOLD_MS),
        statusReason: null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await issuePasses(tx, order, items, 'pending');
    return { result: 'completed', order: updated ?? order };
  }

  if (fits) {
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'completed',
        completedAt: now,
        paymentReference: reference,
        statusReason: null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await issuePasses(tx, order, items);
    await recordLedger(
      tx,
      order,
      [charge, { kind: 'platform_fee', amountCents: order.feeCents, reference }],
      moneyNow,
    );
    return { result: 'completed', order: updated ?? order };
  }

  const [updated] = await tx
    .update(orders)
    .set({
      status: 'refunded',
      paymentReference: reference,
      statusReason: cancelled
        ? order.requiresApproval
          ? CANCELLED_RELEASE_REASON
          : CANCELLED_REFUND_REASON
        : order.requiresApproval
          ? LATE_RELEASE_REASON
          : LATE_REFUND_REASON,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  // An authorisation hold was never captured: nothing reached the books, its release is owed.
  if (!order.requiresApproval) await recordLedger(tx, order, [charge], moneyNow);
  return { result: 'refund_owed', order: updated ?? order };
}

/** The checkout was cancelled or ran out unpaid: the hold is released. Only a pending order moves. */
export async function applyFailure(
  tx: Database,
  transactionId: string,
  status: 'failed' | 'expired',
  now: Date,
): Promise<OrderRow | null> {
  const order = (await lockOrder(tx, transactionId))?.order ?? null;
  if (!order || order.status !== 'pending') return order;
  const statusReason =
    status === 'failed'
      ? 'The payment was cancelled, so no tickets were bought'
      : 'Your hold on these tickets ran out before payment';
  const [updated] = await tx
    .update(orders)
    .set({ status, statusReason, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  return updated ?? order;
}

/**
 * Refunds an order marked `refunded` whose refund is not in the ledger yet. The provider call runs
 * outside any database transaction (a network call must not hold locks, and PGlite has a single
 * connection) with an idempotency key per order, so concurrent or repeated calls refund once; the
 * ledger row is then written under the order's lock only if still owed. If the provider fails,
 * nothing is recorded and the next delivery or confirm tries again.
 */
export async function settleOwedRefund(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'refunded' || !order.paymentReference) return;
  if (order.requiresApproval && !(await hasCharge(db, order.id))) {
    // A late authorisation (never captured): give the hold back; keyed, so repeating is safe.
    await provider.release({
      paymentReference: order.paymentReference,
      accountId: order.providerAccountId,
      idempotencyKey: `release_${order.id}`,
    });
    return;
  }
  const owed = order.totalCents - (await refundedCents(db, order.id));
  if (owed <= 0) return;
  const { refundId } = await provider.refund({
    paymentReference: order.paymentReference,
    amountCents: owed,
    accountId: order.providerAccountId,
    idempotencyKey: `refund_${order.id}`,
  });
  await db.transaction(async (tx) => {
    await lockEventRow(tx, order.eventId, 'write');
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    const stillOwed = order.totalCents - (await refundedCents(tx, order.id));
    if (stillOwed <= 0) return;
    await recordLedger(
      tx,
      order,
      [{ kind: 'refund', amountCents: -stillOwed, reference: refundId }],
      provider.now(),
    );
  });
}

async function hasCharge(db: Database, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'charge')))
    .limit(1);
  return row !== undefined;
}

/**
 * A verified webhook: recorded once by its event id (a redelivery stops here), then applied, in
 * one transaction so a failure leaves no trace and the provider's retry starts over.
 */
export async function applyWebhookEvent(
  db: Database,
  provider: PaymentProvider,
  providerName: Exclude<PaymentProviderName, 'free'>,
  event: PaymentWebhookEvent,
  now: Date,
  /** TEST ONLY: see CheckoutDeps.unsafeIgnoreCancellation. */
  unsafeIgnoreCancellation = false,
): Promise<{ duplicate: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        provider: providerName,
        eventId: event.id,
        type: event.providerType,
        transactionId: event.transactionId,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (inserted.length === 0) {
      // A redelivery changes nothing, but if the first delivery's refund call failed (the
      // provider retries because we answered 500), this is the moment to try the refund again.
      const [order] = event.transactionId
        ? await tx.select().from(orders).where(eq(orders.transactionId, event.transactionId))
        : [];
      return { duplicate: true, refundOrderId: order?.status === 'refunded' ? order.id : null };
    }
    if (!event.transactionId || event.type === 'ignored') {
      return { duplicate: false, refundOrderId: null };
    }
    if (event.type === 'checkout.completed') {
      const { result, order } = await applyPayment(
        tx,
        event.transactionId,
        event.paymentReference,
        now,
        provider.now(),
        unsafeIgnoreCancellation,
      );
      return {
        duplicate: false,
        refundOrderId: result === 'refund_owed' ? (order?.id ?? null) : null,
      };
    }
    const status = event.type === 'checkout.canceled' ? 'failed' : 'expired';
    await applyFailure(tx, event.transactionId, status, now);
    return { duplicate: false, refundOrderId: null };
  });
  if (outcome.refundOrderId) await settleOwedRefund(db, provider, outcome.refundOrderId);
  return { duplicate: outcome.duplicate };
}
