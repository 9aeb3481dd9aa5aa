/**
 * The sandbox's Stripe Connect: connected accounts with single-use expiring onboarding links, a
 * balance per account (sandbox-ledger.ts), payouts that go pending → in transit → paid on the
 * sandbox's clock (and may fail after paid, giving the money back), and disputes (needs response
 * → under review → won/lost; a lost one debits the host's share and the dispute fee). Every change
 * the API must hear about comes back as a signed delivery for the webhook route, as Stripe's
 * webhooks would. The clock is the app's clock plus an offset that `advance` moves (the sandbox's
 * own control; the e2e journey and the reconciliation test use it to let days pass).
 */
import type { Database } from '../db/database';
import { createSandboxAccounts } from './sandbox-accounts';
import { sandboxDeliveries, type Delivery } from './sandbox-deliveries';
import { createSandboxDisputes } from './sandbox-disputes';
import { createSandboxLedger } from './sandbox-ledger';
import { createSandboxPayouts } from './sandbox-payouts';

export { SANDBOX_ONBOARDING_PATH, type OnboardingOutcome } from './sandbox-accounts';
export { SandboxRefusal, type Delivery } from './sandbox-deliveries';

interface Deps {
  db: Database;
  now: () => Date;
  sign: (body: string) => Delivery;
}

/** Connect as the provider sees it: accounts, balances (the ledger), payouts and disputes. */
export function createSandboxConnect({ db, now, sign }: Deps) {
  const deliveries = sandboxDeliveries(sign);
  const ledger = createSandboxLedger({ db, now });
  const payouts = createSandboxPayouts({ db, now, ledger, deliveries });
  const disputes = createSandboxDisputes({ db, now, ledger, deliveries });
  const { advancePayouts, ...payoutCalls } = payouts;
  const { expireUnanswered, ...disputeCalls } = disputes;
  return {
    recordCharge: ledger.recordCharge,
    recordRefund: ledger.recordRefund,
    getBalance: ledger.balance,
    ...createSandboxAccounts({ db, now, deliveries }),
    ...payoutCalls,
    ...disputeCalls,

    /** Moves payouts and unanswered disputes on to where `now()` puts them. */
    async tick(): Promise<Delivery[]> {
      const at = now();
      return [...(await advancePayouts(at)), ...(await expireUnanswered(at))];
    },
  };
}

export type SandboxConnect = ReturnType<typeof createSandboxConnect>;
