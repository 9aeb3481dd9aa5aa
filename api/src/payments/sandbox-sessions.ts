/**
 * The sandbox's checkout sessions: opened by the API, shown on the sandbox's hosted checkout page,
 * and settled by its buttons (paid or canceled), which answers with the signed webhook the API
 * would get from Stripe. A paid session that only authorises waits for `capture` (sandbox-holds.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sandboxSessions, type SandboxSessionStatus } from '../db/schema-ticketing';
import type { Clock } from '../time/clock';
import type { CheckoutStatus, CreateCheckoutInput } from './payment-provider';
import { randomToken } from './random-id';
import { SANDBOX_TEST_CARD, type SandboxCard } from './sandbox-card-input';
import type { SandboxCards } from './sandbox-cards';
import type { Delivery } from './sandbox-deliveries';
import { orderSummary, pageStatusAt } from './sandbox-pages';

export const SANDBOX_CHECKOUT_PATH = '/v2/payments/sandbox/checkout';
/** Like Stripe, a checkout stays payable at least 30 minutes, beyond the 10-minute hold. */
export const SANDBOX_MIN_SESSION_MS = 30 * 60 * 1000;

export interface SandboxSummary {
  eventName: string;
  lines: { name: string; quantity: number; unitAmountCents: number }[];
  feeCents: number;
  totalCents: number;
  currency: string;
  returnUrl: string;
  /** End of the order's stock hold (ISO time); the checkout itself stays payable longer. */
  holdUntil?: string;
  /** Paying authorises only: the money is taken by `capture` (approval-required events). */
  captureLater?: boolean;
  /** The host's connected account: a destination charge sends it the total less the fee. */
  hostAccountId?: string;
  /** Paying saves the card to this customer (the buyer ticked "Save this card"). */
  saveForCustomerId?: string;
  /** Charged to a saved card: the page only asks the buyer to confirm (3-D Secure). */
  savedCard?: { brand: string; last4: string };
}

export interface SandboxSession {
  id: string;
  orderId: string;
  eventId: string;
  status: SandboxSessionStatus;
  summary: SandboxSummary;
  expiresAt: Date;
}

interface Deps {
  db: Database;
  clock: Clock;
  sign: (body: string) => Delivery;
  saveCard: SandboxCards['saveCard'];
  recordCharge: (sessionId: string) => Promise<void>;
}

export function createSandboxSessions({ db, clock, sign, saveCard, recordCharge }: Deps) {
  const findSession = async (id: string): Promise<SandboxSession | null> => {
    const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id));
    if (!row) return null;
    return {
      id: row.id,
      orderId: row.orderId,
      eventId: row.eventId,
      status: pageStatusAt(row, clock()),
      summary: row.summary as SandboxSummary,
      expiresAt: row.expiresAt,
    };
  };

  const checkoutStatus = async (transactionId: string): Promise<CheckoutStatus> => {
    const [row] = await db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, transactionId));
    if (!row) return { state: 'expired', paymentReference: null };
    const state = pageStatusAt(row, clock());
    // A session that ran out while open was never paid.
    return { state, paymentReference: state === row.status ? row.paymentReference : null };
  };

  return {
    findSession,
    getCheckoutStatus: (transactionId: string) => checkoutStatus(transactionId),

    async createCheckout(input: CreateCheckoutInput) {
      const id = `sbx_${randomToken(24)}`;
      const summary: SandboxSummary = {
        ...orderSummary(input),
        ...(input.saveForCustomerId ? { saveForCustomerId: input.saveForCustomerId } : {}),
      };
      await db.insert(sandboxSessions).values({
        id,
        orderId: input.orderId,
        eventId: input.eventId,
        summary,
        expiresAt: new Date(
          Math.max(input.expiresAt.getTime(), clock().getTime() + SANDBOX_MIN_SESSION_MS),
        ),
      });
      return { transactionId: id, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${id}` };
    },

    async expireCheckout(transactionId: string): Promise<CheckoutStatus> {
      await db
        .update(sandboxSessions)
        .set({ status: 'expired' })
        .where(and(eq(sandboxSessions.id, transactionId), eq(sandboxSessions.status, 'open')));
      return checkoutStatus(transactionId);
    },

    /**
     * Marks an open session paid or canceled (the buttons of the checkout page) and returns the
     * signed webhook to deliver, or `null` when the session is no longer open.
     */
    async settle(
      id: string,
      outcome: 'paid' | 'canceled',
      card?: SandboxCard,
    ): Promise<Delivery | null> {
      const session = await findSession(id);
      if (!session || session.status !== 'open') return null;
      const paymentReference = outcome === 'paid' ? `pi_sbx_${randomToken(12)}` : null;
      const [updated] = await db
        .update(sandboxSessions)
        .set({
          status: outcome,
          paymentReference,
          hold: outcome === 'paid' && session.summary.captureLater ? 'authorized' : null,
        })
        .where(sql`${sandboxSessions.id} = ${id} and ${sandboxSessions.status} = 'open'`)
        .returning({ id: sandboxSessions.id });
      // Two clicks racing: only the one that changed the row sends a webhook.
      if (!updated) return null;
      if (outcome === 'paid' && session.summary.saveForCustomerId) {
        await saveCard(session.summary.saveForCustomerId, card ?? SANDBOX_TEST_CARD);
      }
      if (outcome === 'paid' && !session.summary.captureLater) await recordCharge(id);
      return sign(
        JSON.stringify({
          id: `evt_sbx_${randomToken(12)}`,
          type: outcome === 'paid' ? 'checkout.completed' : 'checkout.canceled',
          transactionId: id,
          paymentReference,
        }),
      );
    },
  };
}
