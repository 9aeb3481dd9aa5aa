/**
 * GET /v2/users/events, /users/events/liked, /users/events/hosted-past, /users/events/hosting: the
 * caller's events, and (going and hosted, with `userId`) another person's, for their profile.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PAGE_LIMITS, type UserEventList } from 'contract';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import { detailsOptions } from '../events/details-options';
import { toEvents } from '../events/event-details';
import { feedPagination, readFeedCursor } from '../events/feed-page';
import { userEventPage } from '../events/user-event-lists';
import { assertUserExists } from '../social/friend-pairs';
import type { Clock } from '../time/clock';

export interface UserEventRoutesOptions {
  db: Database;
  clock: Clock;
}

const ENDPOINTS = {
  upcoming: 'GET /users/events',
  liked: 'GET /users/events/liked',
  hostedPast: 'GET /users/events/hosted-past',
  hosting: 'GET /users/events/hosting',
} as const satisfies Record<UserEventList, string>;

const PERSON_LISTS: ReadonlySet<UserEventList> = new Set(['upcoming', 'hostedPast']);

export const userEventRoutes: FastifyPluginAsync<UserEventRoutesOptions> = async (
  app,
  { db, clock },
) => {
  for (const [list, name] of Object.entries(ENDPOINTS) as [
    UserEventList,
    (typeof ENDPOINTS)[UserEventList],
  ][]) {
    serve(app, name, async (request) => {
      const { continuationToken, limit = PAGE_LIMITS.feedDefault } = request.query;
      // Only the going and hosted-past lists take someone else's id (the contract leaves it off
      // liked and hosting: what one likes and which dashboards one opens stay one's own).
      const other = PERSON_LISTS.has(list)
        ? (request.query as { userId?: string }).userId
        : undefined;
      const after = readFeedCursor(continuationToken);
      if (other !== undefined) await assertUserExists(db, other);
      const rows = await userEventPage(db, {
        list,
        userId: other ?? callerUser(request).id,
        now: clock(),
        after,
        limit: limit + 1,
      });
      const page = await toEvents(db, rows.slice(0, limit), detailsOptions(request, clock));
      return { events: page, pagination: feedPagination(page, rows.length > limit) };
    });
  }
};
