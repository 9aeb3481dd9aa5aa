/** `POST /events/hosts/approve`: captures the held payment, then admits the guest's passes. */
import { eq } from 'drizzle-orm';
import type { HostGuestAction } from 'contract';
import { events } from '../db/schema';
import { orders } from '../db/schema-ticketing';
import { conflict } from '../http/api-error';
import { recordLedger } from '../checkout/ledger';
import {
  answer,
  guestWithRequest,
  answerWaiting,
  movePasses,
  settleHolds,
  standing,
  type GuestActionDeps,
  type GuestActionInput,
} from './guest-action-steps';

export async function approveGuest(
  deps: GuestActionDeps,
  callerId: string,
  input: GuestActionInput,
): Promise<HostGuestAction> {
  const { db, provider, clock } = deps;
  const guest = await guestWithRequest(deps, callerId, input);
  // A cancelled event's requests are being released by its cancellation: nothing to approve.
  const [event] = await db
    .select({ cancelledAt: events.cancelledAt })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (event?.cancelledAt) throw conflict('This event was cancelled, so nobody can be approved');
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
  await settleHolds(provider, waiting, 'capture');
  const now = clock();
  const changed = await answerWaiting(
    db,
    waiting,
    async (tx, order) => {
      await tx
        .update(orders)
        .set({ status: 'completed', completedAt: now, statusReason: null, updatedAt: now })
        .where(eq(orders.id, order.id));
      const moved = await movePasses(tx, order.id, ['pending'], 'valid');
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
      return moved;
    },
    { kind: 'guest_approved', callerId, input },
  );
  return answer(db, input, changed, changed > 0 ? 'Approved' : 'This guest is already approved');
}
