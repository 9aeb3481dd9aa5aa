/**
 * The event's money and reach for its host and the co-hosts with `view_insights`: revenue,
 * analytics, affiliate links; and anyone's request to list or claim an event found elsewhere.
 */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { EventIdQuery } from '../schemas/common';
import {
  AffiliateLinkIdQuery,
  AffiliateLinkInputSchema,
  AffiliateLinkListSchema,
  AffiliateLinkPatchSchema,
  AffiliateLinkSchema,
  AnalyticsQuerySchema,
  EventAnalyticsSchema,
  EventRevenueSchema,
  ScrapedRequestInputSchema,
  ScrapedRequestPageSchema,
  ScrapedRequestSchema,
  ScrapedRequestsQuerySchema,
} from '../schemas/host-insights';

const insightErrors = ['user_not_found', 'forbidden', 'not_found'] as const;

export const hostInsightEndpoints = {
  'GET /events/hosts/revenue': endpoint({
    access: 'user',
    eventPermission: 'view_insights',
    summary:
      "An event's revenue from its ledger, in the event's currency: gross, service fees kept, refunds and net, in total and per ticket type (view_insights).",
    query: EventIdQuery,
    response: EventRevenueSchema,
    errors: [...insightErrors],
  }),
  'GET /events/hosts/analytics': endpoint({
    access: 'user',
    eventPermission: 'view_insights',
    summary:
      "An event's views, shares, likes, RSVPs, checkouts begun and sales per UTC day, the funnel view → begin checkout → purchase, and sales per ticket type and per affiliate link (view_insights). At most ANALYTICS_LIMITS.maxDays days.",
    query: AnalyticsQuerySchema,
    response: EventAnalyticsSchema,
    errors: ['invalid_request', ...insightErrors],
  }),
  'POST /events/affiliate/': endpoint({
    access: 'user',
    eventPermission: 'view_insights',
    summary:
      'Creates an affiliate link for the event: a code (unique within the event, any case) that `?ref=CODE` on the event page carries into checkout (view_insights). 409 when the code is taken or the event has AFFILIATE_LIMITS.maxLinksPerEvent links.',
    body: AffiliateLinkInputSchema,
    response: Type.Object({ link: AffiliateLinkSchema }),
    status: 201,
    errors: ['invalid_request', 'conflict', ...insightErrors],
  }),
  'GET /events/affiliate/': endpoint({
    access: 'user',
    summary: 'One affiliate link with its sales (view_insights on its event).',
    query: AffiliateLinkIdQuery,
    response: Type.Object({ link: AffiliateLinkSchema }),
    errors: [...insightErrors],
  }),
  'PATCH /events/affiliate/': endpoint({
    access: 'user',
    summary:
      "Renames an affiliate link or pauses/resumes it (a paused link's purchases are not attributed); the code never changes, since it is already shared (view_insights).",
    body: AffiliateLinkPatchSchema,
    response: Type.Object({ link: AffiliateLinkSchema }),
    errors: [...insightErrors],
  }),
  'DELETE /events/affiliate/': endpoint({
    access: 'user',
    summary:
      'Deletes an affiliate link that has no sales; one with sales answers 409 (pause it instead, so its sales stay attributed) (view_insights).',
    query: AffiliateLinkIdQuery,
    response: Type.Object({ deleted: Type.Literal(true) }),
    errors: ['conflict', ...insightErrors],
  }),
  'GET /events/affiliate/all': endpoint({
    access: 'user',
    eventPermission: 'view_insights',
    summary: "The event's affiliate links, newest first, each with its sales (view_insights).",
    query: EventIdQuery,
    response: AffiliateLinkListSchema,
    errors: [...insightErrors],
  }),
  'POST /events/scraped/request': endpoint({
    access: 'user',
    summary:
      'Asks for an event published elsewhere (its http(s) link) to be listed here (`list`) or handed to the caller as its organizer (`claim`). Stored as `received` for the team to review; the same request again answers the stored one (`created: false`). See api/README.md.',
    body: ScrapedRequestInputSchema,
    response: Type.Object({ request: ScrapedRequestSchema }),
    status: 201,
    errors: ['invalid_request', 'conflict', 'user_not_found'],
  }),
  'GET /events/scraped/request': endpoint({
    access: 'user',
    summary:
      "The caller's own list/claim requests, newest first, each with its state (received, accepted, declined); never anyone else's. Paged by continuationToken.",
    query: ScrapedRequestsQuerySchema,
    response: ScrapedRequestPageSchema,
    errors: ['invalid_request', 'user_not_found'],
  }),
} as const;
