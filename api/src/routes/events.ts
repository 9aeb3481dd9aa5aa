/** /v2/events/…: reading events — one event, the feed of upcoming events and its size. */
import type { FastifyPluginAsync } from 'fastify';
import { PAGE_LIMITS } from 'contract';
import type { Database } from '../db/database';
import { notFound } from '../http/api-error';
import { serve } from '../http/serve-endpoint';
import { detailsOptions } from '../events/details-options';
import { toEvents } from '../events/event-details';
import type { EventRepository } from '../events/event-repository';
import { feedPagination, readFeedCursor } from '../events/feed-page';
import type { Clock } from '../time/clock';

export interface EventRoutesOptions {
  db: Database;
  events: EventRepository;
  clock: Clock;
}

export const eventRoutes: FastifyPluginAsync<EventRoutesOptions> = async (
  app,
  { db, events, clock },
) => {
  serve(app, 'GET /events/', async (request) => {
    const found = await events.findById(request.query.eventId);
    if (!found) throw notFound('Event not found');
    const [event] = await toEvents(db, [found], detailsOptions(request, clock));
    return { event: event! };
  });

  serve(app, 'GET /events/feed', async (request) => {
    const { continuationToken, limit = PAGE_LIMITS.feedDefault } = request.query;
    const after = readFeedCursor(continuationToken);
    const rows = await events.feedPage({ now: clock(), after, limit: limit + 1 });
    const page = await toEvents(db, rows.slice(0, limit), detailsOptions(request, clock));
    return { events: page, pagination: feedPagination(page, rows.length > limit) };
  });

  serve(app, 'GET /events/feed/count', async () => ({ count: await events.feedCount(clock()) }));
};
