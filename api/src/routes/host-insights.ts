/** /v2/events/hosts/revenue, /analytics, /v2/events/affiliate/… and /v2/events/scraped/request (POST, GET). */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { assertHostPermission } from '../events/organizer-guard';
import {
  createAffiliateLink,
  deleteAffiliateLink,
  INSIGHTS_OUTSIDER_MESSAGE,
  listAffiliateLinks,
  readAffiliateLink,
  updateAffiliateLink,
} from '../host-insights/affiliate-links';
import { eventAnalytics } from '../host-insights/analytics';
import { eventRevenue } from '../host-insights/revenue';
import { listScrapedRequests, requestScrapedEvent } from '../host-insights/scraped-requests';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { Clock } from '../time/clock';

export interface HostInsightRoutesOptions {
  db: Database;
  clock: Clock;
}

export const hostInsightRoutes: FastifyPluginAsync<HostInsightRoutesOptions> = async (
  app,
  { db, clock },
) => {
  const INSIGHTS_REFUSALS = { outsider: INSIGHTS_OUTSIDER_MESSAGE };
  const guard = (eventId: string, userId: string) =>
    assertHostPermission(db, eventId, userId, 'view_insights', INSIGHTS_OUTSIDER_MESSAGE);

  serve(
    app,
    'GET /events/hosts/revenue',
    async (request) => {
      await guard(request.query.eventId, callerUser(request).id);
      return eventRevenue(db, request.query.eventId);
    },
    { refusals: INSIGHTS_REFUSALS },
  );

  serve(
    app,
    'GET /events/hosts/analytics',
    async (request) => {
      await guard(request.query.eventId, callerUser(request).id);
      return eventAnalytics(db, request.query.eventId, request.query, clock());
    },
    { refusals: INSIGHTS_REFUSALS },
  );

  serve(
    app,
    'POST /events/affiliate/',
    async (request) => ({
      link: await createAffiliateLink(db, request.body, callerUser(request).id),
    }),
    { refusals: INSIGHTS_REFUSALS },
  );

  serve(app, 'GET /events/affiliate/', async (request) => ({
    link: await readAffiliateLink(db, request.query.linkId, callerUser(request).id),
  }));

  serve(app, 'PATCH /events/affiliate/', async (request) => ({
    link: await updateAffiliateLink(db, request.body, callerUser(request).id),
  }));

  serve(app, 'DELETE /events/affiliate/', async (request) =>
    deleteAffiliateLink(db, request.query.linkId, callerUser(request).id),
  );

  serve(
    app,
    'GET /events/affiliate/all',
    async (request) => listAffiliateLinks(db, request.query.eventId, callerUser(request).id),
    { refusals: INSIGHTS_REFUSALS },
  );

  serve(app, 'POST /events/scraped/request', async (request) => ({
    request: await requestScrapedEvent(db, callerUser(request).id, request.body),
  }));

  serve(app, 'GET /events/scraped/request', async (request) =>
    listScrapedRequests(db, callerUser(request).id, request.query),
  );
};
