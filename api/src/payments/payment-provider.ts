/**
 * The one interface checkout talks to for money. Two implementations: `stripe-provider.ts` (the
 * real one, Stripe Checkout on the host's connected account) and `sandbox-provider.ts` (the local
 * default, which hosts its own checkout page and sends signed webhooks). Checkout code never knows
 * which one it has.
 */
import type { PaymentProviderName } from '../db/schema-ticketing';

export interface CheckoutLine {
  name: string;
  quantity: number;
  unitAmountCents: number;
}

export interface CreateCheckoutInput {
  orderId: string;
  eventId: string;
  eventName: string;
  lines: CheckoutLine[];
  /** Platform fee for the whole order (Stripe: `application_fee_amount`). */
  feeCents: number;
  totalCents: number;
  currency: string;
  /** When the hold ends; the provider should stop taking payment then (Stripe: ≥ 30 min). */
  expiresAt: Date;
  /** The host's connected account (Stripe `acct_…`); `null` where the provider needs none. */
  hostAccountId: string | null;
  /**
   * Where the provider sends the browser after paying or cancelling (absolute or root-relative);
   * the literal `TRANSACTION_ID` in it is replaced by the transaction id.
   */
  returnUrl: string;
  /**
   * Authorise only (an authorisation hold): the money is taken later with `capture`, or the hold
   * is given back with `release` (Stripe: `capture_method: 'manual'`). Approval-required events.
   */
  captureLater?: boolean;
}

export interface CreatedCheckout {
  transactionId: string;
  checkoutUrl: string;
}

/** The provider's view of one checkout. */
export type CheckoutState = 'open' | 'paid' | 'canceled' | 'expired';

export interface CheckoutStatus {
  state: CheckoutState;
  /** Id of the captured payment (refunds need it); set when `paid`. */
  paymentReference: string | null;
}

/** A verified webhook, reduced to what changes an order. */
export interface PaymentWebhookEvent {
  /** The provider's event id: a redelivery has the same id and is ignored. */
  id: string;
  type: 'checkout.completed' | 'checkout.canceled' | 'checkout.expired' | 'ignored';
  transactionId: string | null;
  paymentReference: string | null;
  /** The provider's own type name, for the record. */
  providerType: string;
}

export interface RefundInput {
  paymentReference: string;
  amountCents: number;
  /** Connected account of a direct charge, when the provider needs it. */
  accountId: string | null;
  /** The same key never refunds twice (Stripe's Idempotency-Key), so a retry after a crash is safe. */
  idempotencyKey: string;
}

/** Capturing or releasing an authorisation hold; the key makes a retry safe. */
export interface HoldInput {
  paymentReference: string;
  accountId: string | null;
  idempotencyKey: string;
}

export interface PaymentSetup {
  customerId: string;
  setupIntentId: string;
  clientSecret: string;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: Exclude<PaymentProviderName, 'free'>;
  /** Whether a host must have a connected payout account before selling paid tickets. */
  readonly requiresHostAccount: boolean;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  getCheckoutStatus(transactionId: string, accountId: string | null): Promise<CheckoutStatus>;
  /** Verifies the signature and parses; throws `WebhookSignatureError` when it does not verify. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentWebhookEvent;
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** Takes the money of an authorisation hold (a checkout made with `captureLater`). */
  capture(input: HoldInput): Promise<void>;
  /** Gives an authorisation hold back uncharged. */
  release(input: HoldInput): Promise<void>;
  /** Saves a payment method for later: a customer (created when `customerId` is null) and a setup. */
  createPaymentSetup(input: { customerId: string | null; userId: string }): Promise<PaymentSetup>;
}
