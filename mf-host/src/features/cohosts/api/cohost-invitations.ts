/**
 * An event's pending co-host invitations (`GET /events/invitations/`), withdrawing one
 * (`DELETE /events/invitations/`) and stepping down as a co-host (`DELETE
 * /events/invitations/mine`). Inviting is `useSetCohostPrivilege` (the same call).
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { PendingCohostInvitation } from 'contract';
import { callEndpoint, eventKeys, requireToken, useSession } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export const cohostInvitationKeys = {
  pending: (eventId: string, uid: string) =>
    [...hostKeys.event(eventId), 'cohost-invitations', uid] as const,
};

export function usePendingInvitations(eventId: string, enabled: boolean) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: cohostInvitationKeys.pending(eventId, viewer.uid),
    queryFn: async ({ signal }): Promise<PendingCohostInvitation[]> => {
      const { invitations } = await callEndpoint('GET /events/invitations/', {
        query: { eventId },
        token: viewer.token,
        signal,
      });
      return invitations;
    },
    // The invitees answer elsewhere: opening the panel always asks again.
    refetchOnMount: 'always',
    enabled: enabled && signedIn,
  });
}

export function useWithdrawInvitation(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callEndpoint('DELETE /events/invitations/', {
        query: { eventId, userId },
        token: requireToken(token),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostKeys.event(eventId) }),
  });
}

/** The caller stops co-hosting: their organizer views and host queries are stale at once. */
export function useStepDown(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint('DELETE /events/invitations/mine', {
        query: { eventId },
        token: requireToken(token),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.organizers(eventId) });
      // The event page and Activity read the caller's invitation under this key.
      void queryClient.invalidateQueries({ queryKey: ['cohost-invitation', eventId] });
      queryClient.removeQueries({ queryKey: hostKeys.event(eventId) });
    },
  });
}
