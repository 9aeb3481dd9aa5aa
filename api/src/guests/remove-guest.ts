/** `POST /events/hosts/remove`: refunds what was paid (or releases a hold), then removes the guest. */
import { eq } from 'drizzle-orm';
import { orders, type OrderRow } from '../db/schema-ticketing';
import { conflict } from '../http/api-error';
import { recordLedger, refundedCents } from '../checkout/ledger';
import {
  UNSAFE_PAUSE_MS,
  answer,
  guestWithRequest,
  lockOrder,
  money,
  movePasses,
  notifyGuestIfMoved,
  standing,
  withProvider,
  type GuestAction,
} from './guest-action-steps';
import { closeOpenRefundRequests } from './refund-answers';

/** Orders a removal acts on: those whose passes still admit or wait for approval. */
const ACTIVE: readonly OrderRow['status'][] = ['completed', 'awaiting_approval'];

export const removeGuest: GuestAction = async (deps, callerId, input) => {
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
    await notifyGuestIfMoved(tx, moved, 'guest_removed', callerId, input);
    // A refund request still waiting is answered by the removal's own refund.
    if (moved > 0) await closeOpenRefundRequests(tx, input.eventId, input.userId, now);
    return moved;
  });
  return answer(db, input, changed, changed > 0 ? 'Removed' : 'This guest was already removed');
};
