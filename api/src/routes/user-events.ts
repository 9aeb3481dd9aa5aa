/** GET /v2/users/events, /users/events/liked, /users/events/hosted-past: the caller's events. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { dataEnvelope } from '../http/common-schemas';
import { detailsOptions } from '../events/details-options';
import { toEvents } from '../events/event-details';
import { FEED_DEFAULT_LIMIT, FeedQuerySchema, FeedResponseSchema } from '../events/event-schemas';
import { feedPagination, readFeedCursor } from '../events/feed-page';
import { userEventPage, type UserEventList } from '../events/user-event-lists';
import type { Clock } from '../time/clock';

export interface UserEventRoutesOptions {
  db: Database;
  clock: Clock;
}

const PATHS: Record<UserEventList, string> = {
  upcoming: '/users/events',
  liked: '/users/events/liked',
  hostedPast: '/users/events/hosted-past',
};

export const userEventRoutes: FastifyPluginAsyncTypebox<UserEventRoutesOptions> = async (
  app,
  { db, clock },
) => {
  for (const [list, path] of Object.entries(PATHS) as [UserEventList, string][]) {
    app.get(
      path,
      {
        config: { access: 'user' },
        schema: {
          querystring: FeedQuerySchema,
          response: { 200: dataEnvelope(FeedResponseSchema) },
        },
      },
      async (request) => {
        const { continuationToken, limit = FEED_DEFAULT_LIMIT } = request.query;
        const after = readFeedCursor(continuationToken);
        const rows = await userEventPage(db, {
          list,
          userId: callerUser(request).id,
          now: clock(),
          after,
          limit: limit + 1,
        });
        const page = await toEvents(db, rows.slice(0, limit), detailsOptions(request, clock));
        return { data: { events: page, pagination: feedPagination(page, rows.length > limit) } };
      },
    );
  }
};
