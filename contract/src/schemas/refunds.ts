/**
 * Money going back to guests (issue 28): the host cancelling an event (every order refunded), a
 * guest asking for a refund under the event's rule and an organizer answering it.
 */
import { Type, type Static } from 'typebox';
import { REFUND_POLICIES, REFUND_REQUEST_STATUSES } from '../enums';
import { REFUND_LIMITS } from '../limits';
import { Id, Nullable } from './common';

/** Words a person typed: bounded here, trimmed and checked for "not only spaces" by the API. */
const Words = (maxLength: number) => Type.String({ maxLength });

export const CancelEventInputSchema = Type.Object(
  {
    eventId: Id,
    /** Told to every guest (notification and text): why, and what happens next. */
    message: Words(REFUND_LIMITS.cancellationMessageMaxLength),
  },
  { additionalProperties: false },
);
export type CancelEventInput = Static<typeof CancelEventInputSchema>;

/**
 * A cancelled event and how far its refunds have gone. Every order the event had when it was
 * cancelled is settled once: paid ones refunded in full, waiting authorisations released, unpaid
 * checkouts closed, free passes cancelled. `settledOrders` reaches `orders` within seconds; after a
 * crash, a sweep finishes what was left.
 */
export const EventCancellationSchema = Type.Object({
  eventId: Type.String(),
  cancelledAt: Type.Integer(),
  message: Type.String(),
  /** Orders the cancellation has to settle. */
  orders: Type.Integer(),
  settledOrders: Type.Integer(),
  /** Refunded so far to the event's buyers by the cancellation, in cents. */
  refundedCents: Type.Integer(),
});
export type EventCancellation = Static<typeof EventCancellationSchema>;

export const RefundRequestSchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  userId: Type.String(),
  status: Type.Enum(REFUND_REQUEST_STATUSES),
  /** The guest's reason, when they gave one. */
  reason: Nullable(Type.String()),
  /** What approving it refunds: the guest's paid tickets when they asked, fees included. */
  amountCents: Type.Integer(),
  currency: Type.String(),
  createdAt: Type.Integer(),
  answeredAt: Nullable(Type.Integer()),
  /** An organizer's words with a decline. */
  answerMessage: Nullable(Type.String()),
});
export type RefundRequest = Static<typeof RefundRequestSchema>;

export const RefundRequestInputSchema = Type.Object(
  {
    eventId: Id,
    reason: Type.Optional(Nullable(Words(REFUND_LIMITS.requestReasonMaxLength))),
  },
  { additionalProperties: false },
);
export type RefundRequestInput = Static<typeof RefundRequestInputSchema>;

/** `GET /events/refund-request`: the caller's standing with the event's refund rule. */
export const MyRefundRequestSchema = Type.Object({
  refundPolicy: Type.Enum(REFUND_POLICIES),
  refundsUntil: Nullable(Type.Integer()),
  /** The caller's latest request for this event, if any. */
  request: Nullable(RefundRequestSchema),
  /** What the caller paid for the event and has not had back, in cents. */
  refundableCents: Type.Integer(),
  /** Whether `POST /events/refund-request` would take a new request now. */
  canAsk: Type.Boolean(),
  /** Why not, in words for the guest (null when they can ask). */
  cannotAskReason: Nullable(Type.String()),
});
export type MyRefundRequest = Static<typeof MyRefundRequestSchema>;

export const RefundAnswerInputSchema = Type.Object(
  {
    eventId: Id,
    /** The guest who asked (the `person.id` of their guest list entries). */
    userId: Id,
    /** Declining only: told to the guest. */
    message: Type.Optional(Nullable(Words(REFUND_LIMITS.declineMessageMaxLength))),
  },
  { additionalProperties: false },
);
export type RefundAnswerInput = Static<typeof RefundAnswerInputSchema>;

export const RefundAnswerSchema = Type.Object({
  request: RefundRequestSchema,
  /** Refunded to the guest by this answer (0 for a decline, or when repeated). */
  refundedCents: Type.Integer(),
  /** What happened, in words for the organizer. */
  message: Type.String(),
});
export type RefundAnswer = Static<typeof RefundAnswerSchema>;
