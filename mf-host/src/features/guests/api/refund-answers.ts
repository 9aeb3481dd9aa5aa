/**
 * An organizer's answer to a guest's refund request (`POST /events/hosts/refund-requests/approve`
 * refunds them in full; `…/decline` keeps their tickets, with words for them). Refreshes the event's
 * host queries: the guest list, its counts and the revenue change.
 */
import { useMutation, useQueryClient } from 'shared-api/query';
import type { RefundAnswer } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';

export type RefundAnswerKind = 'approve' | 'decline';

export function answerRefundRequest(
  kind: RefundAnswerKind,
  params: { eventId: string; userId: string; message?: string },
  token: string,
  options: CallOptions = {},
): Promise<RefundAnswer> {
  if (kind === 'approve') {
    const { eventId, userId } = params;
    return callEndpoint('POST /events/hosts/refund-requests/approve', {
      body: { eventId, userId },
      token,
      ...options,
    });
  }
  return callEndpoint('POST /events/hosts/refund-requests/decline', {
    body: params,
    token,
    ...options,
  });
}

export function useRefundAnswer(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      userId,
      message,
    }: {
      kind: RefundAnswerKind;
      userId: string;
      message?: string;
    }) =>
      answerRefundRequest(
        kind,
        { eventId, userId, ...(message ? { message } : {}) },
        requireToken(token),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.event(eventId) });
    },
  });
}
