/** `POST /events/hosts/deny`: releases the hold on the card, then denies the waiting request. */
import { eq } from 'drizzle-orm';
import type { HostGuestAction } from 'contract';
import { orders } from '../db/schema-ticketing';
import { conflict } from '../http/api-error';
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
  await settleHolds(provider, waiting, 'release');
  const now = clock();
  const changed = await answerWaiting(
    db,
    waiting,
    async (tx, order) => {
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
    { kind: 'guest_denied', callerId, input },
  );
  return answer(db, input, changed, changed > 0 ? 'Denied' : 'This request was already denied');
}
