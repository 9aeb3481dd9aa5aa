/** The sweep that releases paid requests nobody answered within 7 days. */
import { and, eq, lte, ne } from 'drizzle-orm';
import { orders } from '../db/schema-ticketing';
import { notify } from '../social/notifications';
import { lockOrder, movePasses, type GuestActionDeps } from './guest-action-steps';

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
