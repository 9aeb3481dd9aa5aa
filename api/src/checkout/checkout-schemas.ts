/** The ticketing shapes of docs/contracts.md ("Ticketing, checkout and passes") as TypeBox schemas. */
import { Type, type Static } from 'typebox';
import { ORDER_STATUSES, PASS_STATUSES, PAYMENT_PROVIDERS } from '../db/schema-ticketing';
import { ImageRefSchema, Nullable } from '../http/common-schemas';

export const MAX_ITEMS_PER_ORDER = 20;

export const InitiateBodySchema = Type.Object(
  {
    eventId: Type.String({ minLength: 1, maxLength: 100 }),
    items: Type.Array(
      Type.Object(
        {
          ticketTypeId: Type.String({ minLength: 1, maxLength: 100 }),
          quantity: Type.Integer({
            minimum: 1,
            maximum: 50,
            errorMessage: 'must be a whole number from 1 to 50',
          }),
        },
        { additionalProperties: false },
      ),
      {
        minItems: 1,
        maxItems: MAX_ITEMS_PER_ORDER,
        errorMessage: `must list 1 to ${MAX_ITEMS_PER_ORDER} ticket types`,
      },
    ),
  },
  { additionalProperties: false },
);
export type InitiateBody = Static<typeof InitiateBodySchema>;

export const ConfirmBodySchema = Type.Object(
  { transactionId: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);

export const OrderItemSchema = Type.Object({
  ticketTypeId: Type.String(),
  name: Type.String(),
  quantity: Type.Integer(),
  unitPriceCents: Type.Integer(),
  unitFeeCents: Type.Integer(),
  totalCents: Type.Integer(),
});

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
  expiresAt: Nullable(Type.Integer()),
  createdAt: Type.Integer(),
  completedAt: Nullable(Type.Integer()),
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
  qrToken: Type.String(),
  createdAt: Type.Integer(),
});
export type Pass = Static<typeof PassSchema>;

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
});
export type EventSummary = Static<typeof EventSummarySchema>;

export const PassDetailSchema = Type.Intersect([
  PassSchema,
  Type.Object({ event: EventSummarySchema }),
]);

export const ReceiptSchema = Type.Intersect([
  OrderSchema,
  Type.Object({ event: EventSummarySchema, refundedCents: Type.Integer() }),
]);

export const CHECKOUT_RESULT_STATUSES = [
  'completed',
  'pending',
  'failed',
  'expired',
  'refunded',
] as const;
export type CheckoutResultStatus = (typeof CHECKOUT_RESULT_STATUSES)[number];

export const CheckoutResultSchema = Type.Object({
  status: Type.Enum(CHECKOUT_RESULT_STATUSES),
  message: Type.String(),
  order: OrderSchema,
  passes: Type.Array(PassSchema),
});
export type CheckoutResult = Static<typeof CheckoutResultSchema>;

export const InitiateResultSchema = Type.Object({
  status: Type.Enum(['completed', 'pending'] as const),
  order: OrderSchema,
  passes: Type.Optional(Type.Array(PassSchema)),
  transactionId: Type.Optional(Type.String()),
  checkoutUrl: Type.Optional(Type.String()),
  expiresAt: Type.Optional(Type.Integer()),
});

export const PaymentSetupSchema = Type.Object({
  provider: Type.Enum(['sandbox', 'stripe'] as const),
  customerId: Type.String(),
  setupIntentId: Type.String(),
  clientSecret: Type.String(),
});
