/**
 * The local payment provider, the default: it plays Stripe's part with its own records (the
 * `sandbox_sessions` table) and its own hosted checkout page (`routes/sandbox-checkout.ts`). Paying
 * on that page sends an HMAC-signed webhook to the API, so the same completion code runs here as
 * with Stripe. No money moves; refunds are recorded on the session, and so are authorisation holds
 * (`hold`: authorised on the page, then captured or released).
 */
import type { Database } from '../db/database';
import type { Clock } from '../time/clock';
import { toEpochSeconds } from '../time/epoch-seconds';
import type { PaymentProvider } from './payment-provider';
import { randomToken } from './random-id';
import type { SandboxCard } from './sandbox-card-input';
import { createSandboxCards, type SandboxCards } from './sandbox-cards';
import {
  createSandboxConnect,
  type Delivery,
  type OnboardingOutcome,
  type SandboxConnect,
} from './sandbox-connect';
import { createSandboxHolds } from './sandbox-holds';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_MIN_SESSION_MS,
  createSandboxSessions,
  type SandboxSession,
} from './sandbox-sessions';
import { signSandboxPayload } from './sandbox-signature';
import { parseSandboxWebhook } from './sandbox-webhook';

export {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_MIN_SESSION_MS,
  type SandboxSession,
  type SandboxSummary,
} from './sandbox-sessions';

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
  const connect = createSandboxConnect({ db, now, sign: (body) => sign(body) });
  const cards = createSandboxCards({
    db,
    clock,
    checkoutPath: SANDBOX_CHECKOUT_PATH,
    minSessionMs: SANDBOX_MIN_SESSION_MS,
    recordCharge: connect.recordCharge,
  });
  const sessions = createSandboxSessions({
    db,
    clock,
    sign,
    saveCard: cards.saveCard,
    recordCharge: connect.recordCharge,
  });
  const {
    tick,
    recordCharge: _recordCharge,
    recordRefund: _recordRefund,
    ...connectCalls
  } = connect;

  return {
    name: 'sandbox',
    requiresHostAccount: false,
    ...sessions,
    ...createSandboxHolds({ db, ledger: connect }),
    parseWebhook: (rawBody, headers) =>
      parseSandboxWebhook(secret, rawBody, headers, toEpochSeconds(clock())),

    createCustomer: cards.createCustomer,
    createPaymentSetup: cards.createPaymentSetup,
    listPaymentMethods: cards.listPaymentMethods,
    detachPaymentMethod: cards.detachPaymentMethod,
    chargeSavedCard: cards.chargeSavedCard,
    findSetup: cards.findSetup,
    settleSetup: cards.settleSetup,

    sign,
    now,
    ...connectCalls,
    async advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The sandbox clock only moves forward');
      offsetMs += ms;
      return tick();
    },
  };
}
