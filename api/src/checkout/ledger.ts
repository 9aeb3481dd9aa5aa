/**
 * The money ledger: one row per movement, never changed (the database refuses UPDATE/DELETE).
 * - `charge` (+total): the buyer paid; `platform_fee` (+fee): the part the platform keeps of it.
 * - `refund` (−amount) and `platform_fee_refund` (−fee) undo them.
 * The host's side of the same movements (destination charges) goes to `money_ledger` with them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ledgerEntries, type LedgerKind, type OrderRow } from '../db/schema-ticketing';
import { recordHostMoney } from '../money/money-ledger';

export async function recordLedger(
  tx: Database,
  order: Pick<
    OrderRow,
    'id' | 'currency' | 'provider' | 'providerAccountId' | 'totalCents' | 'feeCents'
  >,
  entries: readonly { kind: LedgerKind; amountCents: number; reference: string | null }[],
  /** The provider's "now": an order paid to a host's connected account moves the host's money too. */
  moneyNow?: Date,
): Promise<void> {
  const rows = entries
    .filter((entry) => entry.amountCents !== 0)
    .map((entry) => ({
      orderId: order.id,
      kind: entry.kind,
      amountCents: entry.amountCents,
      currency: order.currency,
      provider: order.provider,
      providerReference: entry.reference,
    }));
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows);
  if (moneyNow) await recordHostMoney(tx, order, entries, moneyNow);
}

/** Total refunded for an order, as a positive number of cents. */
export async function refundedCents(tx: Database, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'refund')));
  return Number(row?.sum ?? 0);
}
