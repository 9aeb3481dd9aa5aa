/**
 * An organization's people: its lists (members, requests, invitations), what an admin does to
 * someone's standing, and the owner handing the organization over.
 */
import type { OrganizationInvitedLevel, OrganizationMember } from 'contract';
import { callEndpoint, organizationKeys, type CallOptions } from 'shared-api';
import { useOrganizationChange, useOrganizationQuery } from './organization-calls';

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

/** One of an organization's lists (members, requests, invitations); `enabled` for admin-only ones. */
export function useOrganizationPeople(
  organizationId: string,
  list: OrganizationPeopleList,
  { enabled = true } = {},
) {
  return useOrganizationQuery(
    (viewerUid) => organizationKeys.people(viewerUid, organizationId, list),
    (token, signal) => getOrganizationPeople(organizationId, list, token, { signal }),
    { enabled },
  );
}

/** An admin's action on one person; the organization's lists are fetched again after it. */
export function useMemberAction(organizationId: string) {
  return useOrganizationChange(
    ({ action, userId }: { action: MemberAction; userId: string }, token: string) =>
      memberAction(action, organizationId, userId, token),
  );
}

export function useTransferOrganization(organizationId: string) {
  return useOrganizationChange((userId: string, token: string) =>
    transferOrganization(organizationId, userId, token),
  );
}
