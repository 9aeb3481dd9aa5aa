/**
 * The sandbox's disputes: a buyer's bank opens one (needs response), the host's evidence puts it
 * under review, the card issuer decides it (won/lost), and one left unanswered past its deadline is
 * lost. A lost one debits the host's share and the dispute fee from the account's balance.
 */
import { and, eq, lte } from 'drizzle-orm';
import { MONEY_LIMITS, type DisputeStatus } from 'contract';
import type { Database } from '../db/database';
import { sandboxDisputes } from '../db/schema-money';
import { sandboxSessions } from '../db/schema-ticketing';
import { hostShareCents } from './host-share';
import type { DisputeEvidenceInput, ProviderDispute } from './payment-provider';
import { randomToken } from './random-id';
import { SandboxRefusal, type Delivery, type SandboxDeliveries } from './sandbox-deliveries';
import type { SandboxLedger } from './sandbox-ledger';
import { DAY_MS, disputeView, type DisputeRow } from './sandbox-records';

interface Deps {
  db: Database;
  now: () => Date;
  ledger: SandboxLedger;
  deliveries: SandboxDeliveries;
}

const ALREADY_SUBMITTED = 'Evidence was already submitted for this dispute';

export function createSandboxDisputes({ db, now, ledger, deliveries }: Deps) {
  const setDisputeStatus = async (row: DisputeRow, status: DisputeStatus, evidence?: unknown) => {
    const [updated] = await db
      .update(sandboxDisputes)
      .set({ status, ...(evidence === undefined ? {} : { evidence }) })
      .where(and(eq(sandboxDisputes.id, row.id), eq(sandboxDisputes.status, row.status)))
      .returning();
    if (updated?.status === 'lost') await ledger.recordDisputeLoss(updated);
    return updated ?? null;
  };

  const dispute = async (id: string) => {
    const [row] = await db.select().from(sandboxDisputes).where(eq(sandboxDisputes.id, id));
    return row ?? null;
  };

  return {
    async submitDisputeEvidence(input: DisputeEvidenceInput): Promise<ProviderDispute> {
      const row = await dispute(input.disputeId);
      if (!row) throw new SandboxRefusal('No such dispute');
      if (row.status !== 'needs_response') throw new SandboxRefusal(ALREADY_SUBMITTED);
      if (now() > row.dueBy) throw new SandboxRefusal('The evidence deadline has passed');
      const updated = await setDisputeStatus(row, 'under_review', {
        text: input.text,
        files: input.files.map(({ name, url }) => ({ name, url })),
      });
      if (!updated) throw new SandboxRefusal(ALREADY_SUBMITTED);
      return disputeView(updated);
    },

    // Its accounts are debited the share and the fee when a dispute is lost (setDisputeStatus).
    async recoverDisputeLoss() {},

    /** Disputes still unanswered when their deadline has passed at `at` are lost. */
    async expireUnanswered(at: Date): Promise<Delivery[]> {
      const deliveriesMade: Delivery[] = [];
      const unanswered = await db
        .select()
        .from(sandboxDisputes)
        .where(and(eq(sandboxDisputes.status, 'needs_response'), lte(sandboxDisputes.dueBy, at)));
      for (const row of unanswered) {
        const updated = await setDisputeStatus(row, 'lost');
        if (updated) deliveriesMade.push(deliveries.disputeEvent(updated));
      }
      return deliveriesMade;
    },

    /** A buyer's bank disputes a payment (Stripe: `charge.dispute.created`). */
    async openDispute(
      paymentReference: string,
      reason: string,
    ): Promise<{ disputeId: string; delivery: Delivery }> {
      const found = await ledger.hostSession(
        eq(sandboxSessions.paymentReference, paymentReference),
      );
      if (!found) throw new SandboxRefusal('No destination charge with that payment reference');
      const { summary, hostAccountId } = found;
      const [row] = await db
        .insert(sandboxDisputes)
        .values({
          id: `dp_sbx_${randomToken(12)}`,
          accountId: hostAccountId,
          paymentReference,
          amountCents: summary.totalCents,
          hostShareCents: hostShareCents(summary.totalCents, summary.feeCents),
          currency: summary.currency,
          reason,
          status: 'needs_response',
          dueBy: new Date(now().getTime() + MONEY_LIMITS.evidenceDays * DAY_MS),
        })
        .returning();
      return { disputeId: row!.id, delivery: deliveries.disputeEvent(row!) };
    },

    /** The card issuer decides a dispute under review. */
    async resolveDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<Delivery | null> {
      const row = await dispute(disputeId);
      if (!row || (row.status !== 'under_review' && row.status !== 'needs_response')) return null;
      const updated = await setDisputeStatus(row, outcome);
      return updated ? deliveries.disputeEvent(updated) : null;
    },
  };
}
