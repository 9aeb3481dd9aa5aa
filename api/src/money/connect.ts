/**
 * A host's connected account: created on the first `POST /users/connect/`, onboarded through the
 * provider's single-use links, its state always read from the provider (`GET /users/connect/`) or
 * its account webhooks. Once charges are enabled the account is also written to
 * `host_payout_accounts`, the table checkout reads to make destination charges.
 */
import { eq } from 'drizzle-orm';
import type { ConnectAccount, ConnectState } from 'contract';
import type { Database } from '../db/database';
import { connectedAccounts, type ConnectedAccountRow } from '../db/schema-money';
import { hostPayoutAccounts } from '../db/schema-ticketing';
import type { ConnectedAccountState, PaymentProvider } from '../payments/payment-provider';
import { DEFAULT_CURRENCY } from './currency';
import { payoutsSetUp } from './host-money-alerts';

/** Where the provider sends the browser: back to onboarding (a fresh link) or to "complete". */
export const ONBOARDING_REFRESH_PATH = '/app/host/stripe-connect?refresh=1';
export const ONBOARDING_RETURN_PATH = '/app/host/stripe-connect/complete';

export function connectState(row: ConnectedAccountRow | undefined): ConnectState {
  if (!row) return 'none';
  if (!row.detailsSubmitted) return 'onboarding';
  if (row.chargesEnabled && row.payoutsEnabled && row.requirementsDue.length === 0) {
    return 'enabled';
  }
  return 'restricted';
}

export function connectView(
  row: ConnectedAccountRow | undefined,
  provider: Pick<PaymentProvider, 'requiresHostAccount'>,
): ConnectAccount {
  return {
    state: connectState(row),
    detailsSubmitted: row?.detailsSubmitted ?? false,
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    requirementsDue: row?.requirementsDue ?? [],
    currency: row?.currency ?? null,
    // Checkout's rule (initiate-checkout.ts): Stripe sells once the account takes charges.
    canSellPaidTickets: !provider.requiresHostAccount || (row?.chargesEnabled ?? false),
  };
}

export async function findConnectedAccount(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, userId));
  return row;
}

/** Stores what the provider says about an account (a webhook or a fresh read). */
export async function applyAccountState(
  db: Database,
  provider: Pick<PaymentProvider, 'name' | 'now'>,
  state: ConnectedAccountState,
): Promise<ConnectedAccountRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(connectedAccounts)
      .set({
        detailsSubmitted: state.detailsSubmitted,
        chargesEnabled: state.chargesEnabled,
        payoutsEnabled: state.payoutsEnabled,
        requirementsDue: state.requirementsDue,
        updatedAt: new Date(),
      })
      .where(eq(connectedAccounts.accountId, state.accountId))
      .returning();
    if (row?.chargesEnabled) {
      await tx
        .insert(hostPayoutAccounts)
        .values({ userId: row.userId, provider: provider.name, accountId: row.accountId })
        .onConflictDoNothing();
      await payoutsSetUp(tx, row.userId);
    }
    return row;
  });
}

export async function refreshAccount(
  db: Database,
  provider: PaymentProvider,
  userId: string,
): Promise<ConnectedAccountRow | undefined> {
  const row = await findConnectedAccount(db, userId);
  if (!row) return undefined;
  return (await applyAccountState(db, provider, await provider.getAccount(row.accountId))) ?? row;
}

/** The caller's account (made on first use) and a fresh single-use onboarding link. */
export async function startOnboarding(db: Database, provider: PaymentProvider, userId: string) {
  let row = await findConnectedAccount(db, userId);
  if (!row) {
    const { accountId } = await provider.createConnectedAccount({
      userId,
      currency: DEFAULT_CURRENCY,
    });
    await db
      .insert(connectedAccounts)
      .values({ userId, provider: provider.name, accountId, currency: DEFAULT_CURRENCY })
      .onConflictDoNothing();
    // Two first calls at once: the one stored wins, the other provider account stays unused.
    row = await findConnectedAccount(db, userId);
  }
  const link = await provider.createOnboardingLink({
    accountId: row!.accountId,
    refreshUrl: ONBOARDING_REFRESH_PATH,
    returnUrl: ONBOARDING_RETURN_PATH,
  });
  const account = await refreshAccount(db, provider, userId);
  return { account: connectView(account, provider), link };
}
