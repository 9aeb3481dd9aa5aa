/** /v2/users/pass, /v2/users/pass/events, /v2/users/receipts: the caller's own tickets. */
import type { FastifyPluginAsync } from 'fastify';
import { findHeldPass, passEvents, receipts } from '../checkout/user-tickets';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { Clock } from '../time/clock';

export const userTicketRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  serve(app, 'GET /users/pass', async (request) => ({
    pass: await findHeldPass(db, callerUser(request).id, request.query.passId),
  }));

  serve(app, 'GET /users/pass/events', async (request) => ({
    events: await passEvents(db, callerUser(request).id, clock()),
  }));

  serve(app, 'GET /users/receipts', async (request) =>
    receipts(db, callerUser(request).id, clock(), request.query),
  );
};
