/**
 * What the sandbox tells the API: each change comes back as a signed webhook delivery, shaped as
 * Stripe's events are (`account.updated`, `payout.updated`, `dispute.updated`).
 */
import { randomToken } from './random-id';
import {
  accountState,
  disputeView,
  payoutView,
  type AccountRow,
  type DisputeRow,
  type PayoutRow,
} from './sandbox-records';

export type Delivery = { body: string; signature: string };

/** What a sandbox refuses, as Stripe would answer an impossible request. */
export class SandboxRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxRefusal';
  }
}

export function sandboxDeliveries(sign: (body: string) => Delivery) {
  const event = (type: string, data: Record<string, unknown>) =>
    sign(JSON.stringify({ id: `evt_sbx_${randomToken(12)}`, type, ...data }));
  return {
    accountEvent: (row: AccountRow) => event('account.updated', { account: accountState(row) }),
    payoutEvent: (row: PayoutRow) => event('payout.updated', { payout: payoutView(row) }),
    disputeEvent: (row: DisputeRow) =>
      event('dispute.updated', {
        dispute: disputeView(row),
        paymentReference: row.paymentReference,
      }),
  };
}

export type SandboxDeliveries = ReturnType<typeof sandboxDeliveries>;
