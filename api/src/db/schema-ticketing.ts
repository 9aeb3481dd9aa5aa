/**
 * Ticketing tables (engineer B): ticket types, orders and their lines, passes, the money ledger,
 * webhook receipts, idempotency keys, host payout accounts and saved payment customers.
 * Same conventions as `schema.ts`. Stock is not a counter: what a type has "taken" is the sum of
 * its lines in completed orders plus pending orders whose hold has not expired, always read while
 * the ticket type rows are locked (see `src/checkout/stock.ts`).
 */
import { sql } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  PASS_STATUSES,
  PAYMENT_PROVIDERS,
  type OrderStatus,
  type PassStatus,
  type PaymentProviderName,
} from 'contract';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { createdAt, refKey, requiredRef, serialKey, timestamps, ts, uuidKey } from './columns';
import { eventRef, userRef } from './references';

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuidKey(),
    eventId: eventRef('event_id', 'cascade'),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    capacity: integer('capacity').notNull(),
    salesStart: ts('sales_start'),
    salesEnd: ts('sales_end'),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    /** Display order within the event. */
    position: integer('position').notNull().default(0),
    /** Requests for this type wait for an organizer's approval (see `events.requires_approval`). */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_types_event_id_idx').on(t.eventId),
    check('ticket_types_price_check', sql`${t.priceCents} >= 0`),
    check('ticket_types_capacity_check', sql`${t.capacity} >= 1`),
    check('ticket_types_max_per_order_check', sql`${t.maxPerOrder} between 1 and 50`),
    check(
      'ticket_types_window_check',
      sql`${t.salesStart} is null or ${t.salesEnd} is null or ${t.salesEnd} > ${t.salesStart}`,
    ),
  ],
);

export { ORDER_STATUSES, PAYMENT_PROVIDERS };
export type { OrderStatus, PaymentProviderName };

export const ONE_FREE_ORDER_INDEX = 'orders_one_free_per_person_idx';

export const orders = pgTable(
  'orders',
  {
    id: uuidKey(),
    // Restrict: an event people paid for cannot silently disappear with its orders.
    eventId: eventRef('event_id', 'restrict'),
    buyerId: userRef('buyer_id', 'restrict'),
    status: text('status').$type<OrderStatus>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's checkout session id (Stripe `cs_…`, sandbox `sbx_…`); free orders: none. */
    transactionId: text('transaction_id'),
    checkoutUrl: text('checkout_url'),
    /** The host's connected account the checkout ran on (Stripe direct charges); refunds need it. */
    providerAccountId: text('provider_account_id'),
    /** The provider's id of the captured payment (Stripe payment intent), once paid. */
    paymentReference: text('payment_reference'),
    currency: text('currency').notNull().default('usd'),
    subtotalCents: integer('subtotal_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** End of the stock hold of a pending order. */
    expiresAt: ts('expires_at'),
    completedAt: ts('completed_at'),
    /**
     * The order waits for an organizer's approval once paid (or at once, when free): a paid one is
     * authorised, not captured, and becomes `awaiting_approval` instead of `completed`.
     */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** Why an order failed, expired or was refunded, in words a buyer can read. */
    statusReason: text('status_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_transaction_id_idx').on(t.provider, t.transactionId),
    index('orders_buyer_id_idx').on(t.buyerId),
    index('orders_event_id_status_idx').on(t.eventId, t.status),
    // One free pass per person and event: at most one live free order (completed, or waiting
    // for the organizers) per buyer, enforced here so concurrent RSVPs cannot both get one.
    uniqueIndex(ONE_FREE_ORDER_INDEX)
      .on(t.eventId, t.buyerId)
      .where(sql`${t.provider} = 'free' and ${t.status} in ('completed', 'awaiting_approval')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'completed', 'failed', 'expired', 'cancelled', 'refunded', 'awaiting_approval')`,
    ),
    check('orders_provider_check', sql`${t.provider} in ('free', 'sandbox', 'stripe')`),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.feeCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.feeCents}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'restrict'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    unitFeeCents: integer('unit_fee_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.ticketTypeId] }),
    index('order_items_ticket_type_id_idx').on(t.ticketTypeId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export { PASS_STATUSES };
export type { PassStatus };

/** One admission. Read by the events code (going counts, attendees): only `valid` passes count. */
export const passes = pgTable(
  'passes',
  {
    id: uuidKey(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    eventId: eventRef('event_id', 'restrict'),
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'restrict'),
    holderId: userRef('holder_id', 'restrict'),
    /** 256 random bits, base64url: what the QR code carries; unguessable, never sequential. */
    qrToken: text('qr_token').notNull().unique(),
    status: text('status').$type<PassStatus>().notNull().default('valid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('passes_holder_event_idx').on(t.holderId, t.eventId),
    index('passes_event_status_idx').on(t.eventId, t.status),
    check(
      'passes_status_check',
      sql`${t.status} in ('valid', 'cancelled', 'refunded', 'pending', 'denied', 'removed')`,
    ),
  ],
);

export const LEDGER_KINDS = ['charge', 'refund', 'platform_fee', 'platform_fee_refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every money movement, appended once. A trigger (migration `ledger-append-only`) rejects UPDATE and
 * DELETE, so history cannot be rewritten by the application either. No foreign key with cascade:
 * nothing may delete a ledger row.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serialKey(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Positive: money in to the platform's books; negative: money out (refunds). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's id for the movement (payment intent, refund id). */
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_order_id_idx').on(t.orderId),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('charge', 'refund', 'platform_fee', 'platform_fee_refund')`,
    ),
  ],
);

/** Webhook deliveries already applied, so a redelivery is recognised and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    transactionId: text('transaction_id'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * First result of a keyed request (POST /checkout/initiate, PATCH /checkout/confirm), replayed for
 * the same key; kept IDEMPOTENCY_KEY_RETENTION_DAYS (checkout/prune-idempotency-keys.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef('user_id', 'cascade'),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.key] }),
    // The retention sweep deletes by age.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/** A host's connected payout account (Stripe `acct_…`); checkout pays the host through it. */
export const hostPayoutAccounts = pgTable('host_payout_accounts', {
  userId: refKey('user_id', () => users.id, 'cascade'),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  accountId: text('account_id').notNull(),
  createdAt: createdAt(),
});

/** The provider's customer for a buyer, so a saved payment method can be reused. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: userRef('user_id', 'cascade'),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

export const SANDBOX_HOLDS = ['authorized', 'captured', 'released'] as const;
export type SandboxHold = (typeof SANDBOX_HOLDS)[number];

export const SANDBOX_SESSION_STATUSES = ['open', 'paid', 'canceled', 'expired'] as const;
export type SandboxSessionStatus = (typeof SANDBOX_SESSION_STATUSES)[number];

/**
 * The local sandbox provider's own records: what Stripe would keep on its side. The rest of the
 * code only reaches them through the PaymentProvider interface.
 */
export const sandboxSessions = pgTable(
  'sandbox_sessions',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    eventId: uuid('event_id').notNull(),
    status: text('status').$type<SandboxSessionStatus>().notNull().default('open'),
    /** `{ description, lines: [{ name, quantity, unitAmountCents }], feeCents, totalCents, currency }` */
    summary: jsonb('summary').notNull(),
    paymentReference: text('payment_reference'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * Authorisation holds (a checkout made with `captureLater`): `authorized` once paid on the page,
     * then `captured` or `released`. Null: captured at once, like any other checkout.
     */
    hold: text('hold').$type<SandboxHold>(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'sandbox_sessions_status_check',
      sql`${t.status} in ('open', 'paid', 'canceled', 'expired')`,
    ),
    check(
      'sandbox_sessions_hold_check',
      sql`${t.hold} is null or ${t.hold} in ('authorized', 'captured', 'released')`,
    ),
  ],
);

/**
 * The sandbox's saved cards (Stripe keeps PaymentMethods attached to a customer): only what a
 * provider shows back, never a full card number. Detaching deletes the row.
 */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payment_methods_customer_idx').on(t.customerId, t.createdAt)],
);

export const SANDBOX_SETUP_STATUSES = ['open', 'succeeded', 'canceled'] as const;
export type SandboxSetupStatus = (typeof SANDBOX_SETUP_STATUSES)[number];

/** The sandbox's card-saving pages (Stripe: a Checkout Session in setup mode and its SetupIntent). */
export const sandboxSetups = pgTable(
  'sandbox_setups',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status').$type<SandboxSetupStatus>().notNull().default('open'),
    paymentMethodId: text('payment_method_id'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_setups_status_check', sql`${t.status} in ('open', 'succeeded', 'canceled')`),
  ],
);

export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PassRow = typeof passes.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
