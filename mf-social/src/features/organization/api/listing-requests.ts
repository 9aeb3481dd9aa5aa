/**
 * Members' requests to list an event in the organization, for its admins: the ones waiting
 * (`GET /organizations/event-requests`), accepting one (the event is listed and every member is
 * told) and declining one (the host sees it declined). The organization's views are fetched again
 * after an answer: its events change with an accepted one.
 */
import type { EventListing } from 'contract';
import { callEndpoint, organizationKeys } from 'shared-api';
import { useOrganizationChange, useOrganizationQuery } from './organization-calls';

export type ListingAnswer = 'accept' | 'decline';

export function listingRequestsKey(viewerUid: string, organizationId: string) {
  return [...organizationKeys.all, 'listing-requests', viewerUid, organizationId] as const;
}

export function useListingRequests(organizationId: string) {
  return useOrganizationQuery(
    (viewerUid) => listingRequestsKey(viewerUid, organizationId),
    async (token, signal): Promise<EventListing[]> =>
      (
        await callEndpoint('GET /organizations/event-requests', {
          query: { organizationId },
          token,
          signal,
        })
      ).listings,
  );
}

export function useAnswerListingRequest(organizationId: string) {
  return useOrganizationChange(
    ({ eventId, answer }: { eventId: string; answer: ListingAnswer }, token: string) => {
      const pair = { eventId, organizationId };
      return answer === 'accept'
        ? callEndpoint('PATCH /organizations/event-requests/accept', { body: pair, token })
        : callEndpoint('DELETE /organizations/event-requests', { query: pair, token });
    },
  );
}
