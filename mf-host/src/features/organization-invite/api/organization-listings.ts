/**
 * Where the event stands with organizations, for its organizers: the caller's own organizations
 * (their level decides between listing and asking: only admins list, since listing tells every
 * member), the event's requests and listings (`GET /events/organization-requests`), asking a
 * plain member's organization to list it and withdrawing that request.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { EventListing, OrganizationPrivilege } from 'contract';
import { callEndpoint, organizationKeys, requireToken, useSession } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export const listingKeys = {
  event: (eventId: string) => [...hostKeys.event(eventId), 'organization-listings'] as const,
  mine: (uid: string) => ['host', 'my-organizations', uid] as const,
};

/** The caller's level in each organization they belong to, asked or are invited to, by id. */
export function useMyOrganizationLevels() {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: listingKeys.mine(viewer.uid),
    queryFn: async ({ signal }): Promise<Map<string, OrganizationPrivilege | null>> => {
      const { organizations } = await callEndpoint('GET /users/organizations', {
        token: viewer.token,
        signal,
      });
      return new Map(organizations.map((o) => [o.id, o.currentPrivilege]));
    },
    enabled: signedIn,
    retry: false,
  });
}

export function useEventListings(eventId: string) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: [...listingKeys.event(eventId), viewer.uid],
    queryFn: async ({ signal }): Promise<EventListing[]> =>
      (
        await callEndpoint('GET /events/organization-requests', {
          query: { eventId },
          token: viewer.token,
          signal,
        })
      ).listings,
    // Admins answer elsewhere: opening the panel always asks again.
    refetchOnMount: 'always',
    enabled: signedIn,
    retry: false,
  });
}

/** After a listing changes: this event's states, and the organizations' pages (mf-social). */
export function useInvalidateListings(eventId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: listingKeys.event(eventId) });
    void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
  };
}

export function useAskToList(eventId: string) {
  const { viewer } = useSession();
  const invalidate = useInvalidateListings(eventId);
  return useMutation({
    mutationFn: async (organizationId: string): Promise<EventListing> =>
      (
        await callEndpoint('POST /events/organization-requests', {
          body: { eventId, organizationId },
          token: requireToken(viewer?.token),
        })
      ).listing,
    onSuccess: invalidate,
  });
}

export function useWithdrawListingRequest(eventId: string) {
  const { viewer } = useSession();
  const invalidate = useInvalidateListings(eventId);
  return useMutation({
    mutationFn: (organizationId: string) =>
      callEndpoint('DELETE /events/organization-requests', {
        query: { eventId, organizationId },
        token: requireToken(viewer?.token),
      }),
    onSettled: invalidate,
  });
}
