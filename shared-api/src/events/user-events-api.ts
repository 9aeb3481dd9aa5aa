/** The caller's own event lists (`GET /users/events*`), paged like the feed. React-free. */
import type { EventPage } from '../contract';
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
}

export function getUserEventsPage(
  list: UserEventList,
  token: string,
  params: UserEventsPageParams = {},
): Promise<EventPage> {
  const { continuationToken, limit, signal } = params;
  return callEndpoint(USER_EVENT_ENDPOINTS[list], {
    query: { continuationToken: continuationToken ?? undefined, limit },
    token,
    signal,
  });
}
