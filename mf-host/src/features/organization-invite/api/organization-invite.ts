/**
 * Inviting an organization to co-host the event (`POST /events/organization-invitations`,
 * idempotent: inviting one again changes nothing). The invitation shows in the organization's
 * pages (mf-social), so it refreshes shared-api's `organizationKeys`, the key those pages read,
 * and this event's listings. Only the organization's admins list; members ask
 * (`organization-listings.ts`).
 */
import { useMutation } from 'shared-api/query';
import { callEndpoint, requireToken, useSession } from 'shared-api';
import { useInvalidateListings } from './organization-listings';

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

export function useInviteOrganizationToEvent(eventId: string) {
  const { viewer } = useSession();
  const invalidate = useInvalidateListings(eventId);
  return useMutation({
    mutationFn: (organizationId: string) =>
      inviteOrganizationToEvent(eventId, organizationId, requireToken(viewer?.token)),
    onSuccess: invalidate,
  });
}
