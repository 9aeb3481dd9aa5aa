/**
 * The organizers' tools beyond the door: one guest's context, text blasts and their history, and
 * the SMS provider's inbound webhook that records opt-outs (STOP) and opt-ins (START).
 */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { organizerCall } from './organizer-call';
import { EventIdQuery } from '../schemas/common';
import {
  TextBlastHistorySchema,
  TextBlastInputSchema,
  TextBlastSchema,
  UserContextInputSchema,
  UserContextSchema,
} from '../schemas/host-team';

export const hostTeamEndpoints = {
  'POST /events/hosts/user-context': endpoint({
    ...organizerCall('view_guests'),
    summary:
      "What an organizer (view_guests) may see about one guest of the event: name, photo, their passes, check-in, and how many of the host's events they attended. 404 for someone who is not a guest.",
    body: UserContextInputSchema,
    response: UserContextSchema,
  }),
  'POST /events/hosts/text-blast': endpoint({
    ...organizerCall('text_blast', 'rate_limited'),
    summary:
      'Texts the guests in the chosen statuses (text_blast permission): never numbers that opted out; texts outside 8 a.m.–9 p.m. of the recipient wait until 8 a.m. A few blasts per event per hour (429 beyond).',
    body: TextBlastInputSchema,
    response: Type.Object({ blast: TextBlastSchema }),
    status: 201,
  }),
  'GET /events/hosts/text-blasts': endpoint({
    ...organizerCall('text_blast'),
    summary:
      "An event's text blasts, newest first, with how each one's texts stand, how many people each status would reach, and the blasts left this hour (text_blast permission).",
    query: EventIdQuery,
    response: TextBlastHistorySchema,
  }),
  'POST /sms/inbound': endpoint({
    access: 'public',
    summary:
      "The SMS provider's inbound-message webhook (Twilio's form fields From and Body; its signature is checked when Twilio is configured): STOP and the other opt-out words stop all texts to the number, START or UNSTOP resume them.",
    consumes: 'application/x-www-form-urlencoded',
    produces: 'text/xml',
    errors: ['forbidden'],
  }),
} as const;
