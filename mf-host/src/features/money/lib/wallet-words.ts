import type { Payout } from 'contract';

/** A payout's status in words. */
export const PAYOUT_WORDS: Record<Payout['status'], string> = {
  pending: 'Pending',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed: returned to your balance',
  canceled: 'Cancelled: returned to your balance',
};

/** An open dispute's status in words. */
export const DISPUTE_WORDS = {
  needs_response: 'Needs your response',
  under_review: 'Under review',
};

/** A day as 'Nov 27', from seconds since the epoch (the provider's clock). */
export const shortDay = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
