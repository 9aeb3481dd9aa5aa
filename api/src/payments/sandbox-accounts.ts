/**
 * The sandbox's connected accounts and their onboarding: single-use links that expire, and the
 * onboarding page's buttons, which finish or leave the form (both use the link up) or let the link
 * die so the app mints a new one.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { MONEY_LIMITS } from 'contract';
import type { Database } from '../db/database';
import { sandboxAccountLinks, sandboxAccounts } from '../db/schema-money';
import { randomToken } from './random-id';
import { SandboxRefusal, type Delivery, type SandboxDeliveries } from './sandbox-deliveries';
import { accountState } from './sandbox-records';

export const SANDBOX_ONBOARDING_PATH = '/v2/payments/sandbox/onboarding';
const REQUIREMENTS_AT_START = ['business_profile.url', 'external_account', 'tos_acceptance.date'];
const REQUIREMENTS_LEFT_EARLY = ['external_account', 'tos_acceptance.date'];

export type OnboardingOutcome = 'finish' | 'leave' | 'expire';

interface Deps {
  db: Database;
  now: () => Date;
  deliveries: SandboxDeliveries;
}

export function createSandboxAccounts({ db, now, deliveries }: Deps) {
  const account = async (id: string) => {
    const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
    if (!row) throw new SandboxRefusal(`No such account: ${id}`);
    return row;
  };

  /** Uses the link up if it is still usable; false when it was used or had expired. */
  const useLink = async (linkId: string) => {
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
    return used !== undefined;
  };

  return {
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
      if (!(await useLink(linkId))) return { redirect: link.refreshUrl, delivery: null };
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
      return { redirect: link.returnUrl, delivery: row ? deliveries.accountEvent(row) : null };
    },
  };
}
