/**
 * For the sandbox parts' tests: one database, a clock the test moves, a signer that only marks what
 * it signed, and the parts wired as `createSandboxConnect` wires them.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { AppDatabase } from '../src/db/database';
import { sandboxSessions } from '../src/db/schema-ticketing';
import { openTestDatabase } from './test-database';
import { createSandboxAccounts } from '../src/payments/sandbox-accounts';
import { sandboxDeliveries, type Delivery } from '../src/payments/sandbox-deliveries';
import { createSandboxDisputes } from '../src/payments/sandbox-disputes';
import { createSandboxLedger } from '../src/payments/sandbox-ledger';
import { createSandboxPayouts } from '../src/payments/sandbox-payouts';

export const START = new Date('2026-03-02T12:00:00Z');

/** The parts of a delivery the tests read. */
export interface SaidEvent {
  type: string;
  account: { payoutsEnabled: boolean; chargesEnabled: boolean };
  payout: { payoutId: string; status: string };
  dispute: { disputeId: string; status: string; amountCents: number };
}

/** What a delivery says (the tests' signer signs nothing). */
export const said = (delivery: Delivery | null) =>
  delivery ? (JSON.parse(delivery.body) as SaidEvent) : null;

export async function openSandboxWorld() {
  const database: AppDatabase = await openTestDatabase(inject('testDatabase'));
  const db = database.db;
  let at = START.getTime();
  const now = () => new Date(at);
  const deliveries = sandboxDeliveries((body) => ({ body, signature: 'test' }));
  const ledger = createSandboxLedger({ db, now });
  const world = {
    database,
    db,
    now,
    /** Moves the clock on. */
    pass: (ms: number) => {
      at += ms;
    },
    ledger,
    accounts: createSandboxAccounts({ db, now, deliveries }),
    payouts: createSandboxPayouts({ db, now, ledger, deliveries }),
    disputes: createSandboxDisputes({ db, now, ledger, deliveries }),
  };
  return world;
}

export type SandboxWorld = Awaited<ReturnType<typeof openSandboxWorld>>;

/** A connected account through onboarding: payouts on when `finish`. */
export async function onboardedAccount(world: SandboxWorld, finish = true) {
  const { accountId } = await world.accounts.createConnectedAccount({
    userId: randomUUID(),
    currency: 'usd',
  });
  const { url } = await world.accounts.createOnboardingLink({
    accountId,
    refreshUrl: '/refresh',
    returnUrl: '/return',
  });
  await world.accounts.completeOnboarding(url.split('/').at(-1)!, finish ? 'finish' : 'leave');
  return accountId;
}

/** A paid destination charge to the account, as the checkout page leaves it. */
export async function paidSession(
  world: SandboxWorld,
  hostAccountId: string,
  totalCents = 10_000,
  feeCents = 1_000,
) {
  const id = `sbx_${randomUUID()}`;
  const paymentReference = `pi_sbx_${randomUUID()}`;
  await world.db.insert(sandboxSessions).values({
    id,
    orderId: randomUUID(),
    eventId: randomUUID(),
    status: 'paid',
    paymentReference,
    summary: { hostAccountId, totalCents, feeCents, currency: 'usd', lines: [] },
    expiresAt: new Date(world.now().getTime() + 3_600_000),
  });
  return { sessionId: id, paymentReference };
}
