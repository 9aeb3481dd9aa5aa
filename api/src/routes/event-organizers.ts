/** /v2/events/organizers and /v2/events/invitations/…: the host, co-hosts and their invitations. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import {
  answerInvitation,
  invitationOf,
  inviteCohost,
  NOT_ORGANIZER_MESSAGE,
  organizersOf,
  pendingInvitationsOf,
  stepDown,
  withdrawInvitation,
} from '../events/invitations';
import type { Clock } from '../time/clock';

export interface EventOrganizerRoutesOptions {
  db: Database;
  clock: Clock;
}

export const eventOrganizerRoutes: FastifyPluginAsync<EventOrganizerRoutesOptions> = async (
  app,
  { db, clock },
) => {
  serve(app, 'GET /events/organizers', async (request) => ({
    organizers: await organizersOf(db, request.query.eventId),
  }));

  serve(
    app,
    'POST /events/invitations/',
    async (request) => {
      const invitation = await inviteCohost(db, {
        eventId: request.body.eventId,
        inviterId: callerUser(request).id,
        inviteeId: request.body.userId,
        privilege: request.body.privilege,
      });
      return { invitation };
    },
    { refusals: { outsider: NOT_ORGANIZER_MESSAGE } },
  );

  for (const answer of ['accept', 'decline'] as const) {
    serve(app, `PATCH /events/invitations/${answer}`, async (request) => {
      const invitation = await answerInvitation(
        db,
        {
          eventId: request.body.eventId,
          userId: callerUser(request).id,
          accept: answer === 'accept',
        },
        clock(),
      );
      return { invitation };
    });
  }

  serve(
    app,
    'GET /events/invitations/',
    async (request) => ({
      invitations: await pendingInvitationsOf(db, request.query.eventId, callerUser(request).id),
    }),
    { refusals: { outsider: NOT_ORGANIZER_MESSAGE } },
  );

  serve(
    app,
    'DELETE /events/invitations/',
    async (request) => {
      await withdrawInvitation(db, {
        eventId: request.query.eventId,
        callerId: callerUser(request).id,
        inviteeId: request.query.userId,
      });
      return { withdrawn: true as const };
    },
    { refusals: { outsider: NOT_ORGANIZER_MESSAGE } },
  );

  serve(app, 'GET /events/invitations/mine', async (request) => ({
    invitation: await invitationOf(db, request.query.eventId, callerUser(request).id),
  }));

  serve(app, 'DELETE /events/invitations/mine', async (request) => {
    await stepDown(db, request.query.eventId, callerUser(request).id);
    return { steppedDown: true as const };
  });
};
