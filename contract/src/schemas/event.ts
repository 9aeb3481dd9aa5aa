/** Events: what everyone reads, and what a host sends to create or edit one. */
import { Type, type Static } from 'typebox';
import {
  COHOST_PRIVILEGES,
  EVENT_TYPES,
  ORGANIZER_ROLES,
  ORGANIZER_STATUSES,
  REFUND_POLICIES,
} from '../enums';
import { EVENT_LIMITS, PAGE_LIMITS, TICKET_LIMITS } from '../limits';
import { Id, ImageRefSchema, Nullable, PaginationSchema, Seconds, pageQueryFields } from './common';
import { TicketTypeInputSchema, TicketTypeViewSchema } from './ticket-type';
import { PublicUserSchema } from './user';

export const AddressSchema = Type.Object({
  line1: Type.String(),
  line2: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  zipcode: Nullable(Type.String()),
});
export type Address = Static<typeof AddressSchema>;

const GeoPointSchema = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);

export const EventLocationSchema = Type.Object({
  name: Nullable(Type.String()),
  address: AddressSchema,
  geoPoint: Nullable(Type.Object({ latitude: Type.Number(), longitude: Type.Number() })),
});
export type EventLocation = Static<typeof EventLocationSchema>;

export const EventSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  type: Type.Enum(EVENT_TYPES),
  flyer: Nullable(ImageRefSchema),
  startTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  /** IANA zone, e.g. `America/New_York`: times are shown in the event's zone, not the viewer's. */
  timeZone: Type.String(),
  location: Nullable(EventLocationSchema),
  host: PublicUserSchema,
  /** Every request waits for an organizer's approval (paid ones are authorised, charged on approval). */
  requiresApproval: Type.Boolean(),
  /** When a paid guest may ask for a refund (`REFUND_POLICIES`); `refundsUntil` with `until`. */
  refundPolicy: Type.Enum(REFUND_POLICIES),
  refundsUntil: Nullable(Type.Integer()),
  /** When the host cancelled the event (everyone who paid is refunded); null while it is on. */
  cancelledAt: Nullable(Type.Integer()),
  /** The host's words to the guests when cancelling. */
  cancellationMessage: Nullable(Type.String()),
  createdAt: Type.Integer(),
  ticketTypes: Type.Array(TicketTypeViewSchema),
  numLikes: Type.Integer(),
  /** Whether the caller liked it; false for anonymous callers. */
  isLiked: Type.Boolean(),
  numViews: Type.Integer(),
  numShares: Type.Integer(),
  // Computed fields: left out when the request says `X-Exclude-Computed-Fields: true`.
  /** People holding a pass (free RSVPs included). */
  numGoing: Type.Optional(Type.Integer()),
  /** The first few going, earliest first. */
  attendees: Type.Optional(Type.Array(PublicUserSchema)),
  /** Friends going; null while there is no friends list to count from. */
  numFriends: Type.Optional(Nullable(Type.Integer())),
});
export type Event = Static<typeof EventSchema>;

const Text = (maxLength: number) => Type.String({ maxLength });

const AddressInputSchema = Type.Object(
  {
    line1: Type.Optional(Text(EVENT_LIMITS.addressLineMaxLength)),
    line2: Type.Optional(Nullable(Text(EVENT_LIMITS.addressLineMaxLength))),
    city: Type.String({ minLength: 1, maxLength: EVENT_LIMITS.cityMaxLength }),
    state: Type.String({ minLength: 1, maxLength: EVENT_LIMITS.stateMaxLength }),
    country: Type.Optional(Text(EVENT_LIMITS.countryMaxLength)),
    zipcode: Type.Optional(Nullable(Text(EVENT_LIMITS.zipcodeMaxLength))),
  },
  { additionalProperties: false },
);

export const LocationInputSchema = Type.Object(
  {
    name: Type.Optional(Nullable(Text(EVENT_LIMITS.placeNameMaxLength))),
    address: AddressInputSchema,
    geoPoint: Type.Optional(Nullable(GeoPointSchema)),
  },
  { additionalProperties: false },
);

// Name and description are bounded loosely here (the body limit caps the raw size) and exactly by
// the API after trimming, with EVENT_LIMITS and the words its message uses.
const fields = {
  name: Type.String({ maxLength: 500 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  type: Type.Optional(Type.Enum(EVENT_TYPES)),
  flyer: Type.Optional(Nullable(ImageRefSchema)),
  startTime: Seconds,
  endTime: Type.Optional(Nullable(Seconds)),
  timeZone: Type.String({ maxLength: EVENT_LIMITS.timeZoneMaxLength }),
  location: Type.Optional(Nullable(LocationInputSchema)),
  /** Every request waits for an organizer's approval (default false). */
  requiresApproval: Type.Optional(Type.Boolean()),
  /** When paid guests may ask for a refund (default `none`). */
  refundPolicy: Type.Optional(Type.Enum(REFUND_POLICIES)),
  /** With `refundPolicy: 'until'` (and only then): the last moment a guest may ask. */
  refundsUntil: Type.Optional(Nullable(Seconds)),
  ticketTypes: Type.Optional(
    Type.Array(TicketTypeInputSchema, { maxItems: TICKET_LIMITS.maxTypesPerEvent }),
  ),
};

export const EventInputSchema = Type.Object(fields, { additionalProperties: false });
export type EventInput = Static<typeof EventInputSchema>;

export const EventPatchSchema = Type.Object(
  {
    eventId: Id,
    name: Type.Optional(fields.name),
    description: fields.description,
    type: fields.type,
    flyer: fields.flyer,
    startTime: Type.Optional(fields.startTime),
    endTime: fields.endTime,
    timeZone: Type.Optional(fields.timeZone),
    location: fields.location,
    requiresApproval: fields.requiresApproval,
    refundPolicy: fields.refundPolicy,
    refundsUntil: fields.refundsUntil,
    ticketTypes: fields.ticketTypes,
  },
  { additionalProperties: false },
);
/** `PATCH /events/` takes any part of the input, with the `eventId`. */
export type EventPatch = Static<typeof EventPatchSchema>;
/** What changes in an event: the patch without its `eventId`. */
export type EventChanges = Omit<EventPatch, 'eventId'>;

/** Every list of events (the feed, a person's lists) pages the same way. */
export const EventPageQuerySchema = Type.Object({
  ...pageQueryFields(PAGE_LIMITS.feedMax, 500),
});

// Written out, not `pageOf`: shared-api's public `LoadedFeedPage` extends this type, and its API
// report cannot read a member of a mapped type (it printed `events: any`, a false major change).
export const EventPageSchema = Type.Object({
  events: Type.Array(EventSchema),
  pagination: PaginationSchema,
});
export type EventPage = Static<typeof EventPageSchema>;

export const EventOrganizerSchema = Type.Object({
  role: Type.Enum(ORGANIZER_ROLES),
  user: PublicUserSchema,
  /** A co-host's level (see `HOST_PERMISSION_TABLE`); absent for the host. */
  privilege: Type.Optional(Type.Enum(COHOST_PRIVILEGES)),
});
export type EventOrganizer = Static<typeof EventOrganizerSchema>;

export const CohostInvitationSchema = Type.Object({
  eventId: Type.String(),
  userId: Type.String(),
  status: Type.Enum(ORGANIZER_STATUSES),
  privilege: Type.Enum(COHOST_PRIVILEGES),
});
export type CohostInvitation = Static<typeof CohostInvitationSchema>;

/** A pending co-host invitation as the event's organizers see it: who, at which level, when. */
export const PendingCohostInvitationSchema = Type.Object({
  user: PublicUserSchema,
  privilege: Type.Enum(COHOST_PRIVILEGES),
  invitedAt: Type.String({ description: 'ISO 8601' }),
});
export type PendingCohostInvitation = Static<typeof PendingCohostInvitationSchema>;
