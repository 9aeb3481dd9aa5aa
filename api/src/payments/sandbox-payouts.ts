/**
 * The sandbox's payouts: taken from the available balance under the account's row lock, then
 * pending → in transit → paid on the sandbox's clock; a paid one the bank sends back fails and its
 * money returns to the balance.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PayoutStatus } from 'contract';
import type { Database } from '../db/database';
import { sandboxAccounts, sandboxPayouts } from '../db/schema-money';
import type { ProviderPayout } from './payment-provider';
import { randomToken } from './random-id';
import { SandboxRefusal, type Delivery, type SandboxDeliveries } from './sandbox-deliveries';
import type { SandboxLedger } from './sandbox-ledger';
import {
  SANDBOX_PAYOUT_IN_TRANSIT_MS,
  SANDBOX_PAYOUT_PAID_MS,
  payoutView,
  type PayoutRow,
} from './sandbox-records';

interface Deps {
  db: Database;
  now: () => Date;
  ledger: SandboxLedger;
  deliveries: SandboxDeliveries;
}

export interface PayoutInput {
  accountId: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

/** Where a payout of this age stands, or null when it stays as it is. */
function payoutTarget(payout: PayoutRow, at: Date): PayoutStatus | null {
  const age = at.getTime() - payout.createdAt.getTime();
  if (age >= SANDBOX_PAYOUT_PAID_MS) return 'paid';
  if (age >= SANDBOX_PAYOUT_IN_TRANSIT_MS && payout.status === 'pending') return 'in_transit';
  return null;
}

export function createSandboxPayouts({ db, now, ledger, deliveries }: Deps) {
  const setPayoutStatus = async (row: PayoutRow, status: PayoutStatus) => {
    const [updated] = await db
      .update(sandboxPayouts)
      .set({ status })
      .where(and(eq(sandboxPayouts.id, row.id), eq(sandboxPayouts.status, row.status)))
      .returning();
    return updated ?? null;
  };

  // Check and debit under the account's row lock, as Stripe's own balance is: two payouts at once
  // cannot both spend the same money.
  const debitAndInsert = (input: PayoutInput) =>
    db.transaction(async (tx) => {
      const [acct] = await tx
        .select()
        .from(sandboxAccounts)
        .where(eq(sandboxAccounts.id, input.accountId))
        .for('update');
      if (!acct) throw new SandboxRefusal(`No such account: ${input.accountId}`);
      if (!acct.payoutsEnabled) {
        throw new SandboxRefusal('Payouts are not enabled on this account');
      }
      const available =
        (await ledger.balance(input.accountId, tx)).available.find(
          (b) => b.currency === input.currency,
        )?.amountCents ?? 0;
      if (input.amountCents > available) {
        throw new SandboxRefusal('The payout is more than the available balance');
      }
      const id = `po_sbx_${randomToken(12)}`;
      const [inserted] = await tx
        .insert(sandboxPayouts)
        .values({
          id,
          accountId: input.accountId,
          amountCents: input.amountCents,
          currency: input.currency,
          status: 'pending',
          idempotencyKey: input.idempotencyKey,
          createdAt: now(),
        })
        .returning();
      await ledger.addBalance(acct.id, 'payout', id, -input.amountCents, input.currency, now(), tx);
      return inserted!;
    });

  return {
    async createPayout(input: PayoutInput): Promise<ProviderPayout> {
      const [existing] = await db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.idempotencyKey, input.idempotencyKey));
      if (existing) return payoutView(existing);
      return payoutView(await debitAndInsert(input));
    },

    /** Moves pending and in-transit payouts on to where `at` puts them. */
    async advancePayouts(at: Date): Promise<Delivery[]> {
      const deliveriesMade: Delivery[] = [];
      const moving = await db
        .select()
        .from(sandboxPayouts)
        .where(inArray(sandboxPayouts.status, ['pending', 'in_transit']));
      for (const payout of moving) {
        const target = payoutTarget(payout, at);
        if (!target) continue;
        const updated = await setPayoutStatus(payout, target);
        if (updated) deliveriesMade.push(deliveries.payoutEvent(updated));
      }
      return deliveriesMade;
    },

    /** A paid payout the bank sends back: failed, and the money returns to the balance. */
    async failPayout(payoutId: string): Promise<Delivery | null> {
      const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, payoutId));
      if (!row || row.status === 'failed' || row.status === 'canceled') return null;
      const updated = await setPayoutStatus(row, 'failed');
      if (!updated) return null;
      await ledger.recordPayoutReturn(row);
      return deliveries.payoutEvent(updated);
    },
  };
}
