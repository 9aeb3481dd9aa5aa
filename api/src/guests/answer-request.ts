/**
 * What approving and denying a request share: the guest's orders awaiting approval have their
 * holds settled with the provider (captured or released), then each is answered in one
 * transaction (guest-action-steps.ts's two steps). With nothing waiting, a guest who already
 * stands as the answer would leave them hears so; any other standing is refused.
 */
import type { GuestStatus, HostGuestAction } from 'contract';
import type { Database } from '../db/database';
import type { OrderRow } from '../db/schema-ticketing';
import { conflict } from '../http/api-error';
import {
  answer,
  answerWaiting,
  settleHolds,
  standing,
  type GuestActionDeps,
  type GuestActionInput,
  type LoadedGuest,
} from './guest-action-steps';

export interface RequestAnswer {
  hold: 'capture' | 'release';
  notice: 'guest_approved' | 'guest_denied';
  /** Where a guest whose request was already answered this way stands. */
  answeredAs: GuestStatus;
  /** Why a guest standing anywhere else, with nothing waiting, cannot be answered. */
  refusal: (status: GuestStatus) => string;
  /** The database half for one order, locked; answers how many passes it moved. */
  answerOrder: (tx: Database, order: OrderRow, now: Date) => Promise<number>;
  done: string;
  already: string;
}

export async function answerRequest(
  deps: GuestActionDeps,
  callerId: string,
  input: GuestActionInput,
  guest: LoadedGuest,
  how: RequestAnswer,
): Promise<HostGuestAction> {
  const { db } = deps;
  const waiting = guest.orders.filter((o) => o.status === 'awaiting_approval');
  if (waiting.length === 0) {
    const status = standing(guest.passes);
    if (status === how.answeredAs) return answer(db, input, 0, how.already);
    throw conflict(how.refusal(status));
  }
  await settleHolds(deps.provider, waiting, how.hold);
  const now = deps.clock();
  const changed = await answerWaiting(db, waiting, (tx, order) => how.answerOrder(tx, order, now), {
    kind: how.notice,
    callerId,
    input,
  });
  return answer(db, input, changed, changed > 0 ? how.done : how.already);
}
