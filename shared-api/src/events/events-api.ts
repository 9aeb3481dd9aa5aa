/** The `/events` calls of SPEC section 7 (slice of docs/contracts.md). React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';
import type { Event, EventInput, EventPatch } from '../types/event';
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

/** Creates an event hosted by the caller (a signed-in user). */
export async function createEvent(
  input: EventInput,
  token: string,
  options: CallOptions = {},
): Promise<Event> {
  const data = await request<{ event: Event }>({
    method: 'POST',
    path: EVENTS,
    body: input,
    token,
    ...options,
  });
  return data.event;
}

/** Changes an event; the server answers 403 unless the caller organizes it. */
export async function updateEvent(
  eventId: string,
  patch: EventPatch,
  token: string,
  options: CallOptions = {},
): Promise<Event> {
  const data = await request<{ event: Event }>({
    method: 'PATCH',
    path: EVENTS,
    body: { eventId, ...patch },
    token,
    ...options,
  });
  return data.event;
}

/** Deletes an event (its host only; refused once a paid ticket has been sold). */
export async function deleteEvent(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<void> {
  await request<{ deleted: true }>({
    method: 'DELETE',
    path: EVENTS,
    query: { eventId },
    token,
    ...options,
  });
}
