/** Ticket types: what a host sells on an event, and what a buyer sees of each. */
import { Type, type Static } from 'typebox';
import { TICKET_TYPE_STATUSES } from '../enums';
import { TICKET_LIMITS } from '../limits';
import { Nullable, Seconds } from './common';

const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const TicketTypeInputSchema = Type.Object(
  {
    id: Type.Optional(
      Type.String({ pattern: UUID_PATTERN, errorMessage: 'must be a ticket type id' }),
    ),
    name: Type.String({ minLength: 1, maxLength: TICKET_LIMITS.nameMaxLength }),
    description: Type.Optional(
      Nullable(Type.String({ maxLength: TICKET_LIMITS.descriptionMaxLength })),
    ),
    priceCents: Type.Integer({
      minimum: 0,
      maximum: TICKET_LIMITS.maxPriceCents,
      errorMessage: `must be a whole number of cents from 0 to ${TICKET_LIMITS.maxPriceCents}`,
    }),
    capacity: Type.Integer({
      minimum: 1,
      maximum: TICKET_LIMITS.maxCapacity,
      errorMessage: `must be a whole number from 1 to ${TICKET_LIMITS.maxCapacity}`,
    }),
    salesStart: Type.Optional(Nullable(Seconds)),
    salesEnd: Type.Optional(Nullable(Seconds)),
    maxPerOrder: Type.Integer({
      minimum: 1,
      maximum: TICKET_LIMITS.maxPerOrder,
      errorMessage: `must be a whole number from 1 to ${TICKET_LIMITS.maxPerOrder}`,
    }),
    /** Requests for this type wait for an organizer's approval (default false). */
    requiresApproval: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TicketTypeInput = Static<typeof TicketTypeInputSchema>;

export const TicketTypeViewSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  priceCents: Type.Integer(),
  capacity: Type.Integer(),
  remaining: Type.Integer(),
  salesStart: Nullable(Type.Integer()),
  salesEnd: Nullable(Type.Integer()),
  maxPerOrder: Type.Integer(),
  /** This type's requests wait for an organizer's approval (so do all when the event requires it). */
  requiresApproval: Type.Boolean(),
  status: Type.Enum(TICKET_TYPE_STATUSES),
});
export type TicketTypeView = Static<typeof TicketTypeViewSchema>;
