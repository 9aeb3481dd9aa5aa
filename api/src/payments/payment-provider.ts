/**
 * The one interface checkout talks to for money. Two implementations: `stripe-provider.ts` (the
 * real one, Stripe Checkout on the host's connected account) and `sandbox-provider.ts` (the local
 * default, which hosts its own checkout page and sends signed webhooks). Checkout code never knows
 * which one it has.
 */
import type { DisputeStatus, PayoutStatus } from 'contract';
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
  /**
   * Keep the card paid with for the next time, on this customer (Stripe: the session's `customer`
   * and `setup_future_usage`). Null: nothing is saved.
   */
  saveForCustomerId?: string | null;
}

/** Paying an order with a saved card, without the provider's page (Stripe: a PaymentIntent). */
export interface SavedCardChargeInput extends Omit<CreateCheckoutInput, 'saveForCustomerId'> {
  customerId: string;
  paymentMethodId: string;
}

/**
 * What charging a saved card did: `paid` (authorised, for `captureLater`), `declined` by the
 * card's bank, or `requires_action`: the bank wants the buyer to confirm on `actionUrl`, which
 * returns to `returnUrl` (the order then completes like any checkout, by webhook or confirm).
 */
export type SavedCardCharge =
  | { state: 'paid'; transactionId: string; paymentReference: string }
  | { state: 'requires_action'; transactionId: string; actionUrl: string }
  | { state: 'declined'; transactionId: string | null; message: string };

/** A card the provider keeps for a customer. */
export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
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

/** A verified webhook, reduced to what changes an order, an account, a payout or a dispute. */
export interface PaymentWebhookEvent {
  /** The provider's event id: a redelivery has the same id and is ignored. */
  id: string;
  type:
    | 'checkout.completed'
    | 'checkout.canceled'
    | 'checkout.expired'
    | 'account.updated'
    | 'payout.updated'
    | 'dispute.updated'
    | 'ignored';
  transactionId: string | null;
  paymentReference: string | null;
  /** The provider's own type name, for the record. */
  providerType: string;
  /** `account.updated`: the account's state as the event carries it. */
  account?: ConnectedAccountState;
  /** `payout.updated`. */
  payout?: ProviderPayout;
  /** `dispute.updated` (created, evidence received, closed). */
  dispute?: ProviderDispute;
}

// ---- Connected accounts, balances, payouts and disputes (Stripe Connect, destination charges) ----

export interface ConnectedAccountState {
  accountId: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** What the provider still needs from the host (Stripe `requirements.currently_due`). */
  requirementsDue: string[];
}

export interface OnboardingLink {
  url: string;
  expiresAt: Date;
}

export interface ProviderBalance {
  /** Minor units per currency. */
  available: { amountCents: number; currency: string }[];
  pending: { amountCents: number; currency: string }[];
}

export interface ProviderPayout {
  payoutId: string;
  accountId: string;
  amountCents: number;
  currency: string;
  status: PayoutStatus;
  arrivalDate: Date | null;
  failureMessage: string | null;
}

export interface ProviderDispute {
  disputeId: string;
  accountId: string | null;
  paymentReference: string;
  amountCents: number;
  currency: string;
  reason: string;
  status: DisputeStatus;
  evidenceDueBy: Date;
}

export interface DisputeEvidenceInput {
  disputeId: string;
  /** Free text for the card issuer, with the facts we know written in. */
  text: string;
  /**
   * Photos or screenshots the host attached: the original name, the URL of the large variant of
   * an image this API stored (already checked to be ours), and its stored bytes (WebP), read only
   * by a provider that uploads them.
   */
  files: { name: string; url: string; read(): Promise<Buffer> }[];
}

/** A lost dispute's money, to be taken from the host's connected account. */
export interface DisputeLossInput {
  disputeId: string;
  paymentReference: string;
  accountId: string;
  /** What the host got from the disputed payment (the transfer), taken back. */
  hostShareCents: number;
  /** The dispute fee, also the host's to bear. */
  disputeFeeCents: number;
  currency: string;
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

/** Saving a card without paying: the provider's page where it is entered (Stripe: a SetupIntent). */
export interface PaymentSetup {
  setupId: string;
  setupUrl: string;
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
  /**
   * Closes a checkout that is still open so it can no longer be paid (deleting an event releases
   * its unpaid holds this way), and answers where it stands then: `paid` when the payment got
   * there first. Closing a checkout that is already closed changes nothing.
   */
  expireCheckout(transactionId: string, accountId: string | null): Promise<CheckoutStatus>;
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

  // ---- Saved cards: on the provider's customer for a buyer (we keep the customer id only) ----

  /** A customer for a buyer, made once (`payment_customers` keeps its id). */
  createCustomer(input: { userId: string }): Promise<{ customerId: string }>;
  /**
   * Saving a card without paying: the provider's page where the card is entered, which then
   * sends the browser to `returnUrl` (Stripe: Checkout in setup mode, which makes a SetupIntent).
   */
  createPaymentSetup(input: {
    customerId: string;
    userId: string;
    returnUrl: string;
  }): Promise<PaymentSetup>;
  /** The customer's saved cards, newest first. */
  listPaymentMethods(customerId: string): Promise<SavedPaymentMethod[]>;
  /** Forgets one of the customer's cards; false when it is not theirs (or no longer exists). */
  detachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<boolean>;
  /** Pays an order with a saved card at once (the buyer is present: not an off-session charge). */
  chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardCharge>;

  /** The provider's "now" (the sandbox runs on a clock tests can advance). */
  now(): Date;
  /** A connected account for a host (Stripe Express), paid through destination charges. */
  createConnectedAccount(input: { userId: string; currency: string }): Promise<{
    accountId: string;
  }>;
  /** A single-use onboarding link; the refresh URL is where an expired or used link sends. */
  createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<OnboardingLink>;
  getAccount(accountId: string): Promise<ConnectedAccountState>;
  getBalance(accountId: string): Promise<ProviderBalance>;
  /** Pays available money out to the host's bank; the key makes a retry pay once. */
  createPayout(input: {
    accountId: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<ProviderPayout>;
  /** Submits evidence (once; the provider refuses a second time or after the deadline). */
  submitDisputeEvidence(input: DisputeEvidenceInput): Promise<ProviderDispute>;
  /**
   * Takes a lost dispute's host share and fee from the connected account, so the provider's
   * balance shows the `dispute_loss` the ledger writes. Stripe debits the platform for a disputed
   * destination charge; the sandbox debits the account itself when the dispute is lost. Safe to
   * call again for the same dispute (keyed by its id).
   */
  recoverDisputeLoss(input: DisputeLossInput): Promise<void>;
}
