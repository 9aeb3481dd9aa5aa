/** The `/events` calls of SPEC section 7 (slice of docs/contracts.md). React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';
import type { Event } from '../types/event';
import type { Pagination } from '../types/pagination';

const EVENTS = '/events/';

/** One page of the feed, as the server sends it. */
export interface FeedPage {
  events: Event[];
  pagination: Pagination;
}

export interface FeedPageParams extends CallOptions {
  /** Null or absent for the first page. */
  continuationToken?: string | null;
  /** 1–50; the server defaults to 10. */
  limit?: number;
  token?: string | null;
  /** Skip friends going and attendees, for a fast first paint. */
  excludeComputedFields?: boolean;
}

/** An event; the token, when given, lets the server add what the viewer may see of it. */
export async function getEvent(
  eventId: string,
  token?: string | null,
  options: CallOptions = {},
): Promise<Event> {
  const data = await request<{ event: Event }>({
    path: EVENTS,
    query: { eventId },
    token: token ?? null,
    ...options,
  });
  return data.event;
}

/** Upcoming events, ordered by start time, one page at a time. */
export function getFeedPage(params: FeedPageParams = {}): Promise<FeedPage> {
  const { continuationToken, limit, token, excludeComputedFields, signal } = params;
  return request<FeedPage>({
    path: `${EVENTS}feed`,
    query: { continuationToken, limit },
    token: token ?? null,
    excludeComputedFields: excludeComputedFields ?? false,
    signal,
  });
}
