/**
 * The sandbox's balance per connected account, kept as balance transactions as Stripe keeps it:
 * a sale's host share (pending until the settlement days have passed), refunds, payouts and lost
 * disputes, each written once per kind and source (a repeated one is ignored).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { MONEY_LIMITS } from 'contract';
import type { Database } from '../db/database';
import { sandboxBalanceTransactions } from '../db/schema-money';
import { sandboxSessions } from '../db/schema-ticketing';
import { hostRefundCents, hostShareCents } from './host-share';
import type { ProviderBalance } from './payment-provider';
import { DAY_MS } from './sandbox-records';

export function createSandboxLedger({ db, now }: { db: Database; now: () => Date }) {
  const addBalance = async (
    accountId: string,
    type: string,
    source: string,
    amountCents: number,
    currency: string,
    availableOn: Date,
    tx: Database = db,
  ) => {
    if (amountCents === 0) return;
    await tx
      .insert(sandboxBalanceTransactions)
      .values({ accountId, type, source, amountCents, currency, availableOn })
      .onConflictDoNothing();
  };

  /** A checkout session paid to a host's connected account, with its money summary; else null. */
  const hostSession = async (where: SQL) => {
    const [session] = await db.select().from(sandboxSessions).where(where);
    const summary = session?.summary as
      | { hostAccountId?: string; totalCents: number; feeCents: number; currency: string }
      | undefined;
    if (!session || !summary?.hostAccountId) return null;
    return { session, summary, hostAccountId: summary.hostAccountId };
  };

  /** Money a paid (or captured) session sends to the host: available after the settlement days. */
  const recordCharge = async (sessionId: string) => {
    const found = await hostSession(eq(sandboxSessions.id, sessionId));
    if (!found) return;
    const { session, summary, hostAccountId } = found;
    await addBalance(
      hostAccountId,
      'payment',
      session.orderId,
      hostShareCents(summary.totalCents, summary.feeCents),
      summary.currency,
      new Date(now().getTime() + MONEY_LIMITS.availableAfterDays * DAY_MS),
    );
  };

  const recordRefund = async (paymentReference: string, refundId: string, amountCents: number) => {
    const found = await hostSession(eq(sandboxSessions.paymentReference, paymentReference));
    if (!found) return;
    const { summary, hostAccountId } = found;
    await addBalance(
      hostAccountId,
      'transfer_reversal',
      refundId,
      -hostRefundCents(summary.totalCents, summary.feeCents, amountCents),
      summary.currency,
      now(),
    );
  };

  /** Like the app's wallet: money out leaves the available balance at once, whatever its time. */
  const balance = async (accountId: string, tx: Database = db): Promise<ProviderBalance> => {
    const availableNow = sql`(${sandboxBalanceTransactions.availableOn} <= ${now().toISOString()}::timestamptz or ${sandboxBalanceTransactions.amountCents} < 0)`;
    const rows = await tx
      .select({
        currency: sandboxBalanceTransactions.currency,
        available: sql<number>`coalesce(sum(case when ${availableNow} then ${sandboxBalanceTransactions.amountCents} else 0 end), 0)::int`,
        pending: sql<number>`coalesce(sum(case when ${availableNow} then 0 else ${sandboxBalanceTransactions.amountCents} end), 0)::int`,
      })
      .from(sandboxBalanceTransactions)
      .where(eq(sandboxBalanceTransactions.accountId, accountId))
      .groupBy(sandboxBalanceTransactions.currency);
    return {
      available: rows.map((r) => ({ amountCents: Number(r.available), currency: r.currency })),
      pending: rows.map((r) => ({ amountCents: Number(r.pending), currency: r.currency })),
    };
  };

  /** A lost dispute takes the host's share and the dispute fee back from the host's balance. */
  const recordDisputeLoss = (dispute: {
    id: string;
    accountId: string;
    hostShareCents: number;
    currency: string;
  }) =>
    addBalance(
      dispute.accountId,
      'dispute',
      dispute.id,
      -(dispute.hostShareCents + MONEY_LIMITS.disputeFeeCents),
      dispute.currency,
      now(),
    );

  /** A payout the bank sent back: its money returns to the balance. */
  const recordPayoutReturn = (payout: {
    id: string;
    accountId: string;
    amountCents: number;
    currency: string;
  }) =>
    addBalance(
      payout.accountId,
      'payout_failure',
      payout.id,
      payout.amountCents,
      payout.currency,
      now(),
    );

  return {
    addBalance,
    balance,
    hostSession,
    recordCharge,
    recordRefund,
    recordDisputeLoss,
    recordPayoutReturn,
  };
}

export type SandboxLedger = ReturnType<typeof createSandboxLedger>;
