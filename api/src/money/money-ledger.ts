/**
 * The host money ledger (`money_ledger`, append-only): what a host's connected account gained and
 * lost, entry by entry. A wallet is a sum over it; nothing else holds a balance.
 *
 * - Sales and refunds are written by `recordLedger` (checkout's platform ledger) whenever an order
 *   paid to a connected account (a destination charge) is charged or refunded, in the same
 *   transaction: `sale` + (total − fee), pending for MONEY_LIMITS.availableAfterDays; `refund` −
 *   the host's part of the refund, at once.
 * - Payouts are written when requested (`payout` −, so two requests can never spend the same
 *   money) and given back if they fail (`payout_return` +).
 * - A lost dispute writes `dispute_loss` − (the host's share and the dispute fee).
 * `(kind, reference)` is unique: writing the same movement twice is a no-op.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MONEY_LIMITS, type MoneyLedgerKind } from 'contract';
import type { Database } from '../db/database';
import { connectedAccounts, moneyLedger } from '../db/schema-money';
import type { OrderRow } from '../db/schema-ticketing';
import { hostRefundCents, hostShareCents } from '../payments/host-share';

const DAY_MS = 86_400_000;

export interface MoneyEntry {
  userId: string;
  accountId: string;
  kind: MoneyLedgerKind;
  amountCents: number;
  currency: string;
  availableOn: Date;
  reference: string;
  orderId?: string | null;
}

/** Appends entries; one already written (same kind and reference) is left as it is. */
export async function appendMoney(tx: Database, entries: readonly MoneyEntry[]): Promise<number> {
  const rows = entries.filter((entry) => entry.amountCents !== 0);
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(moneyLedger)
    .values(rows.map((entry) => ({ ...entry, orderId: entry.orderId ?? null })))
    .onConflictDoNothing()
    .returning({ id: moneyLedger.id });
  return inserted.length;
}

/** The host's side of a platform ledger entry of an order paid to a connected account. */
export async function recordHostMoney(
  tx: Database,
  order: Pick<OrderRow, 'id' | 'currency' | 'providerAccountId' | 'totalCents' | 'feeCents'>,
  entries: readonly { kind: string; amountCents: number; reference: string | null }[],
  moneyNow: Date,
): Promise<void> {
  if (!order.providerAccountId) return;
  const [account] = await tx
    .select({ userId: connectedAccounts.userId })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.accountId, order.providerAccountId));
  if (!account) return;
  const base = { userId: account.userId, accountId: order.providerAccountId, orderId: order.id };
  const host: MoneyEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'charge') {
      host.push({
        ...base,
        kind: 'sale',
        amountCents: hostShareCents(order.totalCents, order.feeCents),
        currency: order.currency,
        availableOn: new Date(moneyNow.getTime() + MONEY_LIMITS.availableAfterDays * DAY_MS),
        reference: order.id,
      });
    } else if (entry.kind === 'refund') {
      host.push({
        ...base,
        kind: 'refund',
        amountCents: -hostRefundCents(order.totalCents, order.feeCents, -entry.amountCents),
        currency: order.currency,
        availableOn: moneyNow,
        reference: entry.reference ?? `refund_${order.id}`,
      });
    }
  }
  await appendMoney(tx, host);
}

export interface WalletBalance {
  currency: string;
  availableCents: number;
  pendingCents: number;
}

/**
 * A host's balance in one currency at `now`, summed from the ledger. Money in counts as available
 * from its `availableOn`; money out (payouts, refunds, dispute losses) leaves the available balance
 * at once, whatever its timestamp: a payout request that read the time a moment before another
 * request wrote its payout must still see that money gone.
 */
export async function walletBalance(
  db: Database,
  userId: string,
  currency: string,
  now: Date,
): Promise<WalletBalance> {
  const availableNow = sql`(${moneyLedger.availableOn} <= ${now.toISOString()}::timestamptz or ${moneyLedger.amountCents} < 0)`;
  const [row] = await db
    .select({
      available: sql<number>`coalesce(sum(case when ${availableNow} then ${moneyLedger.amountCents} else 0 end), 0)::int`,
      pending: sql<number>`coalesce(sum(case when ${availableNow} then 0 else ${moneyLedger.amountCents} end), 0)::int`,
    })
    .from(moneyLedger)
    .where(and(eq(moneyLedger.userId, userId), eq(moneyLedger.currency, currency)));
  return {
    currency,
    availableCents: Number(row?.available ?? 0),
    pendingCents: Number(row?.pending ?? 0),
  };
}
