/** /events/…: reading, writing, liking and counting events, and their organizers. */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { organizerCall } from './organizer-call';
import { COHOST_PRIVILEGES } from '../enums';
import { EventIdBody, EventIdQuery, Id, Nullable } from '../schemas/common';
import {
  CohostInvitationSchema,
  EventInputSchema,
  EventOrganizerSchema,
  EventPageQuerySchema,
  EventPageSchema,
  EventPatchSchema,
  EventSchema,
  PendingCohostInvitationSchema,
} from '../schemas/event';

const OneEvent = Type.Object({ event: EventSchema });
const LikeState = Type.Object({ isLiked: Type.Boolean(), numLikes: Type.Integer() });
const MetricCount = Type.Object({ counted: Type.Boolean(), count: Type.Integer() });
const Invitation = Type.Object({ invitation: CohostInvitationSchema });

const metric = (what: string) =>
  endpoint({
    access: 'optional',
    summary: `Counts a ${what} of an event, once per person (or device) per day.`,
    body: EventIdBody,
    response: MetricCount,
    errors: ['not_found'],
  });

const answer = (verb: string) =>
  endpoint({
    access: 'user',
    summary: `${verb} the caller's invitation to co-host an event.`,
    body: EventIdBody,
    response: Invitation,
    errors: ['user_not_found', 'not_found', 'conflict'],
  });

export const eventEndpoints = {
  'GET /events/': endpoint({
    access: 'optional',
    summary: 'One event; a token adds what the viewer may see of it (liked or not).',
    query: EventIdQuery,
    response: OneEvent,
    errors: ['not_found'],
    conditional: true,
  }),
  'POST /events/': endpoint({
    access: 'user',
    summary: 'Creates an event hosted by the caller, with its ticket types.',
    body: EventInputSchema,
    response: OneEvent,
    status: 201,
    errors: ['user_not_found'],
  }),
  'PATCH /events/': endpoint({
    ...organizerCall('edit_event', 'conflict'),
    summary: 'Changes an event; its organizers (host and accepted co-hosts) only.',
    body: EventPatchSchema,
    response: OneEvent,
  }),
  'DELETE /events/': endpoint({
    ...organizerCall('host', 'conflict'),
    summary: 'Deletes an event; its host only, and only before money has touched it.',
    query: EventIdQuery,
    response: Type.Object({ deleted: Type.Literal(true) }),
  }),
  'GET /events/feed': endpoint({
    access: 'optional',
    summary: 'Events that have not ended, soonest first, one page at a time.',
    query: EventPageQuerySchema,
    response: EventPageSchema,
    errors: [],
    conditional: true,
  }),
  'GET /events/feed/count': endpoint({
    access: 'optional',
    summary: 'How many events the feed holds.',
    response: Type.Object({ count: Type.Integer() }),
    errors: [],
  }),
  'POST /events/like': endpoint({
    access: 'user',
    summary: 'Likes an event (idempotent).',
    body: EventIdBody,
    response: LikeState,
    errors: ['user_not_found', 'not_found'],
  }),
  'DELETE /events/like': endpoint({
    access: 'user',
    summary: 'Takes a like back (idempotent).',
    query: EventIdQuery,
    response: LikeState,
    errors: ['user_not_found', 'not_found'],
  }),
  'POST /events/metrics/view': metric('view'),
  'POST /events/metrics/share': metric('share'),
  'GET /events/organizers': endpoint({
    access: 'optional',
    summary: 'The host, then the accepted co-hosts: the people who may edit the event.',
    query: EventIdQuery,
    response: Type.Object({ organizers: Type.Array(EventOrganizerSchema) }),
    errors: ['not_found'],
  }),
  'POST /events/invitations/': endpoint({
    ...organizerCall('manage_cohosts', 'conflict'),
    summary:
      "Invites a person to co-host an event at a level (default cohost), or changes an invited or accepted co-host's level when `privilege` is sent; organizers with manage_cohosts only.",
    body: Type.Object(
      { eventId: Id, userId: Id, privilege: Type.Optional(Type.Enum(COHOST_PRIVILEGES)) },
      { additionalProperties: false },
    ),
    response: Invitation,
    status: 201,
  }),
  'PATCH /events/invitations/accept': answer('Accepts'),
  'PATCH /events/invitations/decline': answer('Declines'),
  'GET /events/invitations/': endpoint({
    ...organizerCall('manage_cohosts'),
    summary:
      "An event's pending co-host invitations, oldest first: who, at which level; organizers with manage_cohosts only.",
    query: EventIdQuery,
    response: Type.Object({ invitations: Type.Array(PendingCohostInvitationSchema) }),
  }),
  'DELETE /events/invitations/': endpoint({
    ...organizerCall('manage_cohosts'),
    summary:
      'Withdraws a pending co-host invitation (organizers with manage_cohosts); 404 when that person has none pending.',
    query: Type.Object({ eventId: Id, userId: Id }),
    response: Type.Object({ withdrawn: Type.Literal(true) }),
  }),
  'GET /events/invitations/mine': endpoint({
    access: 'user',
    summary:
      "The caller's co-host invitation to an event, pending, accepted or declined; null when there is none.",
    query: EventIdQuery,
    response: Type.Object({ invitation: Nullable(CohostInvitationSchema) }),
    errors: ['user_not_found', 'not_found'],
  }),
  'DELETE /events/invitations/mine': endpoint({
    access: 'user',
    summary:
      'A co-host steps down: they stop organizing the event at once. 404 for someone who does not co-host it; the host cannot step down (409).',
    query: EventIdQuery,
    response: Type.Object({ steppedDown: Type.Literal(true) }),
    errors: ['user_not_found', 'not_found', 'conflict'],
  }),
} as const;
