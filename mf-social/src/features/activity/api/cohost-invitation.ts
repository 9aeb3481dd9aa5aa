/**
 * The viewer's co-host invitation to one event (`GET /events/invitations/mine`) and their answer
 * (`PATCH /events/invitations/accept` or `/decline`), for the invitation's row in Activity.
 * Answering refreshes the event's organizers (shared-api's `eventKeys`), which mf-events reads.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { CohostInvitation } from 'contract';
import { callEndpoint, eventKeys, requireToken, useSession } from 'shared-api';

export const cohostInvitationKey = (eventId: string, uid: string) =>
  ['cohost-invitation', eventId, uid] as const;

export function useMyCohostInvitation(eventId: string) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: cohostInvitationKey(eventId, viewer?.uid ?? ''),
    queryFn: async ({ signal }): Promise<CohostInvitation | null> => {
      const { invitation } = await callEndpoint('GET /events/invitations/mine', {
        query: { eventId },
        token: requireToken(viewer?.token ?? null),
        signal,
      });
      return invitation;
    },
    // An invitation changes elsewhere (withdrawn by the host, answered on another screen).
    refetchOnMount: 'always',
    enabled: viewer !== null,
  });
}

export function useAnswerCohostInvitation(eventId: string) {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'accept' | 'decline') => {
      const input = { body: { eventId }, token: requireToken(viewer?.token ?? null) };
      const { invitation } =
        answer === 'accept'
          ? await callEndpoint('PATCH /events/invitations/accept', input)
          : await callEndpoint('PATCH /events/invitations/decline', input);
      return invitation;
    },
    onSuccess: (invitation) => {
      queryClient.setQueryData(cohostInvitationKey(eventId, viewer?.uid ?? ''), invitation);
      void queryClient.invalidateQueries({ queryKey: eventKeys.organizers(eventId) });
    },
  });
}
