/**
 * One organization: read it (with where the viewer stands), its events, create, edit and delete it.
 * The keys are shared-api's `organizationKeys`: mf-host's invitation to an event refreshes them too.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type {
  Event,
  Organization,
  OrganizationInput,
  OrganizationPatch,
  OrganizationState,
} from 'contract';
import {
  callEndpoint,
  organizationKeys,
  requireToken,
  useSession,
  type CallOptions,
} from 'shared-api';
import { noRetry } from '../../../api/no-retry';

export function getOrganization(
  organizationId: string,
  token: string,
  options: CallOptions = {},
): Promise<OrganizationState> {
  return callEndpoint('GET /organizations/', { query: { organizationId }, token, ...options });
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

/** After any change, every organization view is fetched again (counts and lists move together). */
export function useInvalidateOrganizations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationKeys.all });
}

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
