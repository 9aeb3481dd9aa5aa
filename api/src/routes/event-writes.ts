/** POST, PATCH and DELETE /v2/events/: hosts create, organizers edit, the host deletes. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Event } from 'contract';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { notFound } from '../http/api-error';
import { serve } from '../http/serve-endpoint';
import { detailsOptions } from '../events/details-options';
import { toEvents } from '../events/event-details';
import type { EventRepository } from '../events/event-repository';
import { createEvent, deleteEvent, updateEvent } from '../events/event-writes';
import type { Clock } from '../time/clock';
import type { OwnImageCheck } from '../images/own-images';
import type { PaymentProvider } from '../payments/payment-provider';

export interface EventWriteRoutesOptions {
  db: Database;
  events: EventRepository;
  clock: Clock;
  ownImage: OwnImageCheck;
  /** Deleting an event closes its unpaid checkouts with the payment provider. */
  provider: PaymentProvider;
}

export const eventWriteRoutes: FastifyPluginAsync<EventWriteRoutesOptions> = async (
  app,
  { db, events, clock, ownImage, provider },
) => {
  const view = async (request: FastifyRequest, eventId: string): Promise<Event> => {
    const found = await events.findById(eventId);
    if (!found) throw notFound('Event not found');
    const [event] = await toEvents(db, [found], detailsOptions(request, clock));
    return event!;
  };

  serve(app, 'POST /events/', async (request) => {
    ownImage('flyer', request.body.flyer);
    const eventId = await createEvent(db, callerUser(request).id, request.body, clock());
    return { event: await view(request, eventId) };
  });

  serve(
    app,
    'PATCH /events/',
    async (request) => {
      ownImage('flyer', request.body.flyer);
      await updateEvent(db, callerUser(request).id, request.body, clock());
      return { event: await view(request, request.body.eventId) };
    },
    { refusals: { outsider: 'Only the organizers of this event can edit it' } },
  );

  serve(
    app,
    'DELETE /events/',
    async (request) => {
      await deleteEvent(db, provider, callerUser(request).id, request.query.eventId);
      return { deleted: true as const };
    },
    { refusals: { outsider: 'Only the host can delete this event' } },
  );
};
