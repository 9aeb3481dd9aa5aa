/**
 * Members' requests to list an event in the organization, for its admins: the ones waiting
 * (`GET /organizations/event-requests`), accepting one (the event is listed and every member is
 * told) and declining one (the host sees it declined). The organization's views are fetched again
 * after an answer: its events change with an accepted one.
 */
import { useMutation, useQuery } from 'shared-api/query';
import type { EventListing } from 'contract';
import { callEndpoint, organizationKeys, requireToken, useSession } from 'shared-api';
import { useInvalidateOrganizations } from './organization';

export type ListingAnswer = 'accept' | 'decline';

export function listingRequestsKey(viewerUid: string, organizationId: string) {
  return [...organizationKeys.all, 'listing-requests', viewerUid, organizationId] as const;
}

export function useListingRequests(organizationId: string) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: listingRequestsKey(viewer?.uid ?? '', organizationId),
    queryFn: async ({ signal }): Promise<EventListing[]> =>
      (
        await callEndpoint('GET /organizations/event-requests', {
          query: { organizationId },
          token: requireToken(viewer?.token),
          signal,
        })
      ).listings,
    enabled: viewer !== null,
    retry: false,
  });
}

export function useAnswerListingRequest(organizationId: string) {
  const { viewer } = useSession();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: async ({ eventId, answer }: { eventId: string; answer: ListingAnswer }) => {
      const pair = { eventId, organizationId };
      const token = requireToken(viewer?.token);
      return answer === 'accept'
        ? callEndpoint('PATCH /organizations/event-requests/accept', { body: pair, token })
        : callEndpoint('DELETE /organizations/event-requests', { query: pair, token });
    },
    onSuccess: () => void invalidate(),
  });
}
