/**
 * What a host is told about their money, once per open problem (the notifications' `problemKey`):
 * - a buyer was refused at checkout because the host's payouts are not set up
 *   (`payouts_not_set_up`): told once per event, however many buyers are refused, until payouts
 *   are set up (`payoutsSetUp` closes the problem, so a later refusal would be told again);
 * - a buyer's bank opened a dispute (`dispute_opened`): told once per dispute, whatever number of
 *   updates the provider sends about it.
 */
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { closeProblems, notify } from '../social/notifications';

const PAYOUTS_PROBLEM = 'payouts_not_set_up:';

/** Whether `error` is checkout's refusal for a host who cannot take payments yet. */
export function isPayoutsRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'conflict' &&
    (error.details as { reason?: unknown } | undefined)?.reason === 'payouts_not_set_up'
  );
}

export async function tellHostPayoutsMissing(
  db: Database,
  hostId: string,
  eventId: string,
): Promise<void> {
  await notify(db, {
    userId: hostId,
    kind: 'payouts_not_set_up',
    eventId,
    problemKey: `${PAYOUTS_PROBLEM}${eventId}`,
  });
}

/** The host's account takes charges now: the refusals they were told of are over. */
export async function payoutsSetUp(db: Database, hostId: string): Promise<void> {
  await closeProblems(db, hostId, PAYOUTS_PROBLEM);
}

export async function tellHostOfDispute(
  db: Database,
  dispute: { hostId: string; eventId: string; disputeId: string },
): Promise<void> {
  await notify(db, {
    userId: dispute.hostId,
    kind: 'dispute_opened',
    eventId: dispute.eventId,
    disputeId: dispute.disputeId,
    problemKey: `dispute:${dispute.disputeId}`,
  });
}
