/** /v2/events/…: reading events — one event, the feed of upcoming events and its size. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { notFound } from '../http/api-error';
import { dataEnvelope } from '../http/common-schemas';
import { detailsOptions } from '../events/details-options';
import { toEvents } from '../events/event-details';
import type { EventRepository } from '../events/event-repository';
import {
  EventSchema,
  FEED_DEFAULT_LIMIT,
  FeedQuerySchema,
  FeedResponseSchema,
} from '../events/event-schemas';
import { feedPagination, readFeedCursor } from '../events/feed-page';
import type { Clock } from '../time/clock';

export interface EventRoutesOptions {
  db: Database;
  events: EventRepository;
  clock: Clock;
}

export const eventRoutes: FastifyPluginAsyncTypebox<EventRoutesOptions> = async (
  app,
  { db, events, clock },
) => {
  app.get(
    '/events/',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({ eventId: Type.String() }),
        response: { 200: dataEnvelope(Type.Object({ event: EventSchema })) },
      },
    },
    async (request) => {
      const found = await events.findById(request.query.eventId);
      if (!found) throw notFound('Event not found');
      const [event] = await toEvents(db, [found], detailsOptions(request, clock));
      return { data: { event: event! } };
    },
  );

  app.get(
    '/events/feed',
    {
      config: { access: 'optional' },
      schema: { querystring: FeedQuerySchema, response: { 200: dataEnvelope(FeedResponseSchema) } },
    },
    async (request) => {
      const { continuationToken, limit = FEED_DEFAULT_LIMIT } = request.query;
      const after = readFeedCursor(continuationToken);
      const rows = await events.feedPage({ now: clock(), after, limit: limit + 1 });
      const page = await toEvents(db, rows.slice(0, limit), detailsOptions(request, clock));
      return { data: { events: page, pagination: feedPagination(page, rows.length > limit) } };
    },
  );

  app.get(
    '/events/feed/count',
    {
      config: { access: 'optional' },
      schema: { response: { 200: dataEnvelope(Type.Object({ count: Type.Integer() })) } },
    },
    async () => ({ data: { count: await events.feedCount(clock()) } }),
  );
};
