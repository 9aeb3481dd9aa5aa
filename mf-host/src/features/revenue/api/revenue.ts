/**
 * The event's revenue (`GET /events/hosts/revenue`, view_insights): gross, fees, refunds and net,
 * in total and per ticket type. Under the event's insights key, so an affiliate link change
 * refreshes it.
 */
import { useQuery } from 'shared-api/query';
import type { EventRevenue } from 'contract';
import { callEndpoint, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export const revenueKeys = {
  revenue: (eventId: string, viewerUid: string) =>
    [...hostKeys.insights(eventId), 'revenue', { viewer: viewerUid }] as const,
};

export function getEventRevenue(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<EventRevenue> {
  return callEndpoint('GET /events/hosts/revenue', { query: { eventId }, token, ...options });
}

/** The event's revenue; a 403 (no view_insights) is not retried. */
export function useEventRevenue(
  eventId: string | null | undefined,
  options: { enabled?: boolean } = {},
) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: revenueKeys.revenue(eventId ?? '', viewer.uid),
    queryFn: ({ signal }) => getEventRevenue(eventId ?? '', viewer.token, { signal }),
    enabled: signedIn && Boolean(eventId) && (options.enabled ?? true),
    retry: false,
  });
}
