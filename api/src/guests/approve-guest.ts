/** `POST /events/hosts/approve`: captures the held payment, then admits the guest's passes. */
import { eq } from 'drizzle-orm';
import { events } from '../db/schema';
import { orders } from '../db/schema-ticketing';
import { conflict } from '../http/api-error';
import { recordLedger } from '../checkout/ledger';
import { answerRequest } from './answer-request';
import { guestWithRequest, movePasses, type GuestAction } from './guest-action-steps';

export const approveGuest: GuestAction = async (deps, callerId, input) => {
  const guest = await guestWithRequest(deps, callerId, input);
  // A cancelled event's requests are being released by its cancellation: nothing to approve.
  const [event] = await deps.db
    .select({ cancelledAt: events.cancelledAt })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (event?.cancelledAt) throw conflict('This event was cancelled, so nobody can be approved');
  return answerRequest(deps, callerId, input, guest, {
    hold: 'capture',
    notice: 'guest_approved',
    answeredAs: 'going',
    refusal: (status) =>
      status === 'denied' || status === 'removed'
        ? `This guest was ${status}; they cannot be approved now`
        : 'This guest has no request waiting for approval',
    answerOrder: async (tx, order, now) => {
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
    done: 'Approved',
    already: 'This guest is already approved',
  });
};
