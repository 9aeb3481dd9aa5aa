/** Approve, deny and remove (`POST /events/hosts/{approve,deny,remove}`): one guest of one event. */
import { Type, type Static } from 'typebox';
import { GUEST_STATUSES } from '../enums';
import { Id } from './common';

export const HostGuestActionInputSchema = Type.Object(
  {
    eventId: Id,
    /** The guest (the `person.id` of their entries on the guest list). */
    userId: Id,
  },
  { additionalProperties: false },
);
export type HostGuestActionInput = Static<typeof HostGuestActionInputSchema>;

export const HostGuestActionSchema = Type.Object({
  eventId: Type.String(),
  userId: Type.String(),
  /** Where the guest's passes now stand (`going` after approval, `denied`, `removed`). */
  status: Type.Enum(GUEST_STATUSES),
  /** How many of the guest's passes this call changed (0 when repeated). */
  changedPasses: Type.Integer(),
  /** Refunded to the guest for this event so far, in cents (remove). */
  refundedCents: Type.Integer(),
  /** What happened, in words for the organizer. */
  message: Type.String(),
});
export type HostGuestAction = Static<typeof HostGuestActionSchema>;
