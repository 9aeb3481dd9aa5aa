/**
 * The viewer's own standing in organizations: their list (`GET /users/organizations`), and join,
 * cancel the request, accept or decline an invitation, leave. The new standing goes to the cache
 * at once.
 */
import { useMutation, useQueryClient } from 'shared-api/query';
import type { Organization, OrganizationState } from 'contract';
import { callEndpoint, organizationKeys, useSession, type CallOptions } from 'shared-api';
import { getOrganization } from './organization';
import {
  useInvalidateOrganizations,
  useOrganizationChange,
  useOrganizationQuery,
} from './organization-calls';

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

export async function getMyOrganizations(
  token: string,
  options: CallOptions = {},
): Promise<Organization[]> {
  return (await callEndpoint('GET /users/organizations', { token, ...options })).organizations;
}

/** The viewer's organizations: member of, asked to join, or invited to. */
export function useMyOrganizations() {
  return useOrganizationQuery(organizationKeys.mine, (token, signal) =>
    getMyOrganizations(token, { signal }),
  );
}

/** Puts the viewer's new standing in an organization into the cache (the rest is refetched). */
function useCacheOwnState(organizationId: string) {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  return (state: OrganizationState) => {
    if (viewer) queryClient.setQueryData(organizationKeys.one(viewer.uid, organizationId), state);
  };
}

/** Join, cancel the request, accept the invitation, leave: the new state goes to the cache at once. */
export function useOwnOrganizationAction(organizationId: string) {
  return useOrganizationChange(
    (action: OwnOrganizationAction, token: string) =>
      ownOrganizationAction(action, organizationId, token),
    useCacheOwnState(organizationId),
  );
}

/** Declines the invitation waiting for the viewer; the new state goes to the cache at once. */
export function useDeclineOrganizationInvitation(organizationId: string) {
  const { viewer } = useSession();
  const cacheOwnState = useCacheOwnState(organizationId);
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: () => {
      if (!viewer?.userId) throw new Error('Declining needs the signed-in user record');
      return declineOrganizationInvitation(organizationId, viewer.userId, viewer.token);
    },
    onSuccess: (state) => {
      cacheOwnState(state);
      void invalidate();
    },
  });
}
