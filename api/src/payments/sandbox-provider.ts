/**
 * The local payment provider, the default: it plays Stripe's part with its own records (the
 * `sandbox_sessions` table) and its own hosted checkout page (`routes/sandbox-checkout.ts`). Paying
 * on that page sends an HMAC-signed webhook to the API, so the same completion code runs here as
 * with Stripe. No money moves; refunds are recorded on the session, and so are authorisation holds
 * (`hold`: authorised on the page, then captured or released).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sandboxSessions, type SandboxSessionStatus } from '../db/schema-ticketing';
import type { Clock } from '../time/clock';
import { toEpochSeconds } from '../time/epoch-seconds';
import {
  WebhookSignatureError,
  type CheckoutStatus,
  type CreateCheckoutInput,
  type PaymentProvider,
  type PaymentWebhookEvent,
} from './payment-provider';
import { randomToken } from './random-id';
import { SANDBOX_TEST_CARD, type SandboxCard } from './sandbox-card-input';
import { createSandboxCards, type SandboxCards } from './sandbox-cards';
import {
  createSandboxConnect,
  type Delivery,
  type OnboardingOutcome,
  type SandboxConnect,
} from './sandbox-connect';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
  verifySandboxSignature,
} from './sandbox-signature';

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

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  findSession(id: string): Promise<SandboxSession | null>;
  /**
   * Marks an open session paid or canceled (the buttons of the checkout page) and returns the
   * signed webhook to deliver, or `null` when the session is no longer open.
   */
  settle(
    id: string,
    outcome: 'paid' | 'canceled',
    /** The card typed on the page (saved when the checkout asked for it). */
    card?: SandboxCard,
  ): Promise<{ body: string; signature: string } | null>;
  /** The card-saving page of a payment setup, and its two buttons. */
  findSetup: SandboxCards['findSetup'];
  settleSetup: SandboxCards['settleSetup'];
  /** A signed delivery of any payload (tests use it to send duplicates and out-of-order events). */
  sign(body: string): { body: string; signature: string };
  /** Moves the sandbox's clock on and answers the webhooks that causes (payouts, disputes). */
  advance(ms: number): Promise<Delivery[]>;
  findLink: SandboxConnect['findLink'];
  completeOnboarding(
    linkId: string,
    outcome: OnboardingOutcome,
  ): ReturnType<SandboxConnect['completeOnboarding']>;
  failPayout: SandboxConnect['failPayout'];
  openDispute: SandboxConnect['openDispute'];
  resolveDispute: SandboxConnect['resolveDispute'];
}

interface SandboxOptions {
  db: Database;
  clock: Clock;
  /** HMAC key for webhooks. Random per process by default: the sandbox only signs for itself. */
  webhookSecret?: string;
}

export function createSandboxProvider({
  db,
  clock,
  webhookSecret,
}: SandboxOptions): SandboxProvider {
  const secret = webhookSecret ?? randomToken(32);
  // The sandbox's money clock: the app's clock plus what `advance` added.
  let offsetMs = 0;
  const now = () => new Date(clock().getTime() + offsetMs);
  const sign = (body: string) => ({
    body,
    signature: signSandboxPayload(secret, body, toEpochSeconds(clock())),
  });

  const findSession = async (id: string): Promise<SandboxSession | null> => {
    const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id));
    if (!row) return null;
    const expired = row.status === 'open' && clock() >= row.expiresAt;
    return {
      id: row.id,
      orderId: row.orderId,
      eventId: row.eventId,
      status: expired ? 'expired' : row.status,
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
    if (row.status === 'open' && clock() >= row.expiresAt) {
      return { state: 'expired', paymentReference: null };
    }
    return { state: row.status, paymentReference: row.paymentReference };
  };
  const connect = createSandboxConnect({ db, now, sign: (body) => sign(body) });
  const cards = createSandboxCards({
    db,
    clock,
    checkoutPath: SANDBOX_CHECKOUT_PATH,
    minSessionMs: SANDBOX_MIN_SESSION_MS,
    recordCharge: connect.recordCharge,
  });

  return {
    name: 'sandbox',
    requiresHostAccount: false,

    async createCheckout(input: CreateCheckoutInput) {
      const id = `sbx_${randomToken(24)}`;
      const summary: SandboxSummary = {
        eventName: input.eventName,
        lines: input.lines,
        feeCents: input.feeCents,
        totalCents: input.totalCents,
        currency: input.currency,
        returnUrl: input.returnUrl,
        holdUntil: input.expiresAt.toISOString(),
        ...(input.captureLater ? { captureLater: true } : {}),
        ...(input.hostAccountId ? { hostAccountId: input.hostAccountId } : {}),
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

    getCheckoutStatus: (transactionId) => checkoutStatus(transactionId),

    async expireCheckout(transactionId): Promise<CheckoutStatus> {
      await db
        .update(sandboxSessions)
        .set({ status: 'expired' })
        .where(and(eq(sandboxSessions.id, transactionId), eq(sandboxSessions.status, 'open')));
      return checkoutStatus(transactionId);
    },

    parseWebhook(rawBody, headers): PaymentWebhookEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const body = rawBody.toString('utf8');
      verifySandboxSignature(
        secret,
        body,
        Array.isArray(header) ? header[0] : header,
        toEpochSeconds(clock()),
      );
      const parsed = JSON.parse(body) as Partial<PaymentWebhookEvent>;
      if (typeof parsed.id !== 'string' || typeof parsed.type !== 'string') {
        throw new WebhookSignatureError('The webhook body is not a sandbox event');
      }
      const known = [
        'checkout.completed',
        'checkout.canceled',
        'checkout.expired',
        'account.updated',
        'payout.updated',
        'dispute.updated',
      ];
      return {
        id: parsed.id,
        type: known.includes(parsed.type)
          ? (parsed.type as PaymentWebhookEvent['type'])
          : 'ignored',
        transactionId: parsed.transactionId ?? null,
        paymentReference: parsed.paymentReference ?? null,
        providerType: parsed.type,
        ...(parsed.account ? { account: parsed.account } : {}),
        ...(parsed.payout
          ? {
              payout: {
                ...parsed.payout,
                arrivalDate: parsed.payout.arrivalDate ? new Date(parsed.payout.arrivalDate) : null,
              },
            }
          : {}),
        ...(parsed.dispute
          ? {
              dispute: { ...parsed.dispute, evidenceDueBy: new Date(parsed.dispute.evidenceDueBy) },
            }
          : {}),
      };
    },

    async refund({ paymentReference, amountCents, idempotencyKey }) {
      // Like Stripe's idempotency keys: the same key refunds once and answers the same refund id.
      // Checkout refunds an order in full, once, so "nothing refunded yet" is the sandbox's key check.
      const refundId = `re_sbx_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 16)}`;
      const refunded = await db
        .update(sandboxSessions)
        .set({ refundedCents: sql`${sandboxSessions.refundedCents} + ${amountCents}` })
        .where(
          sql`${sandboxSessions.paymentReference} = ${paymentReference} and ${sandboxSessions.refundedCents} = 0`,
        )
        .returning({ id: sandboxSessions.id });
      // A destination charge's refund reverses the host's share (`reverse_transfer`).
      if (refunded.length > 0) await connect.recordRefund(paymentReference, refundId, amountCents);
      return { refundId };
    },

    // An authorisation is captured or released once; the same call again (a retry) is a no-op,
    // the other call after it fails, as Stripe's would.
    async capture({ paymentReference }) {
      const [row] = await db
        .update(sandboxSessions)
        .set({ hold: 'captured' })
        .where(
          sql`${sandboxSessions.paymentReference} = ${paymentReference} and ${sandboxSessions.hold} in ('authorized', 'captured')`,
        )
        .returning({ id: sandboxSessions.id });
      if (!row) throw new Error(`No authorisation to capture for ${paymentReference}`);
      await connect.recordCharge(row.id);
    },

    async release({ paymentReference }) {
      const [row] = await db
        .update(sandboxSessions)
        .set({ hold: 'released' })
        .where(
          sql`${sandboxSessions.paymentReference} = ${paymentReference} and ${sandboxSessions.hold} in ('authorized', 'released')`,
        )
        .returning({ id: sandboxSessions.id });
      if (!row) throw new Error(`No authorisation to release for ${paymentReference}`);
    },

    createCustomer: cards.createCustomer,
    createPaymentSetup: cards.createPaymentSetup,
    listPaymentMethods: cards.listPaymentMethods,
    detachPaymentMethod: cards.detachPaymentMethod,
    chargeSavedCard: cards.chargeSavedCard,
    findSetup: cards.findSetup,
    settleSetup: cards.settleSetup,

    findSession,

    async settle(id, outcome, card) {
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
        await cards.saveCard(session.summary.saveForCustomerId, card ?? SANDBOX_TEST_CARD);
      }
      if (outcome === 'paid' && !session.summary.captureLater) await connect.recordCharge(id);
      return sign(
        JSON.stringify({
          id: `evt_sbx_${randomToken(12)}`,
          type: outcome === 'paid' ? 'checkout.completed' : 'checkout.canceled',
          transactionId: id,
          paymentReference,
        }),
      );
    },

    sign,

    now,
    createConnectedAccount: connect.createConnectedAccount,
    createOnboardingLink: connect.createOnboardingLink,
    getAccount: connect.getAccount,
    getBalance: connect.getBalance,
    createPayout: connect.createPayout,
    submitDisputeEvidence: connect.submitDisputeEvidence,
    recoverDisputeLoss: connect.recoverDisputeLoss,
    findLink: connect.findLink,
    completeOnboarding: connect.completeOnboarding,
    failPayout: connect.failPayout,
    openDispute: connect.openDispute,
    resolveDispute: connect.resolveDispute,
    async advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The sandbox clock only moves forward');
      offsetMs += ms;
      return connect.tick();
    },
  };
}
