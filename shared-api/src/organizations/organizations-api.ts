/** The organization calls of the contract (`/organizations/…`, `/users/organizations`). React-free. */
import type {
  Event,
  Organization,
  OrganizationInput,
  OrganizationInvitedLevel,
  OrganizationMember,
  OrganizationPatch,
  OrganizationState,
} from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

export function getOrganization(
  organizationId: string,
  token: string,
  options: CallOptions = {},
): Promise<OrganizationState> {
  return callEndpoint('GET /organizations/', { query: { organizationId }, token, ...options });
}

export async function createOrganization(
  input: OrganizationInput,
  token: string,
): Promise<Organization> {
  return (await callEndpoint('POST /organizations/', { body: input, token })).organization;
}

export async function updateOrganization(
  patch: OrganizationPatch,
  token: string,
): Promise<Organization> {
  return (await callEndpoint('PATCH /organizations/', { body: patch, token })).organization;
}

export async function deleteOrganization(organizationId: string, token: string): Promise<void> {
  await callEndpoint('DELETE /organizations/', { query: { organizationId }, token });
}

export async function getOrganizationEvents(
  organizationId: string,
  token: string,
  options: CallOptions = {},
): Promise<Event[]> {
  const data = await callEndpoint('GET /organizations/events', {
    query: { organizationId },
    token,
    ...options,
  });
  return data.events;
}

/** Which of an organization's lists: members, requests waiting, invitations waiting. */
export type OrganizationPeopleList = 'members' | 'pending' | 'invitations';

export async function getOrganizationPeople(
  organizationId: string,
  list: OrganizationPeopleList,
  token: string,
  options: CallOptions = {},
): Promise<OrganizationMember[]> {
  const name = {
    members: 'GET /organizations/users',
    pending: 'GET /organizations/users/pending',
    invitations: 'GET /organizations/invitations/',
  } as const;
  const data = await callEndpoint(name[list], { query: { organizationId }, token, ...options });
  return data.members;
}

/** What the caller does with their own standing; each answers the new state. */
export type OwnOrganizationAction = 'join' | 'cancel' | 'accept' | 'leave';

export function ownOrganizationAction(
  action: OwnOrganizationAction,
  organizationId: string,
  token: string,
): Promise<OrganizationState> {
  switch (action) {
    case 'join':
      return callEndpoint('POST /organizations/requests/in', { body: { organizationId }, token });
    case 'cancel':
      return callEndpoint('PATCH /organizations/requests/in/cancel', {
        body: { organizationId },
        token,
      });
    case 'accept':
      return callEndpoint('PATCH /organizations/invitations/accept', {
        body: { organizationId },
        token,
      });
    case 'leave':
      return callEndpoint('DELETE /organizations/leave', { query: { organizationId }, token });
  }
}

/**
 * The caller declines the invitation waiting for them: the admins' cancel call made with their own
 * id (`userId`). It answers the person (null once out), so the new standing is read after it.
 */
export async function declineOrganizationInvitation(
  organizationId: string,
  userId: string,
  token: string,
): Promise<OrganizationState> {
  await callEndpoint('DELETE /organizations/invitations/', {
    query: { organizationId, userId },
    token,
  });
  return getOrganization(organizationId, token);
}

/** What an admin (or the owner) does to someone's standing; each answers that person now. */
export type MemberAction =
  | { kind: 'accept' | 'reject' | 'remove' | 'make-admin' | 'remove-admin' | 'cancel-invitation' }
  | { kind: 'invite'; privilege?: OrganizationInvitedLevel };

export async function memberAction(
  action: MemberAction,
  organizationId: string,
  userId: string,
  token: string,
): Promise<OrganizationMember | null> {
  const who = { organizationId, userId };
  const call = () => {
    switch (action.kind) {
      case 'accept':
        return callEndpoint('PATCH /organizations/requests/in/accept', { body: who, token });
      case 'reject':
        return callEndpoint('DELETE /organizations/requests/in/', { query: who, token });
      case 'remove':
        return callEndpoint('DELETE /organizations/users', { query: who, token });
      case 'make-admin':
        return callEndpoint('PATCH /organizations/make-admin', { body: who, token });
      case 'remove-admin':
        return callEndpoint('PATCH /organizations/remove-admin', { body: who, token });
      case 'cancel-invitation':
        return callEndpoint('DELETE /organizations/invitations/', { query: who, token });
      case 'invite':
        return callEndpoint('POST /organizations/invitations/', {
          body: { ...who, ...(action.privilege ? { privilege: action.privilege } : {}) },
          token,
        });
    }
  };
  return (await call()).member;
}

export async function transferOrganization(
  organizationId: string,
  userId: string,
  token: string,
): Promise<OrganizationMember | null> {
  return (
    await callEndpoint('PATCH /organizations/owner', { body: { organizationId, userId }, token })
  ).member;
}

export async function getMyOrganizations(
  token: string,
  options: CallOptions = {},
): Promise<Organization[]> {
  return (await callEndpoint('GET /users/organizations', { token, ...options })).organizations;
}

export async function inviteOrganizationToEvent(
  eventId: string,
  organizationId: string,
  token: string,
): Promise<void> {
  await callEndpoint('POST /events/organization-invitations', {
    body: { eventId, organizationId },
    token,
  });
}
