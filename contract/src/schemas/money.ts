/**
 * Host money: the connected account's state, the wallet (balance from the ledger, payouts) and
 * disputes. Amounts are integers in minor units with an explicit currency; times in seconds.
 */
import { Type, type Static } from 'typebox';
import { CONNECT_STATES, DISPUTE_STATUSES, PAYOUT_STATUSES } from '../enums';
import { MONEY_LIMITS } from '../limits';
import { BoundedText, ImageRefSchema, Nullable, Seconds } from './common';

const Currency = Type.String({ pattern: '^[a-z]{3}$', errorMessage: 'must be a currency code' });

export const ConnectAccountSchema = Type.Object({
  /**
   * `none`: no account yet; `onboarding`: details not submitted; `restricted`: submitted but
   * something is still due or charges/payouts are off; `enabled`: selling and payouts work.
   */
  state: Type.Enum(CONNECT_STATES),
  detailsSubmitted: Type.Boolean(),
  chargesEnabled: Type.Boolean(),
  payoutsEnabled: Type.Boolean(),
  /** What the provider still needs (its own names, e.g. `external_account`). */
  requirementsDue: Type.Array(Type.String()),
  currency: Nullable(Currency),
  /**
   * Whether buyers can pay for this person's paid tickets now. With Stripe, not until the account
   * takes charges (checkout refuses with `payouts_not_set_up`); the sandbox sells either way and
   * keeps the money for the host until payouts are set up.
   */
  canSellPaidTickets: Type.Boolean(),
});
export type ConnectAccount = Static<typeof ConnectAccountSchema>;

export const OnboardingLinkSchema = Type.Object({
  /** Single use; send the browser there. Root-relative for the sandbox, absolute for Stripe. */
  url: Type.String(),
  expiresAt: Seconds,
});
export type OnboardingLinkView = Static<typeof OnboardingLinkSchema>;

export const PayoutSchema = Type.Object({
  id: Type.String(),
  amountCents: Type.Integer(),
  currency: Currency,
  status: Type.Enum(PAYOUT_STATUSES),
  arrivalDate: Nullable(Seconds),
  failureMessage: Nullable(Type.String()),
  createdAt: Seconds,
});
export type Payout = Static<typeof PayoutSchema>;

export const WalletSchema = Type.Object({
  currency: Currency,
  availableCents: Type.Integer(),
  pendingCents: Type.Integer(),
  /** Newest first, at most 50. */
  payouts: Type.Array(PayoutSchema),
  /** Open disputes on the host's orders (needs response or under review). */
  openDisputes: Type.Array(
    Type.Object({
      id: Type.String(),
      amountCents: Type.Integer(),
      currency: Currency,
      status: Type.Enum(DISPUTE_STATUSES),
      evidenceDueBy: Seconds,
    }),
  ),
});
export type Wallet = Static<typeof WalletSchema>;

export const PayoutInputSchema = Type.Object(
  {
    amountCents: Type.Integer({
      minimum: MONEY_LIMITS.minPayoutCents,
      maximum: MONEY_LIMITS.maxPayoutCents,
      errorMessage: `must be a whole number of cents from ${MONEY_LIMITS.minPayoutCents} to ${MONEY_LIMITS.maxPayoutCents}`,
    }),
    currency: Currency,
  },
  { additionalProperties: false },
);
export type PayoutInput = Static<typeof PayoutInputSchema>;

/**
 * One extra evidence file: a photo or screenshot uploaded with `POST /images/` (only this app's own
 * image URLs are taken), with the name the host's file had. Images only: the image pipeline does
 * not take PDFs, so a receipt goes as a screenshot or photo.
 */
export const DisputeEvidenceFileSchema = Type.Object(
  {
    name: BoundedText(MONEY_LIMITS.fileNameMaxLength),
    image: ImageRefSchema,
  },
  { additionalProperties: false },
);
export type DisputeEvidenceFile = Static<typeof DisputeEvidenceFileSchema>;

export const DisputeSchema = Type.Object({
  id: Type.String(),
  amountCents: Type.Integer(),
  currency: Currency,
  reason: Type.String(),
  status: Type.Enum(DISPUTE_STATUSES),
  evidenceDueBy: Seconds,
  /** Evidence can be sent once, before the deadline, while the dispute needs a response. */
  canSubmitEvidence: Type.Boolean(),
  evidenceSubmittedAt: Nullable(Seconds),
  order: Type.Object({
    id: Type.String(),
    eventId: Type.String(),
    eventName: Type.String(),
    buyerName: Type.String(),
    totalCents: Type.Integer(),
    completedAt: Nullable(Seconds),
    lines: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer() })),
  }),
  /** What we know, to pre-fill the evidence: each pass of the order and its check-in. */
  passes: Type.Array(
    Type.Object({
      id: Type.String(),
      ticketTypeName: Type.String(),
      status: Type.String(),
      checkedInAt: Nullable(Seconds),
      /** The door device that admitted it (scan log), when known. */
      checkedInDevice: Nullable(Type.String()),
    }),
  ),
  /** The evidence as submitted, once it is. */
  evidence: Nullable(
    Type.Object({
      explanation: Type.String(),
      facts: Type.Record(Type.String(), Type.String()),
      files: Type.Array(DisputeEvidenceFileSchema),
    }),
  ),
});
export type Dispute = Static<typeof DisputeSchema>;

export const DisputeEvidenceInputSchema = Type.Object(
  {
    explanation: BoundedText(MONEY_LIMITS.explanationMaxLength),
    /** The pre-filled facts as the host confirmed them (label → value). */
    facts: Type.Record(
      Type.String({ maxLength: 100 }),
      Type.String({ maxLength: MONEY_LIMITS.factMaxLength }),
      { maxProperties: 20 },
    ),
    /** Extra photos or screenshots, uploaded first with `POST /images/`. */
    files: Type.Array(DisputeEvidenceFileSchema, {
      maxItems: MONEY_LIMITS.maxFiles,
      errorMessage: `must be at most ${MONEY_LIMITS.maxFiles} files`,
    }),
  },
  { additionalProperties: false },
);
export type DisputeEvidenceInput = Static<typeof DisputeEvidenceInputSchema>;
