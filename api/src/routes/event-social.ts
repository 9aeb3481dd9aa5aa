/** /v2/events/like and /v2/events/metrics/…: likes (signed in) and view/share counts (anyone). */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import { recordMetric, setLike, viewerKey } from '../events/event-social';
import type { Clock } from '../time/clock';

export interface EventSocialRoutesOptions {
  db: Database;
  clock: Clock;
}

export const eventSocialRoutes: FastifyPluginAsync<EventSocialRoutesOptions> = async (
  app,
  { db, clock },
) => {
  serve(app, 'POST /events/like', async (request) =>
    setLike(db, request.body.eventId, callerUser(request).id, true),
  );

  serve(app, 'DELETE /events/like', async (request) =>
    setLike(db, request.query.eventId, callerUser(request).id, false),
  );

  for (const kind of ['view', 'share'] as const) {
    serve(app, `POST /events/metrics/${kind}`, async (request) => {
      const viewer = viewerKey(request.caller?.uid ?? null, { ip: request.ip });
      return recordMetric(db, { eventId: request.body.eventId, kind, viewer, now: clock() });
    });
  }
};
