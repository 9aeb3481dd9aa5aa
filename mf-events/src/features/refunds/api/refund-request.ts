/**
 * A paid guest's refund request for one event (`GET` and `POST /events/refund-request`): where
 * they stand with the event's refund rule, and asking. Keyed by event and viewer uid, never the
 * token; asking refreshes the standing.
 */
import { queryOptions, useQuery, useQueryClient } from 'shared-api/query';
import type { MyRefundRequest, RefundRequest } from 'contract';
import { callEndpoint, useSession, type CallOptions, type Viewer } from 'shared-api';
import { useSignedInMutation } from '../../../api/signed-in-mutation';

export function getMyRefundRequest(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<MyRefundRequest> {
  return callEndpoint('GET /events/refund-request', { query: { eventId }, token, ...options });
}

export async function askForRefund(
  params: { eventId: string; reason: string | null },
  token: string,
): Promise<RefundRequest> {
  return (await callEndpoint('POST /events/refund-request', { body: params, token })).request;
}

export const refundRequestKeys = {
  all: ['refund-request'] as const,
  mine: (eventId: string, viewerUid: string) =>
    [...refundRequestKeys.all, eventId, { viewer: viewerUid }] as const,
};

const NO_VIEWER: Viewer = { uid: '', token: '', userId: null };

export function myRefundRequestQueryOptions(eventId: string, viewer: Viewer) {
  return queryOptions({
    queryKey: refundRequestKeys.mine(eventId, viewer.uid),
    queryFn: ({ signal }) => getMyRefundRequest(eventId, viewer.token, { signal }),
    retry: false,
  });
}

/** The signed-in viewer's standing with the event's refund rule; idle for visitors. */
export function useMyRefundRequest(eventId: string) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    ...myRefundRequestQueryOptions(eventId, viewer ?? NO_VIEWER),
    enabled: authResolved && viewer !== null && Boolean(eventId),
  });
}

export function useAskForRefund(eventId: string) {
  const queryClient = useQueryClient();
  return useSignedInMutation(
    (reason: string, token) => askForRefund({ eventId, reason: reason.trim() || null }, token),
    {
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: [...refundRequestKeys.all, eventId] });
      },
    },
  );
}
