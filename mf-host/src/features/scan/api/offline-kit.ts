/**
 * What a scan device keeps to admit guests with the network down (`GET /events/hosts/offline-kit`:
 * public key, guest and revocation lists) and the sync that sends the scans admitted offline
 * (`POST /events/hosts/scan-sync`), with their original times.
 */
import { useQuery } from 'shared-api/query';
import type { OfflineKit, OfflineScan, ScanSync } from 'contract';
import { callEndpoint, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export const offlineKitKeys = {
  kit: (eventId: string, viewerUid: string) =>
    [...hostKeys.event(eventId), 'offline-kit', { viewer: viewerUid }] as const,
};

/** The event's offline kit; organizers only. */
export function getOfflineKit(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<OfflineKit> {
  return callEndpoint('GET /events/hosts/offline-kit', { query: { eventId }, token, ...options });
}

/** Sends the scans admitted offline, with their original times; answers each one's decision. */
export function syncOfflineScans(
  params: { eventId: string; scans: OfflineScan[] },
  token: string,
  options: CallOptions = {},
): Promise<ScanSync> {
  return callEndpoint('POST /events/hosts/scan-sync', { body: params, token, ...options });
}

/**
 * The event's offline kit for the scan page, refreshed every minute while online and after every
 * scan (a scan refreshes the event's host queries, this one among them).
 */
export function useOfflineKit(eventId: string | null | undefined) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: offlineKitKeys.kit(eventId ?? '', viewer.uid),
    queryFn: ({ signal }) => getOfflineKit(eventId ?? '', viewer.token, { signal }),
    enabled: signedIn && Boolean(eventId),
    refetchInterval: 60_000,
    retry: false,
  });
}
