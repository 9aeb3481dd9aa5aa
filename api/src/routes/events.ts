/** /v2/events/…: one event, and the feed of upcoming events. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { invalidField, notFound } from '../http/api-error';
import { dataEnvelope } from '../http/common-schemas';
import type { EventRepository } from '../events/event-repository';
import {
  EventSchema,
  FEED_DEFAULT_LIMIT,
  FeedQuerySchema,
  FeedResponseSchema,
} from '../events/event-schemas';
import { toEvent } from '../events/event-view';
import { decodeFeedCursor, encodeFeedCursor } from '../events/feed-cursor';
import type { Clock } from '../time/clock';

export interface EventRoutesOptions {
  events: EventRepository;
  clock: Clock;
}

// `X-Exclude-Computed-Fields: true` asks lists to skip computed fields (friends going, attendees)
// for a fast first paint. This slice computes none, so the header is accepted and has no effect yet.

export const eventRoutes: FastifyPluginAsyncTypebox<EventRoutesOptions> = async (
  app,
  { events, clock },
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
      return { data: { event: toEvent(found.event, found.host) } };
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
      const after = continuationToken ? decodeFeedCursor(continuationToken) : null;
      if (continuationToken && !after) {
        throw invalidField(
          'continuationToken',
          'continuationToken is not valid; start again without it',
        );
      }
      const rows = await events.feedPage({ now: clock(), after, limit: limit + 1 });
      const page = rows.slice(0, limit).map((row) => toEvent(row.event, row.host));
      const last = page.at(-1);
      const hasMoreItems = rows.length > limit;
      return {
        data: {
          events: page,
          pagination: {
            continuationToken:
              hasMoreItems && last
                ? encodeFeedCursor({ startTime: last.startTime, id: last.id })
                : null,
            hasMoreItems,
          },
        },
      };
    },
  );
};
