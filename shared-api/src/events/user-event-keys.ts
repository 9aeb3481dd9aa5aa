/**
 * The cache keys of a person's own event lists (Going, liked, hosted). mf-social shows the lists;
 * mf-events' likes and checkouts refresh them. Both read the keys from here, so the caches meet.
 */
import { eventKeys } from './events-queries';

/**
 * The lists of `GET /users/events`, `/users/events/liked`, `/users/events/hosted-past` and
 * `/users/events/hosting` (the events whose dashboards the person opens).
 */
export type UserEventList = 'upcoming' | 'liked' | 'hostedPast' | 'hosting';

export const userEventKeys = {
  /** Every list of the signed-in person: what a completed order refreshes. */
  all: [...eventKeys.all, 'mine'] as const,
  /** One list, for every viewer and page size: what a like refreshes (`'liked'`). */
  ofList: (list: UserEventList) => [...eventKeys.all, 'mine', list] as const,
  list: (
    list: UserEventList,
    viewerUid: string,
    limit: number | null,
    userId: string | null = null,
  ) => [...eventKeys.all, 'mine', list, { viewer: viewerUid, limit, userId }] as const,
};
