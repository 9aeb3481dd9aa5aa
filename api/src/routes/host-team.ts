/** /v2/events/hosts/…: one guest's context for the organizers, and text blasts with their history. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { assertHostPermission } from '../events/organizer-guard';
import { sendTextBlast } from '../host-team/text-blast';
import { textBlastHistory } from '../host-team/text-blast-history';
import { userContext } from '../host-team/user-context';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { SmsProvider } from '../messaging/sms-provider';
import type { Clock } from '../time/clock';

export interface HostTeamRoutesOptions {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
}

export const hostTeamRoutes: FastifyPluginAsync<HostTeamRoutesOptions> = async (
  app,
  { db, clock, sms },
) => {
  serve(app, 'POST /events/hosts/user-context', async (request) => {
    const { eventId, userId } = request.body;
    await assertHostPermission(db, eventId, callerUser(request).id, 'view_guests');
    return userContext(db, eventId, userId);
  });

  serve(app, 'POST /events/hosts/text-blast', async (request) => {
    const { eventId, message, statuses } = request.body;
    const senderId = callerUser(request).id;
    await assertHostPermission(db, eventId, senderId, 'text_blast');
    const blast = await sendTextBlast(db, sms, { eventId, senderId, message, statuses }, clock());
    return { blast };
  });

  serve(app, 'GET /events/hosts/text-blasts', async (request) => {
    const { eventId } = request.query;
    await assertHostPermission(db, eventId, callerUser(request).id, 'text_blast');
    return textBlastHistory(db, eventId, clock());
  });
};
