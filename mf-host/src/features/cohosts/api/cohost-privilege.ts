/**
 * A co-host's level (`POST /events/invitations/` with a privilege): sets the level of an invited
 * or accepted co-host, or invites a new one at that level. The change refreshes the event's
 * organizers (shared-api's `eventKeys`: mf-events reads that list too) and its host queries.
 */
import { useMutation, useQueryClient } from 'shared-api/query';
import type { CohostInvitation, CohostPrivilege } from 'contract';
import { callEndpoint, eventKeys, requireToken, useSession, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';

export async function setCohostPrivilege(
  params: { eventId: string; userId: string; privilege: CohostPrivilege },
  token: string,
  options: CallOptions = {},
): Promise<CohostInvitation> {
  const { invitation } = await callEndpoint('POST /events/invitations/', {
    body: params,
    token,
    ...options,
  });
  return invitation;
}

export function useSetCohostPrivilege(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, privilege }: { userId: string; privilege: CohostPrivilege }) =>
      setCohostPrivilege({ eventId, userId, privilege }, requireToken(token)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.organizers(eventId) });
      void queryClient.invalidateQueries({ queryKey: hostKeys.event(eventId) });
    },
  });
}
