/**
 * Money going back to guests (issue 28): what a cancellation still has to settle, and guests'
 * refund requests with the orders each one covers. Same conventions as `schema.ts`.
 */
import { sql } from 'drizzle-orm';
import type { RefundRequestStatus } from 'contract';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { orders } from './schema-ticketing';
import { createdAt, refKey, requiredRef, ts, uuidKey } from './columns';
import { eventRef, optionalUserRef, userRef } from './references';

/**
 * One row per order an event had when its host cancelled it, written in the transaction that
 * cancelled it (under the event's row lock, so no order can join the event afterwards). The work
 * list of the cancellation: each row is settled once (`settled_at`), by the request that cancelled
 * or, after a crash, by the sweep, which looks only at unsettled rows (a partial index).
 */
export const cancellationOrders = pgTable(
  'cancellation_orders',
  {
    // Cascade: only an event no money touched can be deleted (a free one), and its work goes with it.
    orderId: refKey('order_id', () => orders.id, 'cascade'),
    eventId: eventRef('event_id', 'cascade'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('cancellation_orders_event_idx').on(t.eventId),
    index('cancellation_orders_unsettled_idx')
      .on(t.eventId)
      .where(sql`${t.settledAt} is null`),
  ],
);

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuidKey(),
    eventId: eventRef('event_id', 'restrict'),
    // Users are anonymised, never deleted: a request keeps its person.
    userId: userRef('user_id', 'restrict'),
    status: text('status').$type<RefundRequestStatus>().notNull().default('pending'),
    reason: text('reason'),
    /** What approving refunds: the covered orders' totals less what they had back, when asked. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    answeredAt: ts('answered_at'),
    answeredBy: optionalUserRef('answered_by', 'set null'),
    answerMessage: text('answer_message'),
    /**
     * An approved request's refunds are all in the ledger. Null while some are still to be made
     * (an approval that crashed half-way): the refund sweep finishes those.
     */
    settledAt: ts('settled_at'),
  },
  (t) => [
    // One open question per person and event, and a declined one stands (no asking again for the
    // same tickets); after an approval or a close, new tickets may be asked about.
    uniqueIndex('refund_requests_open_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in ('pending', 'declined')`),
    index('refund_requests_event_status_idx').on(t.eventId, t.status),
    index('refund_requests_unsettled_idx')
      .on(t.id)
      .where(sql`${t.status} = 'approved' and ${t.settledAt} is null`),
    check(
      'refund_requests_status_check',
      sql`${t.status} in ('pending', 'approved', 'declined', 'closed')`,
    ),
    check('refund_requests_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The orders a request covers: the guest's paid tickets when they asked, nothing bought later. */
export const refundRequestOrders = pgTable(
  'refund_request_orders',
  {
    requestId: requiredRef('request_id', () => refundRequests.id, 'restrict'),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.orderId] }),
    index('refund_request_orders_order_idx').on(t.orderId),
  ],
);

export type CancellationOrderRow = typeof cancellationOrders.$inferSelect;
export type RefundRequestRow = typeof refundRequests.$inferSelect;
