/**
 * The sandbox's Stripe Connect rows (accounts, payouts, disputes) as the payment provider
 * interface shows them, and the timing those views follow.
 */
import type { sandboxAccounts, sandboxDisputes, sandboxPayouts } from '../db/schema-money';
import type { ConnectedAccountState, ProviderDispute, ProviderPayout } from './payment-provider';

export const DAY_MS = 86_400_000;
/** Stripe's usual timing for a standard payout: in transit the next day, paid the day after. */
export const SANDBOX_PAYOUT_IN_TRANSIT_MS = DAY_MS;
export const SANDBOX_PAYOUT_PAID_MS = 2 * DAY_MS;

export type AccountRow = typeof sandboxAccounts.$inferSelect;
export type PayoutRow = typeof sandboxPayouts.$inferSelect;
export type DisputeRow = typeof sandboxDisputes.$inferSelect;

export const accountState = (row: AccountRow): ConnectedAccountState => ({
  accountId: row.id,
  detailsSubmitted: row.detailsSubmitted,
  chargesEnabled: row.chargesEnabled,
  payoutsEnabled: row.payoutsEnabled,
  requirementsDue: row.requirementsDue,
});

export const payoutView = (row: PayoutRow): ProviderPayout => ({
  payoutId: row.id,
  accountId: row.accountId,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  arrivalDate: new Date(row.createdAt.getTime() + SANDBOX_PAYOUT_PAID_MS),
  failureMessage: row.status === 'failed' ? 'The bank returned the payout (account closed)' : null,
});

export const disputeView = (row: DisputeRow): ProviderDispute => ({
  disputeId: row.id,
  accountId: row.accountId,
  paymentReference: row.paymentReference,
  amountCents: row.amountCents,
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  evidenceDueBy: row.dueBy,
});
