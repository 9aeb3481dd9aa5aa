/** /v2/events/organizers and /v2/events/invitations/…: the host, co-hosts and their invitations. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ORGANIZER_STATUSES } from '../db/schema';
import { callerUser } from '../http/access-policy';
import { dataEnvelope } from '../http/common-schemas';
import { answerInvitation, inviteCohost, organizersOf } from '../events/invitations';
import type { Clock } from '../time/clock';
import { PublicUserSchema } from '../users/user-schemas';

export interface EventOrganizerRoutesOptions {
  db: Database;
  clock: Clock;
}

const Id = Type.String({ maxLength: 64 });
const InvitationResponse = dataEnvelope(
  Type.Object({
    invitation: Type.Object({
      eventId: Type.String(),
      userId: Type.String(),
      status: Type.Enum(ORGANIZER_STATUSES),
    }),
  }),
);
const AnswerBody = Type.Object({ eventId: Id }, { additionalProperties: false });

export const eventOrganizerRoutes: FastifyPluginAsyncTypebox<EventOrganizerRoutesOptions> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/events/organizers',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({ eventId: Id }),
        response: {
          200: dataEnvelope(
            Type.Object({
              organizers: Type.Array(
                Type.Object({ role: Type.Enum(['host', 'cohost']), user: PublicUserSchema }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: { organizers: await organizersOf(db, request.query.eventId) } }),
  );

  app.post(
    '/events/invitations/',
    {
      config: { access: 'user' },
      schema: {
        body: Type.Object({ eventId: Id, userId: Id }, { additionalProperties: false }),
        response: { 201: InvitationResponse },
      },
    },
    async (request, reply) => {
      const invitation = await inviteCohost(db, {
        eventId: request.body.eventId,
        inviterId: callerUser(request).id,
        inviteeId: request.body.userId,
      });
      return reply.status(201).send({ data: { invitation } });
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.patch(
      `/events/invitations/${answer}`,
      {
        config: { access: 'user' },
        schema: { body: AnswerBody, response: { 200: InvitationResponse } },
      },
      async (request) => {
        const invitation = await answerInvitation(
          db,
          {
            eventId: request.body.eventId,
            userId: callerUser(request).id,
            accept: answer === 'accept',
          },
          clock(),
        );
        return { data: { invitation } };
      },
    );
  }
};
