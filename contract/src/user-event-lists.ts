/**
 * A person's event lists and the endpoint that serves each, for the API (which serves them) and
 * the profile screens (which call them):
 * - `upcoming`: events they go to or run; `liked`; `hostedPast`: events they hosted that ended;
 *   `hosting`: upcoming events they host or co-host (their dashboards).
 * - `upcoming` and `hostedPast` also show another person's (`userId`, on a profile); what one likes
 *   and which dashboards one opens stay one's own.
 */
import type { EndpointName } from './contract';

export const USER_EVENT_LISTS = ['upcoming', 'liked', 'hostedPast', 'hosting'] as const;
export type UserEventList = (typeof USER_EVENT_LISTS)[number];

export const USER_EVENT_ENDPOINTS = {
  upcoming: 'GET /users/events',
  liked: 'GET /users/events/liked',
  hostedPast: 'GET /users/events/hosted-past',
  hosting: 'GET /users/events/hosting',
} as const satisfies Record<UserEventList, EndpointName>;

/** The lists that take another person's `userId`. */
export const PERSON_EVENT_LISTS: readonly UserEventList[] = ['upcoming', 'hostedPast'];
