/**
 * react-query hooks for the host tools. Keys carry the viewer's uid, never the token. A scan
 * refreshes the event's guest list and dashboard (a check-in changes both), and so does approving,
 * denying or removing a guest.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { GuestStatus } from 'contract';
import { requireToken } from '../http/require-token';
import type { Viewer } from '../session/session';
import { useSession } from '../session/session-context';
import {
  actOnGuest,
  getGuests,
  getHostDashboard,
  getOfflineKit,
  newScanNonce,
  scanPass,
  type GuestAction,
} from './hosts-api';

export const hostKeys = {
  all: ['hosts'] as const,
  event: (eventId: string) => [...hostKeys.all, eventId] as const,
  guests: (
    eventId: string,
    filter: { status: GuestStatus | null; search: string },
    viewerUid: string,
  ) => [...hostKeys.event(eventId), 'guests', filter, { viewer: viewerUid }] as const,
  dashboard: (eventId: string, viewerUid: string) =>
    [...hostKeys.event(eventId), 'dashboard', { viewer: viewerUid }] as const,
  offlineKit: (eventId: string, viewerUid: string) =>
    [...hostKeys.event(eventId), 'offline-kit', { viewer: viewerUid }] as const,
};

export interface GuestFilter {
  status: GuestStatus | null;
  search: string;
}

export function guestsInfiniteQueryOptions(eventId: string, filter: GuestFilter, viewer: Viewer) {
  return infiniteQueryOptions({
    queryKey: hostKeys.guests(eventId, filter, viewer.uid),
    queryFn: ({ pageParam, signal }) =>
      getGuests(
        { eventId, status: filter.status, search: filter.search, continuationToken: pageParam },
        viewer.token,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.pagination.hasMoreItems ? last.pagination.continuationToken : null,
    // request() already retries 5xx by the SPEC policy; a 403 must not be retried at all.
    retry: false,
  });
}

const NO_VIEWER: Viewer = { uid: '', token: '', userId: null };

/** An event's guests, one page at a time (`fetchNextPage` for more); organizers only. */
export function useGuests(eventId: string | null | undefined, filter: GuestFilter) {
  const { viewer, authResolved } = useSession();
  return useInfiniteQuery({
    ...guestsInfiniteQueryOptions(eventId ?? '', filter, viewer ?? NO_VIEWER),
    // A new tab or search keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    enabled: authResolved && viewer !== null && Boolean(eventId),
  });
}

/** The event's counts for its organizers. */
export function useHostDashboard(eventId: string | null | undefined) {
  const { viewer, authResolved } = useSession();
  const current = viewer ?? NO_VIEWER;
  return useQuery({
    queryKey: hostKeys.dashboard(eventId ?? '', current.uid),
    queryFn: ({ signal }) => getHostDashboard(eventId ?? '', current.token, { signal }),
    enabled: authResolved && viewer !== null && Boolean(eventId),
    retry: false,
  });
}

/** Scans (or checks in by hand) one pass; each call is a new scan with its own nonce. */
export function useScanPass(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ qrToken, nonce }: { qrToken: string; nonce?: string }) =>
      scanPass({ eventId, qrToken, nonce: nonce ?? newScanNonce() }, requireToken(token)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.event(eventId) });
    },
  });
}

/** Approves, denies or removes one guest of the event, then refreshes its list and dashboard. */
export function useGuestAction(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: GuestAction; userId: string }) =>
      actOnGuest(action, { eventId, userId }, requireToken(token)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.event(eventId) });
    },
  });
}

/**
 * The event's offline kit (public key, guest and revocation lists) for the scan page, refreshed
 * every minute while online and after every scan (the scan invalidates the event's queries).
 */
export function useOfflineKit(eventId: string | null | undefined) {
  const { viewer, authResolved } = useSession();
  const current = viewer ?? NO_VIEWER;
  return useQuery({
    queryKey: hostKeys.offlineKit(eventId ?? '', current.uid),
    queryFn: ({ signal }) => getOfflineKit(eventId ?? '', current.token, { signal }),
    enabled: authResolved && viewer !== null && Boolean(eventId),
    refetchInterval: 60_000,
    retry: false,
  });
}
