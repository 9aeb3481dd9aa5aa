/**
 * Stripe Connect for hosts: an Express account per host, its onboarding links, where it stands,
 * its balance and its payouts. Balances and payouts are read on the connected account itself
 * (`stripeAccount`); the rest on the platform.
 */
import type Stripe from 'stripe';
import type { PaymentProvider } from './payment-provider';
import { stripeAccountState, stripePayout } from './stripe-events';

type ConnectCalls = Pick<
  PaymentProvider,
  'createConnectedAccount' | 'createOnboardingLink' | 'getAccount' | 'getBalance' | 'createPayout'
>;

export const onAccount = (accountId: string | null): Stripe.RequestOptions =>
  accountId ? { stripeAccount: accountId } : {};

/** `absolute` turns the app's paths into URLs Stripe can send the browser back to. */
export function stripeConnectCalls(
  stripe: Stripe,
  absolute: (url: string) => string,
): ConnectCalls {
  return {
    async createConnectedAccount({ userId }) {
      const account = await stripe.accounts.create({
        type: 'express',
        metadata: { userId },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      });
      return { accountId: account.id };
    },

    async createOnboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: absolute(refreshUrl),
        return_url: absolute(returnUrl),
        type: 'account_onboarding',
      });
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },

    async getAccount(accountId) {
      return stripeAccountState(await stripe.accounts.retrieve(accountId));
    },

    async getBalance(accountId) {
      const balance = await stripe.balance.retrieve({}, onAccount(accountId));
      const amounts = (list: Stripe.Balance.Available[] | Stripe.Balance.Pending[]) =>
        list.map((b) => ({ amountCents: b.amount, currency: b.currency }));
      return { available: amounts(balance.available), pending: amounts(balance.pending) };
    },

    async createPayout({ accountId, amountCents, currency, idempotencyKey }) {
      const payout = await stripe.payouts.create(
        { amount: amountCents, currency },
        { ...onAccount(accountId), idempotencyKey },
      );
      return stripePayout(payout, accountId);
    },
  };
}
