/** POST, PATCH and DELETE /v2/events/: hosts create, organizers edit, the host deletes. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { notFound } from '../http/api-error';
import { dataEnvelope } from '../http/common-schemas';
import { detailsOptions } from '../events/details-options';
import { toEvents } from '../events/event-details';
import { EventInputSchema, EventPatchSchema } from '../events/event-input-schemas';
import type { EventRepository } from '../events/event-repository';
import { EventSchema, type Event } from '../events/event-schemas';
import { createEvent, deleteEvent, updateEvent } from '../events/event-writes';
import type { Clock } from '../time/clock';

export interface EventWriteRoutesOptions {
  db: Database;
  events: EventRepository;
  clock: Clock;
}

const EventResponse = dataEnvelope(Type.Object({ event: EventSchema }));

export const eventWriteRoutes: FastifyPluginAsyncTypebox<EventWriteRoutesOptions> = async (
  app,
  { db, events, clock },
) => {
  const view = async (request: FastifyRequest, eventId: string): Promise<Event> => {
    const found = await events.findById(eventId);
    if (!found) throw notFound('Event not found');
    const [event] = await toEvents(db, [found], detailsOptions(request, clock));
    return event!;
  };

  app.post(
    '/events/',
    {
      config: { access: 'user' },
      schema: { body: EventInputSchema, response: { 201: EventResponse } },
    },
    async (request, reply) => {
      const host = callerUser(request);
      const eventId = await createEvent(db, host.id, request.body, clock());
      return reply.status(201).send({ data: { event: await view(request, eventId) } });
    },
  );

  app.patch(
    '/events/',
    {
      config: { access: 'user' },
      schema: { body: EventPatchSchema, response: { 200: EventResponse } },
    },
    async (request) => {
      await updateEvent(db, callerUser(request).id, request.body, clock());
      return { data: { event: await view(request, request.body.eventId) } };
    },
  );

  app.delete(
    '/events/',
    {
      config: { access: 'user' },
      schema: {
        querystring: Type.Object({ eventId: Type.String({ maxLength: 64 }) }),
        response: { 200: dataEnvelope(Type.Object({ deleted: Type.Literal(true) })) },
      },
    },
    async (request) => {
      await deleteEvent(db, callerUser(request).id, request.query.eventId);
      return { data: { deleted: true as const } };
    },
  );
};
