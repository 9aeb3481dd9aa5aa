/**
 * Cancels free passes and marks their orders cancelled with a reason a person reads on the receipt.
 * Cancelling is what releases the seats (stock counts completed orders only). Call it inside the
 * transaction that locked and chose the passes; leaving an event and deleting an account both do.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, passes } from '../db/schema-ticketing';

export async function cancelFreePasses(
  tx: Database,
  chosen: readonly { id: string; orderId: string }[],
  reason: string,
  now: Date,
): Promise<void> {
  if (chosen.length === 0) return;
  // One statement: the passes' update rides as a WITH clause of the orders' (a round trip less).
  const cancelledPasses = tx.$with('cancelled_passes').as(
    tx
      .update(passes)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          passes.id,
          chosen.map((pass) => pass.id),
        ),
      ),
  );
  await tx
    .with(cancelledPasses)
    .update(orders)
    .set({ status: 'cancelled', statusReason: reason, updatedAt: now })
    .where(inArray(orders.id, [...new Set(chosen.map((pass) => pass.orderId))]));
}
