/**
 * Query keys, options and hooks over organizations-api, and the mutations with their cache
 * updates. The token comes from the session.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationInput, OrganizationPatch, OrganizationState } from 'contract';
import { requireToken } from '../http/require-token';
import { useSession } from '../session/session-context';
import {
  createOrganization,
  declineOrganizationInvitation,
  deleteOrganization,
  getMyOrganizations,
  getOrganization,
  getOrganizationEvents,
  getOrganizationPeople,
  inviteOrganizationToEvent,
  memberAction,
  ownOrganizationAction,
  transferOrganization,
  updateOrganization,
  type MemberAction,
  type OrganizationPeopleList,
  type OwnOrganizationAction,
} from './organizations-api';

export const organizationKeys = {
  all: ['organizations'] as const,
  one: (viewerUid: string, organizationId: string) =>
    [...organizationKeys.all, 'one', viewerUid, organizationId] as const,
  people: (viewerUid: string, organizationId: string, list: OrganizationPeopleList) =>
    [...organizationKeys.all, 'people', viewerUid, organizationId, list] as const,
  events: (viewerUid: string, organizationId: string) =>
    [...organizationKeys.all, 'events', viewerUid, organizationId] as const,
  mine: (viewerUid: string) => [...organizationKeys.all, 'mine', viewerUid] as const,
};

const noRetry = { retry: false } as const; // request() already retries 5xx by the SPEC policy

/** An organization and where the viewer stands in it. */
export function useOrganization(organizationId: string | null | undefined) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: organizationKeys.one(viewer?.uid ?? '', organizationId ?? ''),
    queryFn: ({ signal }) =>
      getOrganization(organizationId ?? '', requireToken(viewer?.token), { signal }),
    enabled: Boolean(organizationId) && viewer !== null,
    ...noRetry,
  });
}

/** One of an organization's lists (members, requests, invitations); `enabled` for admin-only ones. */
export function useOrganizationPeople(
  organizationId: string,
  list: OrganizationPeopleList,
  { enabled = true } = {},
) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: organizationKeys.people(viewer?.uid ?? '', organizationId, list),
    queryFn: ({ signal }) =>
      getOrganizationPeople(organizationId, list, requireToken(viewer?.token), { signal }),
    enabled: enabled && viewer !== null,
    ...noRetry,
  });
}

export function useOrganizationEvents(organizationId: string, { enabled = true } = {}) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: organizationKeys.events(viewer?.uid ?? '', organizationId),
    queryFn: ({ signal }) =>
      getOrganizationEvents(organizationId, requireToken(viewer?.token), { signal }),
    enabled: enabled && viewer !== null,
    ...noRetry,
  });
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

function useInvalidateOrganizations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationKeys.all });
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

/** An admin's action on one person; the organization's lists are fetched again after it. */
export function useMemberAction(organizationId: string) {
  const { viewer } = useSession();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: ({ action, userId }: { action: MemberAction; userId: string }) =>
      memberAction(action, organizationId, userId, requireToken(viewer?.token)),
    onSuccess: () => void invalidate(),
  });
}

export function useTransferOrganization(organizationId: string) {
  const { viewer } = useSession();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (userId: string) =>
      transferOrganization(organizationId, userId, requireToken(viewer?.token)),
    onSuccess: () => void invalidate(),
  });
}

export function useCreateOrganization() {
  const { viewer } = useSession();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (input: OrganizationInput) =>
      createOrganization(input, requireToken(viewer?.token)),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateOrganization() {
  const { viewer } = useSession();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (patch: OrganizationPatch) =>
      updateOrganization(patch, requireToken(viewer?.token)),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteOrganization() {
  const { viewer } = useSession();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (organizationId: string) =>
      deleteOrganization(organizationId, requireToken(viewer?.token)),
    onSuccess: () => void invalidate(),
  });
}

/** A host invites an organization to an event. */
export function useInviteOrganizationToEvent(eventId: string) {
  const { viewer } = useSession();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (organizationId: string) =>
      inviteOrganizationToEvent(eventId, organizationId, requireToken(viewer?.token)),
    onSuccess: () => void invalidate(),
  });
}
