/** /v2/events/like and /v2/events/metrics/…: likes (signed in) and view/share counts (anyone). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import type { MetricKind } from '../db/schema';
import { callerUser } from '../http/access-policy';
import { dataEnvelope } from '../http/common-schemas';
import { recordMetric, setLike, viewerKey } from '../events/event-social';
import type { Clock } from '../time/clock';

export interface EventSocialRoutesOptions {
  db: Database;
  clock: Clock;
}

const EventIdBody = Type.Object(
  { eventId: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);
const LikeResponse = dataEnvelope(
  Type.Object({ isLiked: Type.Boolean(), numLikes: Type.Integer() }),
);
const MetricResponse = dataEnvelope(
  Type.Object({ counted: Type.Boolean(), count: Type.Integer() }),
);

export const eventSocialRoutes: FastifyPluginAsyncTypebox<EventSocialRoutesOptions> = async (
  app,
  { db, clock },
) => {
  app.post(
    '/events/like',
    { config: { access: 'user' }, schema: { body: EventIdBody, response: { 200: LikeResponse } } },
    async (request) => ({
      data: await setLike(db, request.body.eventId, callerUser(request).id, true),
    }),
  );

  app.delete(
    '/events/like',
    {
      config: { access: 'user' },
      schema: {
        querystring: Type.Object({ eventId: Type.String({ maxLength: 64 }) }),
        response: { 200: LikeResponse },
      },
    },
    async (request) => ({
      data: await setLike(db, request.query.eventId, callerUser(request).id, false),
    }),
  );

  for (const kind of ['view', 'share'] as const satisfies readonly MetricKind[]) {
    app.post(
      `/events/metrics/${kind}`,
      {
        config: { access: 'optional' },
        schema: { body: EventIdBody, response: { 200: MetricResponse } },
      },
      async (request) => {
        const viewer = viewerKey(request.caller?.uid ?? null, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return {
          data: await recordMetric(db, {
            eventId: request.body.eventId,
            kind,
            viewer,
            now: clock(),
          }),
        };
      },
    );
  }
};
