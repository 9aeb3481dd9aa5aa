/**
 * The host insights' calls: an event's revenue and analytics, its affiliate links, and a person's
 * request to list or claim an event published elsewhere. React-free.
 */
import type {
  AffiliateLink,
  AffiliateLinkList,
  EventAnalytics,
  EventRevenue,
  ScrapedRequest,
  ScrapedRequestIntent,
  ScrapedRequestPage,
} from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** Gross, fees, refunds and net, in total and per ticket type (view_insights). */
export function getEventRevenue(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<EventRevenue> {
  return callEndpoint('GET /events/hosts/revenue', { query: { eventId }, token, ...options });
}

export interface AnalyticsWindow {
  /** `YYYY-MM-DD` (UTC); both absent: the last 30 days. */
  from?: string;
  to?: string;
}

/** Daily views, shares, likes, RSVPs, checkouts begun and sales, the funnel, per type and link. */
export function getEventAnalytics(
  eventId: string,
  window: AnalyticsWindow,
  token: string,
  options: CallOptions = {},
): Promise<EventAnalytics> {
  return callEndpoint('GET /events/hosts/analytics', {
    query: { eventId, from: window.from, to: window.to },
    token,
    ...options,
  });
}

export function getAffiliateLinks(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<AffiliateLinkList> {
  return callEndpoint('GET /events/affiliate/all', { query: { eventId }, token, ...options });
}

export async function createAffiliateLink(
  input: { eventId: string; code: string; label?: string | null },
  token: string,
): Promise<AffiliateLink> {
  return (await callEndpoint('POST /events/affiliate/', { body: input, token })).link;
}

export async function updateAffiliateLink(
  patch: { linkId: string; label?: string | null; active?: boolean },
  token: string,
): Promise<AffiliateLink> {
  return (await callEndpoint('PATCH /events/affiliate/', { body: patch, token })).link;
}

export async function deleteAffiliateLink(linkId: string, token: string): Promise<void> {
  await callEndpoint('DELETE /events/affiliate/', { query: { linkId }, token });
}

/** Asks for an event published elsewhere to be listed here, or claimed by its organizer. */
export async function requestScrapedEvent(
  input: { url: string; intent: ScrapedRequestIntent; note?: string },
  token: string,
): Promise<ScrapedRequest> {
  return (await callEndpoint('POST /events/scraped/request', { body: input, token })).request;
}

/** The caller's own list/claim requests, newest first, one page at a time. */
export function getScrapedRequests(
  token: string,
  page: { continuationToken?: string | null; limit?: number } = {},
  options: CallOptions = {},
): Promise<ScrapedRequestPage> {
  const query = {
    ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
    ...(page.limit === undefined ? {} : { limit: page.limit }),
  };
  return callEndpoint('GET /events/scraped/request', { query, token, ...options });
}
