/**
 * The caller's own event lists (`GET /users/events*`), paged like the feed; `upcoming` and
 * `hostedPast` of another person too (`userId`, for their profile). React-free.
 */
import type { EventPage } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** `upcoming`: events the caller is going to; `liked`; `hostedPast`: events they hosted that ended. */
export type UserEventList = 'upcoming' | 'liked' | 'hostedPast';

export const USER_EVENT_ENDPOINTS = {
  upcoming: 'GET /users/events',
  liked: 'GET /users/events/liked',
  hostedPast: 'GET /users/events/hosted-past',
} as const satisfies Record<UserEventList, string>;

export interface UserEventsPageParams extends CallOptions {
  continuationToken?: string | null;
  /** 1 to PAGE_LIMITS.feedMax; the server defaults to PAGE_LIMITS.feedDefault. */
  limit?: number;
  /** Whose list (`upcoming` and `hostedPast` only): another person's; the caller's when absent. */
  userId?: string | null;
}

/** The lists that can be read for someone else (what they liked stays their own). */
export const PUBLIC_USER_EVENT_LISTS = [
  'upcoming',
  'hostedPast',
] as const satisfies readonly UserEventList[];

export function getUserEventsPage(
  list: UserEventList,
  token: string,
  params: UserEventsPageParams = {},
): Promise<EventPage> {
  const { continuationToken, limit, signal, userId } = params;
  const query = { continuationToken: continuationToken ?? undefined, limit };
  if (userId && list === 'upcoming') {
    return callEndpoint('GET /users/events', { query: { ...query, userId }, token, signal });
  }
  if (userId && list === 'hostedPast') {
    return callEndpoint('GET /users/events/hosted-past', {
      query: { ...query, userId },
      token,
      signal,
    });
  }
  return callEndpoint(USER_EVENT_ENDPOINTS[list], { query, token, signal });
}
