/**
 * react-query hooks for text blasts, one guest's context and co-host levels. A blast refreshes the
 * event's blast history; a level change refreshes the organizers list and the host tools.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohostPrivilege, GuestStatus } from 'contract';
import { eventKeys } from '../events/events-queries';
import { requireToken } from '../http/require-token';
import { useSession } from '../session/session-context';
import { getTextBlasts, getUserContext, sendTextBlast, setCohostPrivilege } from './host-team-api';
import { hostKeys } from './hosts-queries';

export const hostTeamKeys = {
  textBlasts: (eventId: string, viewerUid: string) =>
    [...hostKeys.event(eventId), 'text-blasts', { viewer: viewerUid }] as const,
  userContext: (eventId: string, userId: string, viewerUid: string) =>
    [...hostKeys.event(eventId), 'user-context', userId, { viewer: viewerUid }] as const,
};

/** The event's text blasts with the audience per status (text_blast permission). */
export function useTextBlasts(eventId: string | null | undefined) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    queryKey: hostTeamKeys.textBlasts(eventId ?? '', viewer?.uid ?? ''),
    queryFn: ({ signal }) => getTextBlasts(eventId ?? '', viewer?.token ?? '', { signal }),
    enabled: authResolved && viewer !== null && Boolean(eventId),
    retry: false,
  });
}

export function useSendTextBlast(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, statuses }: { message: string; statuses: GuestStatus[] }) =>
      sendTextBlast({ eventId, message, statuses }, requireToken(token)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.event(eventId) });
    },
  });
}

/** One guest as the event's organizers may see them; off while `userId` is empty. */
export function useUserContext(eventId: string, userId: string | null | undefined) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    queryKey: hostTeamKeys.userContext(eventId, userId ?? '', viewer?.uid ?? ''),
    queryFn: ({ signal }) =>
      getUserContext({ eventId, userId: userId ?? '' }, viewer?.token ?? '', { signal }),
    enabled: authResolved && viewer !== null && Boolean(eventId) && Boolean(userId),
    retry: false,
  });
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
