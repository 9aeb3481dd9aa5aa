/**
 * The organization calls: their route × level test (`src/routes/org-permissions.test.ts`) calls each
 * one as every organization standing (visitor, stranger, requester, invitee, member, admin, owner),
 * so the route × role matrix of event roles leaves them to it. One predicate, so the two tests
 * cannot disagree about which calls those are.
 */
import type { EndpointName } from 'contract';

export type OrganizationCall = Extract<
  EndpointName,
  | `${string}/organizations${string}`
  | `${string}organization-invitations${string}`
  | `${string}organization-requests${string}`
>;

export function isOrganizationCall(name: EndpointName): name is OrganizationCall {
  return (
    name.includes('/organizations') ||
    name.includes('organization-invitations') ||
    name.includes('organization-requests')
  );
}

/**
 * Organization calls guarded by an event permission as well (listing an event in an organization,
 * or asking to, needs `edit_event`): the event matrix also calls them as every event role, co-host
 * levels included, while the organization test calls them as every organization standing.
 */
export const EVENT_GUARDED_ORGANIZATION_CALLS = [
  'POST /events/organization-invitations',
  'POST /events/organization-requests',
  'DELETE /events/organization-requests',
  'GET /events/organization-requests',
] as const;
export type EventGuardedOrganizationCall = (typeof EVENT_GUARDED_ORGANIZATION_CALLS)[number];

export const isEventGuardedOrganizationCall = (
  name: EndpointName,
): name is EventGuardedOrganizationCall =>
  (EVENT_GUARDED_ORGANIZATION_CALLS as readonly string[]).includes(name);
