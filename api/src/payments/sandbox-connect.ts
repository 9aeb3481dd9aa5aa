/**
 * The sandbox's Stripe Connect: connected accounts with single-use expiring onboarding links, a
 * balance per account (sandbox-ledger.ts), payouts that go pending → in transit → paid on the
 * sandbox's clock (and may fail after paid, giving the money back), and disputes (needs response
 * → under review → won/lost; a lost one debits the host's share and the dispute fee). Every change
 * the API must hear about comes back as a signed delivery for the webhook route, as Stripe's
 * webhooks would. The clock is the app's clock plus an offset that `advance` moves (the sandbox's
 * own control; the e2e journey and the reconciliation test use it to let days pass).
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { MONEY_LIMITS, type DisputeStatus, type PayoutStatus } from 'contract';
import type { Database } from '../db/database';
import {
  sandboxAccountLinks,
  sandboxAccounts,
  sandboxDisputes,
  sandboxPayouts,
} from '../db/schema-money';
import { sandboxSessions } from '../db/schema-ticketing';
import type { DisputeEvidenceInput, ProviderDispute, ProviderPayout } from './payment-provider';
import { hostShareCents } from './host-share';
import { randomToken } from './random-id';
import { createSandboxLedger } from './sandbox-ledger';
import {
  DAY_MS,
  SANDBOX_PAYOUT_IN_TRANSIT_MS,
  SANDBOX_PAYOUT_PAID_MS,
  accountState,
  disputeView,
  payoutView,
  type AccountRow,
  type DisputeRow,
  type PayoutRow,
} from './sandbox-records';

export const SANDBOX_ONBOARDING_PATH = '/v2/payments/sandbox/onboarding';
const REQUIREMENTS_AT_START = ['business_profile.url', 'external_account', 'tos_acceptance.date'];
const REQUIREMENTS_LEFT_EARLY = ['external_account', 'tos_acceptance.date'];

export type Delivery = { body: string; signature: string };
export type OnboardingOutcome = 'finish' | 'leave' | 'expire';

interface Deps {
  db: Database;
  now: () => Date;
  sign: (body: string) => Delivery;
}

export class SandboxRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxRefusal';
  }
}

export function createSandboxConnect({ db, now, sign }: Deps) {
  const event = (type: string, data: Record<string, unknown>) =>
    sign(JSON.stringify({ id: `evt_sbx_${randomToken(12)}`, type, ...data }));
  const accountEvent = (row: AccountRow) =>
    event('account.updated', { account: accountState(row) });
  const payoutEvent = (row: PayoutRow) => event('payout.updated', { payout: payoutView(row) });
  const disputeEvent = (row: DisputeRow) =>
    event('dispute.updated', {
      dispute: disputeView(row),
      paymentReference: row.paymentReference,
    });

  const account = async (id: string) => {
    const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
    if (!row) throw new SandboxRefusal(`No such account: ${id}`);
    return row;
  };

  const ledger = createSandboxLedger({ db, now });
  const { addBalance, balance, hostSession, recordDisputeLoss, recordPayoutReturn } = ledger;

  const setPayoutStatus = async (row: PayoutRow, status: PayoutStatus) => {
    const [updated] = await db
      .update(sandboxPayouts)
      .set({ status })
      .where(and(eq(sandboxPayouts.id, row.id), eq(sandboxPayouts.status, row.status)))
      .returning();
    return updated ?? null;
  };

  const setDisputeStatus = async (row: DisputeRow, status: DisputeStatus, evidence?: unknown) => {
    const [updated] = await db
      .update(sandboxDisputes)
      .set({ status, ...(evidence === undefined ? {} : { evidence }) })
      .where(and(eq(sandboxDisputes.id, row.id), eq(sandboxDisputes.status, row.status)))
      .returning();
    if (updated?.status === 'lost') await recordDisputeLoss(updated);
    return updated ?? null;
  };

  return {
    recordCharge: ledger.recordCharge,
    recordRefund: ledger.recordRefund,

    async createConnectedAccount({ userId }: { userId: string; currency: string }) {
      const id = `acct_sbx_${randomToken(12)}`;
      await db
        .insert(sandboxAccounts)
        .values({ id, userId, requirementsDue: REQUIREMENTS_AT_START });
      return { accountId: id };
    },

    async createOnboardingLink(input: {
      accountId: string;
      refreshUrl: string;
      returnUrl: string;
    }) {
      await account(input.accountId);
      const id = `acctlink_sbx_${randomToken(16)}`;
      const expiresAt = new Date(now().getTime() + MONEY_LIMITS.onboardingLinkMinutes * 60_000);
      await db.insert(sandboxAccountLinks).values({ id, ...input, expiresAt });
      return { url: `${SANDBOX_ONBOARDING_PATH}/${id}`, expiresAt };
    },

    async getAccount(accountId: string) {
      return accountState(await account(accountId));
    },

    getBalance: balance,

    async createPayout(input: {
      accountId: string;
      amountCents: number;
      currency: string;
      idempotencyKey: string;
    }): Promise<ProviderPayout> {
      const [existing] = await db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.idempotencyKey, input.idempotencyKey));
      if (existing) return payoutView(existing);
      // Check and debit under the account's row lock, as Stripe's own balance is: two payouts at
      // once cannot both spend the same money.
      const row = await db.transaction(async (tx) => {
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
          (await balance(input.accountId, tx)).available.find((b) => b.currency === input.currency)
            ?.amountCents ?? 0;
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
        await addBalance(acct.id, 'payout', id, -input.amountCents, input.currency, now(), tx);
        return inserted!;
      });
      return payoutView(row);
    },

    async submitDisputeEvidence(input: DisputeEvidenceInput): Promise<ProviderDispute> {
      const [row] = await db
        .select()
        .from(sandboxDisputes)
        .where(eq(sandboxDisputes.id, input.disputeId));
      if (!row) throw new SandboxRefusal('No such dispute');
      if (row.status !== 'needs_response') {
        throw new SandboxRefusal('Evidence was already submitted for this dispute');
      }
      if (now() > row.dueBy) throw new SandboxRefusal('The evidence deadline has passed');
      const updated = await setDisputeStatus(row, 'under_review', {
        text: input.text,
        files: input.files.map(({ name, url }) => ({ name, url })),
      });
      if (!updated) throw new SandboxRefusal('Evidence was already submitted for this dispute');
      return disputeView(updated);
    },

    // Its accounts are debited the share and the fee when a dispute is lost (setDisputeStatus).
    async recoverDisputeLoss() {},

    // ---- The sandbox's own pages and controls ----

    async findLink(id: string) {
      const [row] = await db
        .select()
        .from(sandboxAccountLinks)
        .where(eq(sandboxAccountLinks.id, id));
      if (!row) return null;
      const usable = row.usedAt === null && now() < row.expiresAt;
      return { ...row, usable };
    },

    /**
     * The onboarding page's buttons. `finish`: every requirement met, charges and payouts on;
     * `leave`: some details given, some still due; both use the link up and return to the app
     * (Stripe returns to `return_url` either way). `expire`: the link dies unused and the browser
     * goes to the refresh URL, which mints a new one.
     */
    async completeOnboarding(
      linkId: string,
      outcome: OnboardingOutcome,
    ): Promise<{ redirect: string; delivery: Delivery | null } | null> {
      const [link] = await db
        .select()
        .from(sandboxAccountLinks)
        .where(eq(sandboxAccountLinks.id, linkId));
      if (!link) return null;
      if (outcome === 'expire') {
        await db
          .update(sandboxAccountLinks)
          .set({ expiresAt: now() })
          .where(eq(sandboxAccountLinks.id, linkId));
        return { redirect: link.refreshUrl, delivery: null };
      }
      const [used] = await db
        .update(sandboxAccountLinks)
        .set({ usedAt: now() })
        .where(
          and(
            eq(sandboxAccountLinks.id, linkId),
            sql`${sandboxAccountLinks.usedAt} is null`,
            gt(sandboxAccountLinks.expiresAt, now()),
          ),
        )
        .returning();
      if (!used) return { redirect: link.refreshUrl, delivery: null };
      const done = outcome === 'finish';
      const [row] = await db
        .update(sandboxAccounts)
        .set({
          detailsSubmitted: done,
          chargesEnabled: done,
          payoutsEnabled: done,
          requirementsDue: done ? [] : REQUIREMENTS_LEFT_EARLY,
        })
        .where(eq(sandboxAccounts.id, link.accountId))
        .returning();
      return { redirect: link.returnUrl, delivery: row ? accountEvent(row) : null };
    },

    /** Moves payouts and unanswered disputes on to where `now()` puts them. */
    async tick(): Promise<Delivery[]> {
      const at = now();
      const deliveries: Delivery[] = [];
      const moving = await db
        .select()
        .from(sandboxPayouts)
        .where(inArray(sandboxPayouts.status, ['pending', 'in_transit']));
      for (const payout of moving) {
        const age = at.getTime() - payout.createdAt.getTime();
        const target: PayoutStatus | null =
          age >= SANDBOX_PAYOUT_PAID_MS
            ? 'paid'
            : age >= SANDBOX_PAYOUT_IN_TRANSIT_MS && payout.status === 'pending'
              ? 'in_transit'
              : null;
        if (!target) continue;
        const updated = await setPayoutStatus(payout, target);
        if (updated) deliveries.push(payoutEvent(updated));
      }
      const unanswered = await db
        .select()
        .from(sandboxDisputes)
        .where(and(eq(sandboxDisputes.status, 'needs_response'), lte(sandboxDisputes.dueBy, at)));
      for (const dispute of unanswered) {
        const updated = await setDisputeStatus(dispute, 'lost');
        if (updated) deliveries.push(disputeEvent(updated));
      }
      return deliveries;
    },

    /** A paid payout the bank sends back: failed, and the money returns to the balance. */
    async failPayout(payoutId: string): Promise<Delivery | null> {
      const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, payoutId));
      if (!row || row.status === 'failed' || row.status === 'canceled') return null;
      const updated = await setPayoutStatus(row, 'failed');
      if (!updated) return null;
      await recordPayoutReturn(row);
      return payoutEvent(updated);
    },

    /** A buyer's bank disputes a payment (Stripe: `charge.dispute.created`). */
    async openDispute(
      paymentReference: string,
      reason: string,
    ): Promise<{ disputeId: string; delivery: Delivery }> {
      const found = await hostSession(eq(sandboxSessions.paymentReference, paymentReference));
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
      return { disputeId: row!.id, delivery: disputeEvent(row!) };
    },

    /** The card issuer decides a dispute under review. */
    async resolveDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<Delivery | null> {
      const [row] = await db
        .select()
        .from(sandboxDisputes)
        .where(eq(sandboxDisputes.id, disputeId));
      if (!row || (row.status !== 'under_review' && row.status !== 'needs_response')) return null;
      const updated = await setDisputeStatus(row, outcome);
      return updated ? disputeEvent(updated) : null;
    },
  };
}

export type SandboxConnect = ReturnType<typeof createSandboxConnect>;
