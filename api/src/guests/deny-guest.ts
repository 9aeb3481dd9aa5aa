/** `POST /events/hosts/deny`: releases the hold on the card, then denies the waiting request. */
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema-ticketing';
import { answerRequest } from './answer-request';
import { guestWithRequest, movePasses, type GuestAction } from './guest-action-steps';

export const denyGuest: GuestAction = async (deps, callerId, input) =>
  answerRequest(deps, callerId, input, await guestWithRequest(deps, callerId, input), {
    hold: 'release',
    notice: 'guest_denied',
    answeredAs: 'denied',
    refusal: (status) =>
      status === 'going'
        ? 'This guest is already approved; remove them instead'
        : 'This guest has no request waiting for approval',
    answerOrder: async (tx, order, now) => {
      const statusReason =
        order.provider === 'free'
          ? 'The hosts declined your request'
          : 'The hosts declined your request; the hold on your card was released and you were not charged';
      await tx
        .update(orders)
        .set({ status: 'cancelled', statusReason, updatedAt: now })
        .where(eq(orders.id, order.id));
      return movePasses(tx, order.id, ['pending'], 'denied');
    },
    done: 'Denied',
    already: 'This request was already denied',
  });
