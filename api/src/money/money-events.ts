/**
 * Provider webhooks about host money (account, payout, dispute), applied before the webhook's
 * receipt is recorded. Each is idempotent on its own (state is set, ledger entries are unique by
 * kind and reference), so a redelivery changes nothing and a failure is retried by the provider.
 */
import type { Database } from '../db/database';
import type { PaymentProvider, PaymentWebhookEvent } from '../payments/payment-provider';
import { applyAccountState } from './connect';
import { applyDisputeUpdate } from './disputes';
import { applyPayoutUpdate } from './payouts';

export async function applyMoneyEvent(
  db: Database,
  provider: PaymentProvider,
  event: PaymentWebhookEvent,
): Promise<void> {
  if (event.type === 'account.updated' && event.account) {
    await applyAccountState(db, provider, event.account);
  } else if (event.type === 'payout.updated' && event.payout) {
    await applyPayoutUpdate(db, provider, event.payout);
  } else if (event.type === 'dispute.updated' && event.dispute) {
    await applyDisputeUpdate(db, provider, event.dispute);
  }
}
