/**
 * Money going back to guests (issue 28): the host cancels an event and every order is refunded;
 * a paid guest asks for a refund under the event's rule (`refundPolicy`) and an organizer with
 * `manage_guests` approves (refunded through the provider and the ledger) or declines it.
 */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { EventIdQuery } from '../schemas/common';
import { HostGuestActionInputSchema } from '../schemas/host-guests';
import {
  CancelEventInputSchema,
  EventCancellationSchema,
  MyRefundRequestSchema,
  RefundAnswerInputSchema,
  RefundAnswerSchema,
  RefundRequestInputSchema,
  RefundRequestSchema,
} from '../schemas/refunds';

const ORGANIZER_ERRORS = ['user_not_found', 'forbidden', 'not_found', 'conflict'] as const;

export const eventRefundEndpoints = {
  'POST /events/hosts/cancel': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    eventPermission: 'host',
    summary:
      "Cancels the event, the host's alone: checkout refuses it from then on, every order it has is settled once (paid ones refunded in full through the provider, authorisations released, unpaid checkouts closed, free passes cancelled), and every guest is told (a notification, and a text unless they opted out; quiet hours apply). Answers at once with the progress; a sweep finishes what a crash left. Again: the same cancellation with its progress (the first message stays). 409 once the event has ended.",
    body: CancelEventInputSchema,
    response: EventCancellationSchema,
    errors: ORGANIZER_ERRORS,
  }),
  'POST /events/refund-request': endpoint({
    access: 'user',
    summary:
      "Asks the event's organizers for the caller's money back, under the event's refund rule: the paid tickets the caller holds now, fees included. A request already waiting is answered again (`created: false`). 404 without paid tickets; 409 when the rule does not allow it (no refunds, past the date, the event started or was cancelled, or the organizers declined an earlier request).",
    body: RefundRequestInputSchema,
    response: Type.Object({ request: RefundRequestSchema, created: Type.Boolean() }),
    status: 201,
    errors: ['user_not_found', 'not_found', 'conflict'],
  }),
  'GET /events/refund-request': endpoint({
    access: 'user',
    summary:
      "The caller's standing with the event's refund rule: their latest request, what they could get back, and whether (or why not) they can ask now.",
    query: EventIdQuery,
    response: MyRefundRequestSchema,
    errors: ['user_not_found', 'not_found'],
  }),
  'POST /events/hosts/refund-requests/approve': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    eventPermission: 'manage_guests',
    summary:
      "Approves a guest's refund request (manage_guests): the orders it covers are refunded in full through the provider, with one idempotency key per order, and in the ledger; their passes become refunded. Again: the same answer, nothing refunded twice. 409 for a declined request, 404 for none.",
    body: HostGuestActionInputSchema,
    response: RefundAnswerSchema,
    errors: ORGANIZER_ERRORS,
  }),
  'POST /events/hosts/refund-requests/decline': endpoint({
    access: 'user',
    eventPermission: 'manage_guests',
    summary:
      "Declines a guest's refund request (manage_guests), with words for them; their tickets stand and they cannot ask again for them. 409 for an approved request, 404 for none.",
    body: RefundAnswerInputSchema,
    response: RefundAnswerSchema,
    errors: ORGANIZER_ERRORS,
  }),
} as const;
