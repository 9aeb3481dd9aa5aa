/**
 * The viewer's co-host invitation to one event (`GET /events/invitations/mine`) and their answer
 * (`PATCH /events/invitations/accept` or `/decline`). Two apps answer it: mf-events on the event
 * page, mf-social in Activity. Answering refreshes the event's organizers (`eventKeys`), so the
 * organizer tools appear (or go) at once wherever the event is shown.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohostInvitation } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import { requireToken } from '../http/require-token';
import { useSession } from '../session/session-context';
import { eventKeys } from './events-queries';

const cohostInvitationKey = (eventId: string, uid: string) =>
  ['cohost-invitation', eventId, uid] as const;

/** `enabled: false` skips the call (the event page asks only when the viewer does not host it). */
export function useMyCohostInvitation(eventId: string, options: { enabled?: boolean } = {}) {
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
    enabled: (options.enabled ?? true) && viewer !== null,
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
