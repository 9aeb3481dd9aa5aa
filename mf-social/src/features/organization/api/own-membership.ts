/**
 * The viewer's own standing in organizations: their list (`GET /users/organizations`), and join,
 * cancel the request, accept or decline an invitation, leave. The new standing goes to the cache
 * at once.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { Organization, OrganizationState } from 'contract';
import {
  callEndpoint,
  organizationKeys,
  requireToken,
  useSession,
  type CallOptions,
} from 'shared-api';
import { getOrganization, useInvalidateOrganizations } from './organization';
import { noRetry } from '../../../api/no-retry';

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
  const { viewer } = useSession();
  return useQuery({
    queryKey: organizationKeys.mine(viewer?.uid ?? ''),
    queryFn: ({ signal }) => getMyOrganizations(requireToken(viewer?.token), { signal }),
    enabled: viewer !== null,
    ...noRetry,
  });
}

/** Puts the viewer's new standing in an organization into the cache, then refetches the rest. */
function useStoreOwnState(organizationId: string) {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOrganizations();
  return (state: OrganizationState) => {
    if (viewer) queryClient.setQueryData(organizationKeys.one(viewer.uid, organizationId), state);
    void invalidate();
  };
}

/** Join, cancel the request, accept the invitation, leave: the new state goes to the cache at once. */
export function useOwnOrganizationAction(organizationId: string) {
  const { viewer } = useSession();
  const store = useStoreOwnState(organizationId);
  return useMutation({
    mutationFn: (action: OwnOrganizationAction) =>
      ownOrganizationAction(action, organizationId, requireToken(viewer?.token)),
    onSuccess: store,
  });
}

/** Declines the invitation waiting for the viewer; the new state goes to the cache at once. */
export function useDeclineOrganizationInvitation(organizationId: string) {
  const { viewer } = useSession();
  const store = useStoreOwnState(organizationId);
  return useMutation({
    mutationFn: () => {
      if (!viewer?.userId) throw new Error('Declining needs the signed-in user record');
      return declineOrganizationInvitation(organizationId, viewer.userId, viewer.token);
    },
    onSuccess: store,
  });
}
