/** The event shapes of docs/contracts.md as TypeBox schemas. */
import { Type, type Static } from 'typebox';
import { ImageRefSchema, Nullable } from '../http/common-schemas';
import { EVENT_TYPES } from '../db/schema';
import { PublicUserSchema } from '../users/user-schemas';
import { TicketTypeViewSchema } from '../tickets/ticket-types';

export const FEED_DEFAULT_LIMIT = 10;
export const FEED_MAX_LIMIT = 50;

export const AddressSchema = Type.Object({
  line1: Type.String(),
  line2: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  zipcode: Nullable(Type.String()),
});

export const EventLocationSchema = Type.Object({
  name: Nullable(Type.String()),
  address: AddressSchema,
  geoPoint: Nullable(Type.Object({ latitude: Type.Number(), longitude: Type.Number() })),
});

export const EventSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  type: Type.Enum(EVENT_TYPES),
  flyer: Nullable(ImageRefSchema),
  startTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  timeZone: Type.String(),
  location: Nullable(EventLocationSchema),
  host: PublicUserSchema,
  createdAt: Type.Integer(),
  ticketTypes: Type.Array(TicketTypeViewSchema),
  numLikes: Type.Integer(),
  /** Whether the caller liked it; false for anonymous callers. */
  isLiked: Type.Boolean(),
  numViews: Type.Integer(),
  numShares: Type.Integer(),
  // Computed fields: left out when the request says `X-Exclude-Computed-Fields: true`.
  numGoing: Type.Optional(Type.Integer()),
  attendees: Type.Optional(Type.Array(PublicUserSchema)),
  /** No friends table yet: always null rather than an invented number. */
  numFriends: Type.Optional(Type.Null()),
});
export type Event = Static<typeof EventSchema>;
export type BaseEvent = Omit<
  Event,
  | 'ticketTypes'
  | 'numLikes'
  | 'isLiked'
  | 'numViews'
  | 'numShares'
  | 'numGoing'
  | 'attendees'
  | 'numFriends'
>;
export type EventLocation = Static<typeof EventLocationSchema>;

export const FeedQuerySchema = Type.Object({
  continuationToken: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FEED_MAX_LIMIT })),
});

export const FeedResponseSchema = Type.Object({
  events: Type.Array(EventSchema),
  pagination: Type.Object({
    continuationToken: Nullable(Type.String()),
    hasMoreItems: Type.Boolean(),
  }),
});
