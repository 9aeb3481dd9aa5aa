/** What a host sends to create or edit an event (docs/contracts.md, "Event input"). */
import { Type, type Static } from 'typebox';
import { EVENT_TYPES } from '../db/schema';
import { ImageRefSchema, Nullable } from '../http/common-schemas';
import { TicketTypeInputSchema } from '../tickets/ticket-types';

export const EVENT_NAME_MAX_LENGTH = 100;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;
/** 3000-01-01: a typo guard for seconds given as milliseconds. */
const MAX_SECONDS = 32_503_680_000;
const Seconds = Type.Integer({
  minimum: 0,
  maximum: MAX_SECONDS,
  errorMessage: 'must be a time in whole seconds since 1970',
});
const Text = (maxLength: number) => Type.String({ maxLength });

const AddressInputSchema = Type.Object(
  {
    line1: Type.Optional(Text(200)),
    line2: Type.Optional(Nullable(Text(200))),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    state: Type.String({ minLength: 1, maxLength: 100 }),
    country: Type.Optional(Text(100)),
    zipcode: Type.Optional(Nullable(Text(20))),
  },
  { additionalProperties: false },
);

const GeoPointSchema = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);

export const LocationInputSchema = Type.Object(
  {
    name: Type.Optional(Nullable(Text(200))),
    address: AddressInputSchema,
    geoPoint: Type.Optional(Nullable(GeoPointSchema)),
  },
  { additionalProperties: false },
);

const fields = {
  name: Type.String({ maxLength: 500 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  type: Type.Optional(Type.Enum(EVENT_TYPES)),
  flyer: Type.Optional(Nullable(ImageRefSchema)),
  startTime: Seconds,
  endTime: Type.Optional(Nullable(Seconds)),
  timeZone: Type.String({ maxLength: 64 }),
  location: Type.Optional(Nullable(LocationInputSchema)),
  ticketTypes: Type.Optional(Type.Array(TicketTypeInputSchema, { maxItems: 50 })),
};

export const EventInputSchema = Type.Object(fields, { additionalProperties: false });
export type EventInput = Static<typeof EventInputSchema>;

export const EventPatchSchema = Type.Object(
  {
    eventId: Type.String({ maxLength: 64 }),
    name: Type.Optional(fields.name),
    description: fields.description,
    type: fields.type,
    flyer: fields.flyer,
    startTime: Type.Optional(fields.startTime),
    endTime: fields.endTime,
    timeZone: Type.Optional(fields.timeZone),
    location: fields.location,
    ticketTypes: fields.ticketTypes,
  },
  { additionalProperties: false },
);
export type EventPatch = Static<typeof EventPatchSchema>;
