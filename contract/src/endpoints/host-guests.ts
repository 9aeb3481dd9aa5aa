/**
 * What an event's organizers do to one guest: approve or deny a request, remove a guest with a
 * refund, or let a denied or removed guest back in. Each names the guest by their user id (one person's passes for the event move together,
 * whatever orders they came from), is idempotent (the same call again answers where the guest now
 * stands) and reaches the payment provider with idempotency keys, so a retry never charges,
 * releases or refunds twice.
 */
import { endpoint } from '../endpoint';
import { HostGuestActionInputSchema, HostGuestActionSchema } from '../schemas/host-guests';

const ERRORS = ['user_not_found', 'forbidden', 'not_found', 'conflict'] as const;

export const hostGuestEndpoints = {
  'POST /events/hosts/approve': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    eventPermission: 'manage_guests',
    summary:
      "Approves a guest's waiting request: their passes become valid and a paid request's authorised payment is captured. Organizers only; 409 for a guest who was denied or removed.",
    body: HostGuestActionInputSchema,
    response: HostGuestActionSchema,
    errors: ERRORS,
  }),
  'POST /events/hosts/deny': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    eventPermission: 'manage_guests',
    summary:
      "Denies a guest's waiting request: their passes are refused at the door and a paid request's authorisation is released uncharged. Organizers only; 409 for a guest already approved (remove them instead).",
    body: HostGuestActionInputSchema,
    response: HostGuestActionSchema,
    errors: ERRORS,
  }),
  'POST /events/hosts/remove': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    eventPermission: 'manage_guests',
    summary:
      'Removes a guest: every pass of theirs for the event is revoked and what they paid is refunded in full (a waiting authorisation is released). All or nothing. The guest cannot join the event again. Organizers only.',
    body: HostGuestActionInputSchema,
    response: HostGuestActionSchema,
    errors: ERRORS,
  }),
  'POST /events/hosts/readmit': endpoint({
    access: 'user',
    eventPermission: 'manage_guests',
    summary:
      'Lets a denied or removed guest back in (manage_guests), so a mis-tap is not permanent: their refused passes are cancelled, a free guest gets a new valid pass at once (409 when no seat is left), and a paid guest may buy again (nothing is charged here). Again: 200 with `changedPasses: 0`. 409 for a guest who was neither denied nor removed, or on a cancelled event.',
    body: HostGuestActionInputSchema,
    response: HostGuestActionSchema,
    errors: ERRORS,
  }),
} as const;
