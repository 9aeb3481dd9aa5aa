/** The caller's own event lists (`GET /users/events*`), paged like the feed. React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';
import type { FeedPage } from './events-api';

/** `upcoming`: events the caller is going to; `liked`; `hostedPast`: events they hosted that ended. */
export type UserEventList = 'upcoming' | 'liked' | 'hostedPast';

export const USER_EVENT_PATHS: Record<UserEventList, string> = {
  upcoming: '/users/events',
  liked: '/users/events/liked',
  hostedPast: '/users/events/hosted-past',
};

export interface UserEventsPageParams extends CallOptions {
  continuationToken?: string | null;
  /** 1–50; the server defaults to 10. */
  limit?: number;
}

export function getUserEventsPage(
  list: UserEventList,
  token: string,
  params: UserEventsPageParams = {},
): Promise<FeedPage> {
  const { continuationToken, limit, signal } = params;
  return request<FeedPage>({
    path: USER_EVENT_PATHS[list],
    query: { continuationToken, limit },
    token,
    signal,
  });
}
