/** Checkout, orders, passes and receipts. Money is in integer cents, times in seconds. */
import { Type, type Static } from 'typebox';
import { CHECKOUT_STATUSES, ORDER_STATUSES, PASS_STATUSES, PAYMENT_PROVIDERS } from '../enums';
import { AFFILIATE_LIMITS, CHECKOUT_LIMITS } from '../limits';
import { BoundedText, Id, ImageRefSchema, Nullable } from './common';

/** A saved card's id, as the provider names it. */
export const PaymentMethodId = Type.String({
  minLength: 1,
  maxLength: CHECKOUT_LIMITS.paymentMethodIdMaxLength,
  pattern: '^[A-Za-z0-9_-]+$',
  errorMessage: 'must be the id of one of your saved cards',
});

export const CheckoutItemSchema = Type.Object(
  {
    ticketTypeId: Id,
    quantity: Type.Integer({
      minimum: 1,
      maximum: CHECKOUT_LIMITS.maxQuantityPerItem,
      errorMessage: `must be a whole number from 1 to ${CHECKOUT_LIMITS.maxQuantityPerItem}`,
    }),
  },
  { additionalProperties: false },
);
export type CheckoutItem = Static<typeof CheckoutItemSchema>;

export const CheckoutInputSchema = Type.Object(
  {
    eventId: Id,
    items: Type.Array(CheckoutItemSchema, {
      minItems: 1,
      maxItems: CHECKOUT_LIMITS.maxItemsPerOrder,
      errorMessage: `must list 1 to ${CHECKOUT_LIMITS.maxItemsPerOrder} ticket types`,
    }),
    /**
     * The affiliate code the buyer arrived with (`?ref=CODE` on the event page). An unknown or
     * paused code is ignored: it never stops a purchase.
     */
    affiliateCode: Type.Optional(Type.String({ maxLength: AFFILIATE_LIMITS.codeMaxLength })),
    /**
     * Keep the card this order is paid with for the next time (Stripe: the Checkout Session saves
     * the payment method to the buyer's customer). Not with `paymentMethodId`.
     */
    savePaymentMethod: Type.Optional(Type.Boolean()),
    /**
     * Pay with one of the caller's saved cards (`GET /checkout/payment-methods`) instead of the
     * provider's page: charged at once, so the answer is usually `completed`; `pending` with a
     * `checkoutUrl` when the card's bank asks the buyer to confirm.
     */
    paymentMethodId: Type.Optional(PaymentMethodId),
  },
  { additionalProperties: false },
);
export type CheckoutInput = Static<typeof CheckoutInputSchema>;

export const ConfirmInputSchema = Type.Object(
  { transactionId: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);
export type ConfirmInput = Static<typeof ConfirmInputSchema>;

/** A retried request with the same key gets the first answer instead of acting twice. */
export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(BoundedText(CHECKOUT_LIMITS.idempotencyKeyMaxLength)),
});

export const OrderItemSchema = Type.Object({
  ticketTypeId: Type.String(),
  name: Type.String(),
  quantity: Type.Integer(),
  unitPriceCents: Type.Integer(),
  unitFeeCents: Type.Integer(),
  totalCents: Type.Integer(),
});
export type OrderItem = Static<typeof OrderItemSchema>;

export const OrderSchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  status: Type.Enum(ORDER_STATUSES),
  provider: Type.Enum(PAYMENT_PROVIDERS),
  currency: Type.String(),
  subtotalCents: Type.Integer(),
  feeCents: Type.Integer(),
  totalCents: Type.Integer(),
  items: Type.Array(OrderItemSchema),
  /** End of the stock hold while pending. */
  expiresAt: Nullable(Type.Integer()),
  createdAt: Type.Integer(),
  completedAt: Nullable(Type.Integer()),
  /** Why it failed, expired or was refunded, in plain words. */
  statusReason: Nullable(Type.String()),
});
export type Order = Static<typeof OrderSchema>;

export const PassSchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  orderId: Type.String(),
  ticketTypeId: Type.String(),
  ticketTypeName: Type.String(),
  status: Type.Enum(PASS_STATUSES),
  /** 256 random bits, base64url: what the QR code encodes. Drawn on the device, never sent on. */
  qrToken: Type.String(),
  /**
   * What the QR code shows: the token with the event's Ed25519 signature of the pass
   * (`ev1.<passId>.<qrToken>.<signature>`), so a door device can check it offline.
   */
  qrPayload: Type.String(),
  /** The short code printed under the QR (XXXX-XXXX-XXXX), typed at the door by hand. */
  doorCode: Type.String(),
  createdAt: Type.Integer(),
});
export type Pass = Static<typeof PassSchema>;

/** The event as a pass or a receipt shows it. */
export const EventSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  flyer: Nullable(ImageRefSchema),
  startTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  timeZone: Type.String(),
  locationName: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  /** When the host cancelled it (its passes were refunded or cancelled); null while it is on. */
  cancelledAt: Nullable(Type.Integer()),
  cancellationMessage: Nullable(Type.String()),
});
export type EventSummary = Static<typeof EventSummarySchema>;

export const PassDetailSchema = Type.Object({
  ...PassSchema.properties,
  event: EventSummarySchema,
});
export type PassDetail = Static<typeof PassDetailSchema>;

/** `GET /users/pass/events`: upcoming events first (soonest first), then past (latest first). */
export const PassEventGroupSchema = Type.Object({
  event: EventSummarySchema,
  passes: Type.Array(PassSchema),
});
export type PassEventGroup = Static<typeof PassEventGroupSchema>;

export const ReceiptSchema = Type.Object({
  ...OrderSchema.properties,
  event: EventSummarySchema,
  refundedCents: Type.Integer(),
});
export type Receipt = Static<typeof ReceiptSchema>;

/** What `PATCH /checkout/confirm` answers; `pending` means ask again. */
export const CheckoutResultSchema = Type.Object({
  status: Type.Enum(CHECKOUT_STATUSES),
  /** A sentence for the payment-return page. */
  message: Type.String(),
  order: OrderSchema,
  passes: Type.Array(PassSchema),
});
export type CheckoutResult = Static<typeof CheckoutResultSchema>;

/**
 * What `POST /checkout/initiate` answers: a free order (RSVP) completes at once with its passes;
 * a paid one holds the tickets and waits at the provider's `checkoutUrl` (same tab).
 */
export const CheckoutSessionSchema = Type.Union([
  Type.Object({
    status: Type.Literal('completed'),
    order: OrderSchema,
    passes: Type.Array(PassSchema),
  }),
  Type.Object({
    status: Type.Literal('pending'),
    order: OrderSchema,
    transactionId: Type.String(),
    checkoutUrl: Type.String(),
    expiresAt: Type.Integer(),
  }),
]);
export type CheckoutSession = Static<typeof CheckoutSessionSchema>;

/**
 * `POST /checkout/payment-setup`: saving a card without paying. The card is entered on the
 * provider's own page (`setupUrl`, same tab: Stripe Checkout in setup mode, which makes a
 * SetupIntent; the sandbox's page), which then returns to the settings page.
 */
export const PaymentSetupSchema = Type.Object({
  provider: Type.Enum(['sandbox', 'stripe'] as const),
  customerId: Type.String(),
  /** The provider's id of this setup (Stripe `cs_…`, the sandbox `seti_sbx_…`). */
  setupId: Type.String(),
  setupUrl: Type.String(),
});
export type PaymentSetup = Static<typeof PaymentSetupSchema>;

/** A card the provider keeps for the caller; we store none of it (only the provider's customer). */
export const SavedCardSchema = Type.Object({
  id: Type.String(),
  /** `visa`, `mastercard`, `amex`… as the provider names it. */
  brand: Type.String(),
  last4: Type.String(),
  expMonth: Type.Integer(),
  expYear: Type.Integer(),
});
export type SavedCard = Static<typeof SavedCardSchema>;
