/**
 * Cancelling an event (`POST /events/hosts/cancel`, the host alone): the API answers at once with
 * the refunds' progress; the dashboard then follows it. A cancellation refreshes the event's host
 * queries and every cached copy of the event (shared-api's `eventKeys`: mf-events shows it
 * cancelled on its page and in lists).
 */
import { useMutation, useQueryClient } from 'shared-api/query';
import type { EventCancellation } from 'contract';
import { callEndpoint, eventKeys, requireToken, useSession, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';

export function cancelEvent(
  params: { eventId: string; message: string },
  token: string,
  options: CallOptions = {},
): Promise<EventCancellation> {
  return callEndpoint('POST /events/hosts/cancel', { body: params, token, ...options });
}

export function useCancelEvent(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => cancelEvent({ eventId, message }, requireToken(token)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.event(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
