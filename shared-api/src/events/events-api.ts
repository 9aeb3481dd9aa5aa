/** The `/events/` calls of the contract. React-free. */
import type { Event, EventChanges, EventInput, EventOrganizer, EventPage } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** One page of the feed, as the server sends it. */
export type FeedPage = EventPage;

export interface FeedPageParams extends CallOptions {
  /** Null or absent for the first page. */
  continuationToken?: string | null;
  /** 1 to PAGE_LIMITS.feedMax; the server defaults to PAGE_LIMITS.feedDefault. */
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
  const data = await callEndpoint('GET /events/', { query: { eventId }, token, ...options });
  return data.event;
}

/** Upcoming events, ordered by start time, one page at a time. */
export function getFeedPage(params: FeedPageParams = {}): Promise<FeedPage> {
  const { continuationToken, limit, token, excludeComputedFields, signal } = params;
  return callEndpoint('GET /events/feed', {
    query: { continuationToken: continuationToken ?? undefined, limit },
    token,
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
  const data = await callEndpoint('POST /events/', { body: input, token, ...options });
  return data.event;
}

/** Changes an event; the server answers 403 unless the caller organizes it. */
export async function updateEvent(
  eventId: string,
  changes: EventChanges,
  token: string,
  options: CallOptions = {},
): Promise<Event> {
  const data = await callEndpoint('PATCH /events/', {
    body: { eventId, ...changes },
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
  await callEndpoint('DELETE /events/', { query: { eventId }, token, ...options });
}

/** The host, then the accepted co-hosts: the people who may edit the event. */
export async function getEventOrganizers(
  eventId: string,
  options: CallOptions = {},
): Promise<EventOrganizer[]> {
  const data = await callEndpoint('GET /events/organizers', { query: { eventId }, ...options });
  return data.organizers;
}
