/**
 * One organization: read it (with where the viewer stands), its events, create, edit and delete it.
 * The keys are shared-api's `organizationKeys`: mf-host's invitation to an event refreshes them too.
 */
import type {
  Event,
  Organization,
  OrganizationInput,
  OrganizationPatch,
  OrganizationState,
} from 'contract';
import { callEndpoint, organizationKeys, type CallOptions } from 'shared-api';
import { useOrganizationChange, useOrganizationQuery } from './organization-calls';

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

/** An organization and where the viewer stands in it. */
export function useOrganization(organizationId: string | null | undefined) {
  return useOrganizationQuery(
    (viewerUid) => organizationKeys.one(viewerUid, organizationId ?? ''),
    (token, signal) => getOrganization(organizationId ?? '', token, { signal }),
    { enabled: Boolean(organizationId) },
  );
}

export function useOrganizationEvents(organizationId: string, { enabled = true } = {}) {
  return useOrganizationQuery(
    (viewerUid) => organizationKeys.events(viewerUid, organizationId),
    (token, signal) => getOrganizationEvents(organizationId, token, { signal }),
    { enabled },
  );
}

export function useCreateOrganization() {
  return useOrganizationChange(createOrganization);
}

export function useUpdateOrganization() {
  return useOrganizationChange(updateOrganization);
}

export function useDeleteOrganization() {
  return useOrganizationChange(deleteOrganization);
}
