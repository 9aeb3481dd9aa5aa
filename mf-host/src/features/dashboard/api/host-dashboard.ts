/**
 * The event's counts for its organizers (`GET /events/hosts/dashboard`), with the caller's host
 * level. Under the event's host key, so scans, guest actions and syncs refresh it.
 */
import { useQuery } from 'shared-api/query';
import type { HostDashboard } from 'contract';
import { callEndpoint, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export const dashboardKeys = {
  counts: (eventId: string, viewerUid: string) =>
    [...hostKeys.event(eventId), 'dashboard', { viewer: viewerUid }] as const,
};

export function getHostDashboard(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<HostDashboard> {
  return callEndpoint('GET /events/hosts/dashboard', { query: { eventId }, token, ...options });
}

export function useHostDashboard(eventId: string | null | undefined) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: dashboardKeys.counts(eventId ?? '', viewer.uid),
    queryFn: ({ signal }) => getHostDashboard(eventId ?? '', viewer.token, { signal }),
    enabled: signedIn && Boolean(eventId),
    retry: false,
    // While a cancellation's refunds are being made, follow them.
    refetchInterval: (query) => {
      const cancellation = query.state.data?.cancellation;
      return cancellation && cancellation.settledOrders < cancellation.orders
        ? CANCELLATION_POLL_MS
        : false;
    },
  });
}

/** How often the dashboard asks how far a cancellation's refunds have gone. */
export const CANCELLATION_POLL_MS = 2000;
