/**
 * /organizations/…, GET /users/organizations, POST /events/organization-invitations and
 * /events/organization-requests: clubs, their members, requests to join, invitations, and events
 * listed in them (by their admins, or on a member's request an admin accepts). Who may call what is `ORG_PERMISSION_TABLE`
 * (org-permissions.ts); a caller outside the organization or at a level without the permission
 * gets 403, an unknown organization or person 404. Actions on oneself answer the organization and
 * the caller's new mapping; an admin's action on a person answers that person (null once out).
 */
import { Type, type TSchema } from 'typebox';
import { endpoint } from '../endpoint';
import { organizerCall } from './organizer-call';
import { EventSchema } from '../schemas/event';
import {
  EventListingSchema,
  EventOrganizationBody,
  EventOrganizationInvitationSchema,
  EventOrganizationQuery,
  OrganizationIdBody,
  OrganizationIdQuery,
  OrganizationInputSchema,
  OrganizationInvitationInputSchema,
  OrganizationMemberBody,
  OrganizationMemberListSchema,
  OrganizationMemberQuery,
  OrganizationMemberResultSchema,
  OrganizationPatchSchema,
  OrganizationSchema,
  OrganizationStateSchema,
} from '../schemas/organization';
import { EventIdQuery, Id } from '../schemas/common';

const own = (summary: string, errors: ('forbidden' | 'not_found' | 'conflict')[]) =>
  ({
    access: 'user',
    summary,
    response: OrganizationStateSchema,
    errors: ['user_not_found', ...errors],
  }) as const;

const adminOnPerson = (summary: string) =>
  ({
    access: 'user',
    summary,
    response: OrganizationMemberResultSchema,
    errors: ['user_not_found', 'forbidden', 'not_found', 'conflict'],
  }) as const;

/** A call on one organization named in the query, by those whose level allows it (403 otherwise). */
const onOrganization = <const R extends TSchema>(summary: string, response: R) =>
  ({
    access: 'user',
    summary,
    query: OrganizationIdQuery,
    response,
    errors: ['user_not_found', 'forbidden', 'not_found'],
  }) as const;

export const organizationEndpoints = {
  'GET /organizations/': endpoint({
    access: 'user',
    summary: 'An organization and where the caller stands in it (null mapping: not in it).',
    query: OrganizationIdQuery,
    response: OrganizationStateSchema,
    errors: ['user_not_found', 'not_found'],
  }),
  'POST /organizations/': endpoint({
    access: 'user',
    summary: 'Creates an organization; the caller is its owner.',
    body: OrganizationInputSchema,
    response: Type.Object({ organization: OrganizationSchema }),
    status: 201,
    errors: ['user_not_found'],
  }),
  'PATCH /organizations/': endpoint({
    access: 'user',
    summary: 'Changes the name, description, image or access of an organization (edit: admins).',
    body: OrganizationPatchSchema,
    response: Type.Object({ organization: OrganizationSchema }),
    errors: ['user_not_found', 'forbidden', 'not_found'],
  }),
  'DELETE /organizations/': endpoint(
    onOrganization(
      'Deletes an organization with its members, requests and invitations (owner only).',
      Type.Object({ organizationId: Type.String() }),
    ),
  ),
  'GET /organizations/events': endpoint(
    onOrganization(
      'Events hosts invited the organization to, soonest first (members).',
      Type.Object({ events: Type.Array(EventSchema) }),
    ),
  ),
  'POST /organizations/requests/in': endpoint({
    ...own(
      'Joins: a member at once when access is open, a request (pending) when it asks; an invitation waiting is accepted instead. Refused when access is closed. Idempotent.',
      ['forbidden', 'not_found'],
    ),
    body: OrganizationIdBody,
  }),
  'PATCH /organizations/requests/in/cancel': endpoint({
    ...own('Takes back the caller’s request to join.', ['not_found']),
    body: OrganizationIdBody,
  }),
  'PATCH /organizations/requests/in/accept': endpoint({
    ...adminOnPerson('Accepts a request to join (admins); a repeat answers the member.'),
    body: OrganizationMemberBody,
  }),
  'DELETE /organizations/requests/in/': endpoint({
    ...adminOnPerson('Rejects a request to join (admins).'),
    query: OrganizationMemberQuery,
  }),
  'GET /organizations/users/pending': endpoint(
    onOrganization(
      'Requests to join waiting for an answer, oldest first (admins).',
      OrganizationMemberListSchema,
    ),
  ),
  'GET /organizations/users': endpoint(
    onOrganization(
      'The members, owner first, then admins, then by name (members).',
      OrganizationMemberListSchema,
    ),
  ),
  'DELETE /organizations/users': endpoint({
    ...adminOnPerson(
      'Removes a member: the owner removes anyone but themself, an admin plain members only.',
    ),
    query: OrganizationMemberQuery,
  }),
  'PATCH /organizations/make-admin': endpoint({
    ...adminOnPerson('Makes a member an admin (owner).'),
    body: OrganizationMemberBody,
  }),
  'PATCH /organizations/remove-admin': endpoint({
    ...adminOnPerson('Makes an admin a plain member again (owner).'),
    body: OrganizationMemberBody,
  }),
  'PATCH /organizations/owner': endpoint({
    ...adminOnPerson(
      'Hands the organization over to a member (owner); the old owner stays as an admin.',
    ),
    body: OrganizationMemberBody,
  }),
  'DELETE /organizations/leave': endpoint({
    ...own('Leaves the organization. The owner cannot (hand it over first): 409.', [
      'not_found',
      'conflict',
    ]),
    query: OrganizationIdQuery,
  }),
  'POST /organizations/invitations/': endpoint({
    ...adminOnPerson(
      'Invites a person (admins; an admin invitation: owner). A member already is a 409; inviting someone who asked accepts them.',
    ),
    body: OrganizationInvitationInputSchema,
    status: 201,
  }),
  'DELETE /organizations/invitations/': endpoint({
    ...adminOnPerson(
      'Cancels an invitation (admins), or, when userId is the caller, declines their own.',
    ),
    query: OrganizationMemberQuery,
  }),
  'GET /organizations/invitations/': endpoint(
    onOrganization(
      'Invitations not yet answered, newest first (admins).',
      OrganizationMemberListSchema,
    ),
  ),
  'PATCH /organizations/invitations/accept': endpoint({
    ...own('Accepts the invitation waiting for the caller, at the level it offers.', ['not_found']),
    body: OrganizationIdBody,
  }),
  'GET /users/organizations': endpoint({
    access: 'user',
    summary:
      "The caller's organizations: where they are a member, have asked, or are invited; by name.",
    response: Type.Object({ organizations: Type.Array(OrganizationSchema) }),
    errors: ['user_not_found'],
  }),
  'POST /events/organization-invitations': endpoint({
    ...organizerCall('edit_event'),
    summary:
      "Lists an event in an organization (organizers who may edit the event and are the organization's admins or owner; others 403): every member is notified and the event is in the organization's events. Idempotent.",
    body: Type.Object({ eventId: Id, organizationId: Id }, { additionalProperties: false }),
    response: Type.Object({ invitation: EventOrganizationInvitationSchema }),
    status: 201,
  }),
  'POST /events/organization-requests': endpoint({
    ...organizerCall('edit_event', 'conflict'),
    summary:
      "Asks an organization's admins to list the event in it (organizers who may edit the event and are plain members there; outsiders 403; its admins list it themselves: 409, as when it is listed already). The admins are notified once. A request already made is answered as it stands.",
    body: EventOrganizationBody,
    response: Type.Object({ listing: EventListingSchema }),
    status: 201,
  }),
  'DELETE /events/organization-requests': endpoint({
    ...organizerCall('edit_event'),
    summary: 'Withdraws a request to list the event, waiting or declined (404 when there is none).',
    query: EventOrganizationQuery,
    response: Type.Object({ eventId: Type.String(), organizationId: Type.String() }),
  }),
  'GET /events/organization-requests': endpoint({
    ...organizerCall('edit_event'),
    summary:
      'Where the event stands with organizations: requests waiting, declined ones and the organizations it is listed in, by organization name.',
    query: EventIdQuery,
    response: Type.Object({ listings: Type.Array(EventListingSchema) }),
  }),
  'GET /organizations/event-requests': endpoint(
    onOrganization(
      "Members' requests to list an event in the organization, oldest first (admins).",
      Type.Object({ listings: Type.Array(EventListingSchema) }),
    ),
  ),
  'PATCH /organizations/event-requests/accept': endpoint({
    access: 'user',
    summary:
      'Lists the event a member asked to list (admins): every member is notified, as when an admin lists it. A repeat answers the listing.',
    body: EventOrganizationBody,
    response: Type.Object({ listing: EventListingSchema }),
    errors: ['user_not_found', 'forbidden', 'not_found'],
  }),
  'DELETE /organizations/event-requests': endpoint({
    access: 'user',
    summary:
      'Declines a request to list an event (admins); the host sees it declined until they withdraw it.',
    query: EventOrganizationQuery,
    response: Type.Object({ listing: EventListingSchema }),
    errors: ['user_not_found', 'forbidden', 'not_found'],
  }),
} as const;
