/**
 * /v2/campuses/… and /v2/users/emails/…: find a school, prove a school email, join the campus, see
 * who else is there.
 */
import type { FastifyPluginAsync } from 'fastify';
import { joinCampus } from '../campuses/campus-join';
import { campusPeople } from '../campuses/campus-people';
import { searchCampuses } from '../campuses/campus-search';
import { sendEmailCode, verifyEmailCode } from '../campuses/email-codes';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { EmailProvider } from '../messaging/email-provider';
import type { Clock } from '../time/clock';

export interface CampusRoutesOptions {
  db: Database;
  clock: Clock;
  email: EmailProvider;
}

export const campusRoutes: FastifyPluginAsync<CampusRoutesOptions> = async (
  app,
  { db, clock, email },
) => {
  serve(app, 'GET /campuses/', async (request) => searchCampuses(db, request.query));
  serve(app, 'GET /campuses/members', async (request) =>
    campusPeople(db, callerUser(request).id, request.query),
  );
  serve(app, 'POST /campuses/join', async (request) => ({
    membership: await joinCampus(db, clock, callerUser(request).id, request.body.campusId),
  }));
  serve(app, 'POST /users/emails/send', async (request) =>
    sendEmailCode(db, { clock, email }, callerUser(request).id, request.body),
  );
  serve(app, 'POST /users/emails/verify', async (request) =>
    verifyEmailCode(db, clock, callerUser(request).id, request.body),
  );
};
