/**
 * Payouts: a host asks for available money to go to the bank. The request takes the host's
 * connected-account row lock, sums the ledger, refuses anything over the available balance and
 * writes the payout with its ledger debit — all in one transaction — so two requests at once
 * cannot both spend the same money. The provider is called after (a network call must not hold
 * the lock; the payout id is its idempotency key); if it refuses, the money is written back.
 * Webhooks then move the status (pending → in transit → paid, and a late failure returns it).
 */
import { desc, eq } from 'drizzle-orm';
import type { Payout, PayoutInput } from 'contract';
import type { Database } from '../db/database';
import { connectedAccounts, payouts, type PayoutRow } from '../db/schema-money';
import { conflict } from '../http/api-error';
import type { PaymentProvider, ProviderPayout } from '../payments/payment-provider';
import { toEpochSeconds } from '../time/epoch-seconds';
import { appendMoney, walletBalance } from './money-ledger';

export interface PayoutDeps {
  db: Database;
  provider: PaymentProvider;
  /** TEST ONLY: check the balance and write without the lock, to show the race test can fail. */
  unsafeSkipPayoutLock?: boolean;
}

export const payoutView = (row: PayoutRow): Payout => ({
  id: row.id,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  arrivalDate: row.arrivalDate ? toEpochSeconds(row.arrivalDate) : null,
  failureMessage: row.failureMessage,
  createdAt: toEpochSeconds(row.createdAt),
});

export async function listPayouts(db: Database, userId: string): Promise<Payout[]> {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt))
    .limit(50);
  return rows.map(payoutView);
}

export async function requestPayout(
  deps: PayoutDeps,
  userId: string,
  input: PayoutInput,
): Promise<Payout> {
  const { db, provider } = deps;
  const now = provider.now();

  const reserve = async (tx: Database, lock: boolean) => {
    const query = tx.select().from(connectedAccounts).where(eq(connectedAccounts.userId, userId));
    const [account] = lock ? await query.for('update') : await query;
    if (!account || !account.payoutsEnabled) {
      throw conflict('Finish setting up payouts first', { reason: 'payouts_not_enabled' });
    }
    const balance = await walletBalance(tx, userId, input.currency, now);
    if (input.amountCents > balance.availableCents) {
      throw conflict('That is more than your available balance', {
        reason: 'insufficient_balance',
        availableCents: balance.availableCents,
      });
    }
    return account;
  };
  const write = async (tx: Database, accountId: string) => {
    const [row] = await tx
      .insert(payouts)
      .values({
        userId,
        accountId,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await appendMoney(tx, [
      {
        userId,
        accountId,
        kind: 'payout',
        amountCents: -input.amountCents,
        currency: input.currency,
        availableOn: now,
        reference: row!.id,
      },
    ]);
    return row!;
  };

  const payout = deps.unsafeSkipPayoutLock
    ? await (async () => {
        const account = await reserve(db, false);
        // Yield so concurrent requests all read the balance before any writes (the race).
        await new Promise((resolve) => setTimeout(resolve, 250));
        return db.transaction((tx) => write(tx, account.accountId));
      })()
    : await db.transaction(async (tx) => write(tx, (await reserve(tx, true)).accountId));

  let sent: ProviderPayout;
  try {
    sent = await provider.createPayout({
      accountId: payout.accountId,
      amountCents: payout.amountCents,
      currency: payout.currency,
      idempotencyKey: `payout_${payout.id}`,
    });
  } catch (error) {
    await returnPayout(db, payout, 'canceled', 'The payment provider refused the payout');
    throw conflict('The payment provider refused the payout; nothing was sent', {
      reason: 'payout_refused',
      detail: error instanceof Error ? error.message : undefined,
    });
  }
  const [stored] = await db
    .update(payouts)
    .set({
      providerPayoutId: sent.payoutId,
      status: sent.status,
      arrivalDate: sent.arrivalDate,
      updatedAt: new Date(),
    })
    .where(eq(payouts.id, payout.id))
    .returning();
  return payoutView(stored ?? payout);
}

/** A payout that did not (or no longer) reach the bank: its money back in the balance, once. */
async function returnPayout(
  db: Database,
  payout: PayoutRow,
  status: 'failed' | 'canceled',
  message: string | null,
  at: Date = new Date(),
) {
  await db.transaction(async (tx) => {
    await tx
      .update(payouts)
      .set({ status, failureMessage: message, updatedAt: new Date() })
      .where(eq(payouts.id, payout.id));
    await appendMoney(tx, [
      {
        userId: payout.userId,
        accountId: payout.accountId,
        kind: 'payout_return',
        amountCents: payout.amountCents,
        currency: payout.currency,
        availableOn: at,
        reference: payout.id,
      },
    ]);
  });
}

/** A payout webhook: the status moves; a failure (even after paid) gives the money back. */
export async function applyPayoutUpdate(
  db: Database,
  provider: Pick<PaymentProvider, 'now'>,
  update: ProviderPayout,
): Promise<void> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(eq(payouts.providerPayoutId, update.payoutId));
  if (!row) return;
  if (update.status === 'failed' || update.status === 'canceled') {
    await returnPayout(db, row, update.status, update.failureMessage, provider.now());
    return;
  }
  // A late delivery of an earlier status must not undo a failure.
  if (row.status === 'failed' || row.status === 'canceled') return;
  await db
    .update(payouts)
    .set({ status: update.status, arrivalDate: update.arrivalDate, updatedAt: new Date() })
    .where(eq(payouts.id, row.id));
}
