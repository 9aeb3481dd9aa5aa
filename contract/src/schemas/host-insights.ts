/**
 * The event's money and reach, for its host and the co-hosts with `view_insights`: revenue from the
 * ledger, analytics in daily buckets, affiliate links; and a person's request to list or claim an
 * event found elsewhere. Money is integer minor units of `currency`; days are UTC `YYYY-MM-DD`.
 */
import { Type, type Static } from 'typebox';
import { SCRAPED_REQUEST_INTENTS, SCRAPED_REQUEST_STATUSES } from '../enums';
import { AFFILIATE_LIMITS, PAGE_LIMITS, SCRAPED_REQUEST_LIMITS } from '../limits';
import { Id, Nullable, pageOf, pageQueryFields } from './common';

const Cents = Type.Integer();
const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'must be a date written YYYY-MM-DD',
});

/** What buyers paid and what of it stays with the host. */
export const RevenueTotalsSchema = Type.Object({
  /** Everything buyers were charged (tickets and the service fee). */
  grossCents: Cents,
  /** The service fees the platform kept (net of the fees refunded with their order). */
  feesCents: Cents,
  /** Everything paid back to buyers. */
  refundsCents: Cents,
  /** gross − fees − refunds: the host's share. */
  netCents: Cents,
});
export type RevenueTotals = Static<typeof RevenueTotalsSchema>;

export const RevenueByTicketTypeSchema = Type.Intersect([
  Type.Object({
    ticketTypeId: Type.String(),
    name: Type.String(),
    /** Tickets paid for (refunded ones included: `refundsCents` says what went back). */
    ticketsSold: Type.Integer(),
  }),
  RevenueTotalsSchema,
]);
export type RevenueByTicketType = Static<typeof RevenueByTicketTypeSchema>;

export const EventRevenueSchema = Type.Object({
  eventId: Type.String(),
  /** ISO 4217, lower case (`usd`): the currency the event sells in. */
  currency: Type.String(),
  totals: RevenueTotalsSchema,
  /** Every ticket type of the event, in display order, sold or not. */
  ticketTypes: Type.Array(RevenueByTicketTypeSchema),
  /** Paid orders with money in the books. */
  paidOrders: Type.Integer(),
});
export type EventRevenue = Static<typeof EventRevenueSchema>;

export const AnalyticsQuerySchema = Type.Object({
  eventId: Id,
  /** First day (UTC); default: `to` minus ANALYTICS_LIMITS.defaultDays − 1, or the event's creation day if later. */
  from: Type.Optional(Day),
  /** Last day (UTC); default: today. */
  to: Type.Optional(Day),
});
export type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>;

export const AnalyticsDaySchema = Type.Object({
  day: Type.String(),
  views: Type.Integer(),
  shares: Type.Integer(),
  likes: Type.Integer(),
  /** Free passes issued (RSVPs). */
  rsvps: Type.Integer(),
  /** Paid tickets sold (orders completed that day). */
  ticketsSold: Type.Integer(),
  /** What those orders charged (tickets and fees). */
  salesCents: Cents,
  checkoutStarts: Type.Integer(),
});
export type AnalyticsDay = Static<typeof AnalyticsDaySchema>;

export const AnalyticsFunnelSchema = Type.Object({
  /** Viewers (each counts once a day). */
  views: Type.Integer(),
  /** People who began a checkout (each counts once a day). */
  checkoutStarts: Type.Integer(),
  /** Orders completed (free or paid). */
  purchases: Type.Integer(),
});
export type AnalyticsFunnel = Static<typeof AnalyticsFunnelSchema>;

export const AnalyticsTicketTypeSchema = Type.Object({
  ticketTypeId: Type.String(),
  name: Type.String(),
  /** Tickets in completed orders of the window (free and paid). */
  tickets: Type.Integer(),
  salesCents: Cents,
});

export const AnalyticsAffiliateSchema = Type.Object({
  linkId: Type.String(),
  code: Type.String(),
  label: Nullable(Type.String()),
  orders: Type.Integer(),
  tickets: Type.Integer(),
  salesCents: Cents,
});

export const EventAnalyticsSchema = Type.Object({
  eventId: Type.String(),
  currency: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** One entry per day from `from` to `to`, zeros included. */
  days: Type.Array(AnalyticsDaySchema),
  /** The window's sums of `days`. */
  totals: Type.Omit(AnalyticsDaySchema, ['day']),
  funnel: AnalyticsFunnelSchema,
  ticketTypes: Type.Array(AnalyticsTicketTypeSchema),
  affiliates: Type.Array(AnalyticsAffiliateSchema),
});
export type EventAnalytics = Static<typeof EventAnalyticsSchema>;

const AffiliateCode = Type.String({
  minLength: AFFILIATE_LIMITS.codeMinLength,
  maxLength: AFFILIATE_LIMITS.codeMaxLength,
  pattern: AFFILIATE_LIMITS.codePattern,
  errorMessage: `must be ${AFFILIATE_LIMITS.codeMinLength} to ${AFFILIATE_LIMITS.codeMaxLength} letters, digits, - or _`,
});
const AffiliateLabel = Type.String({ maxLength: AFFILIATE_LIMITS.labelMaxLength });

export const AffiliateLinkInputSchema = Type.Object(
  { eventId: Id, code: AffiliateCode, label: Type.Optional(Nullable(AffiliateLabel)) },
  { additionalProperties: false },
);
export type AffiliateLinkInput = Static<typeof AffiliateLinkInputSchema>;

export const AffiliateLinkPatchSchema = Type.Object(
  {
    linkId: Id,
    label: Type.Optional(Nullable(AffiliateLabel)),
    /** A paused link still opens the event, but new purchases are not attributed to it. */
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AffiliateLinkPatch = Static<typeof AffiliateLinkPatchSchema>;

export const AffiliateLinkIdQuery = Type.Object({ linkId: Id });

export const AffiliateLinkSchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  code: Type.String(),
  label: Nullable(Type.String()),
  active: Type.Boolean(),
  /** The path to share: the event page with `?ref=CODE` (the browser prefixes its origin). */
  path: Type.String(),
  createdAt: Type.Integer(),
  /** Completed orders bought through the link, their tickets and what they charged. */
  sales: Type.Object({ orders: Type.Integer(), tickets: Type.Integer(), salesCents: Cents }),
});
export type AffiliateLink = Static<typeof AffiliateLinkSchema>;

export const AffiliateLinkListSchema = Type.Object({
  currency: Type.String(),
  links: Type.Array(AffiliateLinkSchema),
});
export type AffiliateLinkList = Static<typeof AffiliateLinkListSchema>;

export const ScrapedRequestInputSchema = Type.Object(
  {
    /** Where the event is published today (http or https). */
    url: Type.String({ minLength: 8, maxLength: SCRAPED_REQUEST_LIMITS.urlMaxLength }),
    /** `list`: please list this event here; `claim`: I organize it and want to run it here. */
    intent: Type.Enum(SCRAPED_REQUEST_INTENTS),
    note: Type.Optional(Type.String({ maxLength: SCRAPED_REQUEST_LIMITS.noteMaxLength })),
  },
  { additionalProperties: false },
);
export type ScrapedRequestInput = Static<typeof ScrapedRequestInputSchema>;

export const ScrapedRequestSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  intent: Type.Enum(SCRAPED_REQUEST_INTENTS),
  status: Type.Enum(SCRAPED_REQUEST_STATUSES),
  note: Nullable(Type.String()),
  createdAt: Type.Integer(),
  /** True when this call stored it; false when the same request was already open. */
  created: Type.Boolean(),
});
export type ScrapedRequest = Static<typeof ScrapedRequestSchema>;

export const ScrapedRequestsQuerySchema = Type.Object({
  ...pageQueryFields(PAGE_LIMITS.scrapedRequestsMax, 200),
});

/** The caller's own requests, newest first (`created` is false on each: none is stored by this call). */
export const ScrapedRequestPageSchema = pageOf('requests', ScrapedRequestSchema);
export type ScrapedRequestPage = Static<typeof ScrapedRequestPageSchema>;
