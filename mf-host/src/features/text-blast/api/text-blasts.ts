/**
 * Text blasts (text_blast permission): the event's blast history with whom each status reaches
 * (`GET /events/hosts/text-blasts`), and sending one (`POST /events/hosts/text-blast`), which
 * refreshes the event's host queries, the history among them.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { GuestStatus, TextBlast, TextBlastHistory } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export const textBlastKeys = {
  history: (eventId: string, viewerUid: string) =>
    [...hostKeys.event(eventId), 'text-blasts', { viewer: viewerUid }] as const,
};

/** The event's blasts (newest first), whom each status reaches, and blasts left this hour. */
export function getTextBlasts(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<TextBlastHistory> {
  return callEndpoint('GET /events/hosts/text-blasts', { query: { eventId }, token, ...options });
}

export interface TextBlastParams {
  eventId: string;
  message: string;
  statuses: GuestStatus[];
}

/** Texts the guests in `statuses`; 429 `rate_limited` past the hourly limit. */
export async function sendTextBlast(
  params: TextBlastParams,
  token: string,
  options: CallOptions = {},
): Promise<TextBlast> {
  const { blast } = await callEndpoint('POST /events/hosts/text-blast', {
    body: params,
    token,
    ...options,
  });
  return blast;
}

export function useTextBlasts(eventId: string | null | undefined) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: textBlastKeys.history(eventId ?? '', viewer.uid),
    queryFn: ({ signal }) => getTextBlasts(eventId ?? '', viewer.token, { signal }),
    enabled: signedIn && Boolean(eventId),
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
