/**
 * The sandbox's saved cards, standing in for Stripe's Customers, PaymentMethods and SetupIntents:
 * - a customer is only an id (`cus_sbx_…`); its cards are rows of `sandbox_payment_methods`;
 * - a card is saved on the checkout page when the order asked for it (`saveCard`), or on the
 *   card-saving page a setup opens (`sandbox_setups`, Stripe's Checkout in setup mode);
 * - a saved card is charged without a page (`chargeSavedCard`): paid at once, declined (the test
 *   card ending 0341), or waiting for the buyer to confirm on the checkout page (ending 3184).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sandboxPaymentMethods, sandboxSessions, sandboxSetups } from '../db/schema-ticketing';
import type { SavedCardCharge, SavedCardChargeInput, SavedPaymentMethod } from './payment-provider';
import { randomToken } from './random-id';
import { CONFIRMING_LAST4, DECLINING_LAST4, type SandboxCard } from './sandbox-card-input';
import { orderSummary, pageStatusAt } from './sandbox-pages';
import type { SandboxSummary } from './sandbox-provider';

export const SANDBOX_SETUP_PATH = '/v2/payments/sandbox/setup';
/** Like Stripe's Checkout Sessions, a card-saving page stays usable for a day. */
const SETUP_LIFETIME_MS = 24 * 3600 * 1000;

export interface SandboxSetup {
  id: string;
  customerId: string;
  returnUrl: string;
  status: 'open' | 'succeeded' | 'canceled' | 'expired';
}

interface Deps {
  db: Database;
  /** The app's clock (sessions and pages expire on it, as `sandbox_sessions` do). */
  clock: () => Date;
  checkoutPath: string;
  minSessionMs: number;
  /** A destination charge's share goes to the host's sandbox balance (sandbox-ledger.ts). */
  recordCharge: (sessionId: string) => Promise<void>;
}

const view = (row: typeof sandboxPaymentMethods.$inferSelect): SavedPaymentMethod => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

export function createSandboxCards({ db, clock, checkoutPath, minSessionMs, recordCharge }: Deps) {
  const saveCard = async (customerId: string, card: SandboxCard): Promise<string> => {
    const id = `pm_sbx_${randomToken(12)}`;
    await db.insert(sandboxPaymentMethods).values({ id, customerId, ...card, createdAt: clock() });
    return id;
  };

  const findCard = async (customerId: string, paymentMethodId: string) => {
    const [row] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(
        and(
          eq(sandboxPaymentMethods.id, paymentMethodId),
          eq(sandboxPaymentMethods.customerId, customerId),
        ),
      );
    return row;
  };

  const findSetup = async (id: string): Promise<SandboxSetup | null> => {
    const [row] = await db.select().from(sandboxSetups).where(eq(sandboxSetups.id, id));
    if (!row) return null;
    return {
      id: row.id,
      customerId: row.customerId,
      returnUrl: row.returnUrl,
      status: pageStatusAt(row, clock()),
    };
  };

  return {
    saveCard,
    findSetup,

    async createCustomer() {
      return { customerId: `cus_sbx_${randomToken(12)}` };
    },

    async createPaymentSetup({ customerId, returnUrl }: { customerId: string; returnUrl: string }) {
      const id = `seti_sbx_${randomToken(12)}`;
      await db.insert(sandboxSetups).values({
        id,
        customerId,
        returnUrl,
        expiresAt: new Date(clock().getTime() + SETUP_LIFETIME_MS),
      });
      return { setupId: id, setupUrl: `${SANDBOX_SETUP_PATH}/${id}` };
    },

    /** The card-saving page's buttons: save the typed card, or leave without one. */
    async settleSetup(id: string, outcome: { card: SandboxCard } | 'canceled') {
      const setup = await findSetup(id);
      if (!setup || setup.status !== 'open') return setup;
      const paymentMethodId =
        outcome === 'canceled' ? null : await saveCard(setup.customerId, outcome.card);
      await db
        .update(sandboxSetups)
        .set({ status: outcome === 'canceled' ? 'canceled' : 'succeeded', paymentMethodId })
        .where(and(eq(sandboxSetups.id, id), eq(sandboxSetups.status, 'open')));
      return findSetup(id);
    },

    async listPaymentMethods(customerId: string) {
      const rows = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.customerId, customerId))
        .orderBy(desc(sandboxPaymentMethods.createdAt), desc(sandboxPaymentMethods.id));
      return rows.map(view);
    },

    async detachPaymentMethod({
      customerId,
      paymentMethodId,
    }: {
      customerId: string;
      paymentMethodId: string;
    }) {
      const removed = await db
        .delete(sandboxPaymentMethods)
        .where(
          and(
            eq(sandboxPaymentMethods.id, paymentMethodId),
            eq(sandboxPaymentMethods.customerId, customerId),
          ),
        )
        .returning({ id: sandboxPaymentMethods.id });
      return removed.length > 0;
    },

    async chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardCharge> {
      const card = await findCard(input.customerId, input.paymentMethodId);
      if (!card) return { state: 'declined', transactionId: null, message: 'That card is gone.' };
      const id = `sbx_${randomToken(24)}`;
      if (card.last4 === DECLINING_LAST4) {
        return { state: 'declined', transactionId: id, message: 'Your card was declined.' };
      }
      const confirm = card.last4 === CONFIRMING_LAST4;
      const summary: SandboxSummary = {
        ...orderSummary(input),
        savedCard: { brand: card.brand, last4: card.last4 },
      };
      const paymentReference = `pi_sbx_${randomToken(12)}`;
      await db.insert(sandboxSessions).values({
        id,
        orderId: input.orderId,
        eventId: input.eventId,
        summary,
        status: confirm ? 'open' : 'paid',
        paymentReference: confirm ? null : paymentReference,
        hold: !confirm && input.captureLater ? 'authorized' : null,
        expiresAt: new Date(Math.max(input.expiresAt.getTime(), clock().getTime() + minSessionMs)),
      });
      // The bank wants the buyer to confirm: the checkout page asks, then pays as usual.
      if (confirm)
        return { state: 'requires_action', transactionId: id, actionUrl: `${checkoutPath}/${id}` };
      if (!input.captureLater) await recordCharge(id);
      return { state: 'paid', transactionId: id, paymentReference };
    },
  };
}

export type SandboxCards = ReturnType<typeof createSandboxCards>;
