/** /users/…: the caller's account, other people's public profiles, and the caller's lists. */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { PAGE_LIMITS } from '../limits';
import { Id, pageOf, pageQueryFields } from '../schemas/common';
import { EventPageQuerySchema, EventPageSchema } from '../schemas/event';
import { PassDetailSchema, PassEventGroupSchema, ReceiptSchema } from '../schemas/ticketing';
import { PublicUserSchema, UserInputSchema, UserPatchSchema, UserSchema } from '../schemas/user';

const OwnUser = Type.Object({ user: UserSchema });

const eventList = (summary: string) =>
  endpoint({
    access: 'user',
    summary,
    query: EventPageQuerySchema,
    response: EventPageSchema,
    errors: ['user_not_found'],
  });

/**
 * The lists a profile shows of someone else: `userId` names whose (the caller's own without it).
 * Upcoming events a person hosts or goes to and the ones they hosted are public already (the
 * event shows its host and who is going); what they liked stays the caller's own.
 */
const PersonEventPageQuery = Type.Object({
  ...EventPageQuerySchema.properties,
  userId: Type.Optional(Id),
});

const personEventList = (summary: string) =>
  endpoint({
    access: 'user',
    summary,
    query: PersonEventPageQuery,
    response: EventPageSchema,
    errors: ['user_not_found', 'not_found'],
  });

export const userEndpoints = {
  'GET /users/': endpoint({
    access: 'optional',
    summary:
      "A person: the caller's own record (no userId), or anyone's public profile (no token needed).",
    query: Type.Object({ userId: Type.Optional(Type.String({ maxLength: 100 })) }),
    // Own view or public view: the serializer keeps exactly the fields of the matching shape.
    response: Type.Object({ user: Type.Union([UserSchema, PublicUserSchema]) }),
    errors: ['not_found', 'user_not_found'],
  }),
  'POST /users/': endpoint({
    access: 'token',
    summary: 'Finishes sign-up: creates the record of the signed-in phone number.',
    body: UserInputSchema,
    response: OwnUser,
    status: 201,
    errors: ['user_exists', 'forbidden', 'conflict'],
  }),
  'PATCH /users/': endpoint({
    access: 'user',
    summary: "Changes the caller's profile.",
    body: UserPatchSchema,
    response: OwnUser,
    errors: ['user_not_found', 'conflict'],
  }),
  'GET /users/exists': endpoint({
    access: 'token',
    summary: 'Whether the signed-in phone number has finished sign-up.',
    response: Type.Object({ exists: Type.Boolean() }),
    errors: [],
  }),
  'GET /users/events': personEventList(
    'Upcoming events the caller (or the person `userId`) hosts, co-hosts or holds a pass to.',
  ),
  'GET /users/events/liked': eventList('Upcoming events the caller liked (only their own).'),
  'GET /users/events/hosted-past': personEventList(
    'Past events the caller (or the person `userId`) hosted, latest first.',
  ),
  'GET /users/events/hosting': eventList(
    'Upcoming events the caller hosts or co-hosts (accepted), soonest first: the ones whose dashboards they open (only their own).',
  ),
  'GET /users/pass': endpoint({
    access: 'user',
    summary: 'One pass the caller holds, with its event.',
    query: Type.Object({ passId: Id }),
    response: Type.Object({ pass: PassDetailSchema }),
    errors: ['user_not_found', 'not_found'],
  }),
  'GET /users/pass/events': endpoint({
    access: 'user',
    summary:
      "The caller's valid passes grouped by event, upcoming first, then past; and the passes a cancellation refunded or cancelled, with their event marked cancelled.",
    response: Type.Object({ events: Type.Array(PassEventGroupSchema) }),
    errors: ['user_not_found'],
  }),
  'GET /users/receipts': endpoint({
    access: 'user',
    summary: "The caller's orders, newest first, with refunds, one page at a time.",
    query: Type.Object({
      ...pageQueryFields(PAGE_LIMITS.receiptsMax, 200),
    }),
    response: pageOf('receipts', ReceiptSchema),
    errors: ['user_not_found'],
  }),
} as const;
