/**
 * Host insights: affiliate links and the orders bought through them, the "begin checkout" marks the
 * analytics funnel counts, and people's requests to list or claim an event published elsewhere.
 * Revenue has no table of its own: it is read from the ledger (`schema-ticketing.ts`).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ScrapedRequestIntent, ScrapedRequestStatus } from 'contract';

import { orders } from './schema-ticketing';
import { createdAt, refKey, requiredRef, timestamps, uuidKey } from './columns';
import { eventRef, optionalUserRef, userRef } from './references';

/** A code an organizer shares as `?ref=CODE`; unique within its event whatever the case. */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: uuidKey(),
    eventId: eventRef('event_id', 'cascade'),
    code: text('code').notNull(),
    label: text('label'),
    /** A paused link's purchases are not attributed to it. */
    active: boolean('active').notNull().default(true),
    createdBy: optionalUserRef('created_by', 'set null'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliate_links_event_code_idx').on(t.eventId, sql`lower(${t.code})`)],
);

/** The affiliate link an order was started through: one per order, written at checkout. */
export const affiliateAttributions = pgTable(
  'affiliate_attributions',
  {
    orderId: refKey('order_id', () => orders.id, 'cascade'),
    linkId: requiredRef('link_id', () => affiliateLinks.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_attributions_link_idx').on(t.linkId)],
);

/**
 * "Begin checkout" for the analytics funnel: one row per (event, person, UTC day), like the view
 * marks, so retrying a checkout does not inflate the count.
 */
export const checkoutStarts = pgTable(
  'checkout_starts',
  {
    eventId: eventRef('event_id', 'cascade'),
    userId: userRef('user_id', 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.day] })],
);

/** Someone asks for an event published elsewhere to be listed here, or to claim it as its organizer. */
export const scrapedEventRequests = pgTable(
  'scraped_event_requests',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'cascade'),
    url: text('url').notNull(),
    /** The URL normalised (lower-case host, no fragment, no trailing slash): what repeats match on. */
    urlKey: text('url_key').notNull(),
    intent: text('intent').$type<ScrapedRequestIntent>().notNull(),
    status: text('status').$type<ScrapedRequestStatus>().notNull().default('received'),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('scraped_event_requests_user_url_intent_idx').on(t.userId, t.urlKey, t.intent),
    check('scraped_event_requests_intent_check', sql`${t.intent} in ('list', 'claim')`),
    check(
      'scraped_event_requests_status_check',
      sql`${t.status} in ('received', 'accepted', 'declined')`,
    ),
  ],
);

export type AffiliateLinkRow = typeof affiliateLinks.$inferSelect;
export type ScrapedEventRequestRow = typeof scrapedEventRequests.$inferSelect;
