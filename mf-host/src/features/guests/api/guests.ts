/**
 * An event's guest list for its organizers (`GET /events/guests`, paged, filtered by status, a
 * search or waiting refund requests) and what an organizer does to one guest: approve, deny,
 * remove or let back in. An action refreshes the event's host queries (the list and the counts
 * both change).
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from 'shared-api/query';
import type { GuestList, GuestStatus, HostGuestAction } from 'contract';
import {
  callEndpoint,
  nextPageParam,
  requireToken,
  useSession,
  type CallOptions,
  type Viewer,
} from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export interface GuestFilter {
  status: GuestStatus | null;
  search: string;
  /** Only guests whose refund request waits for an answer. */
  refundRequested?: boolean;
}

export const guestKeys = {
  list: (eventId: string, filter: GuestFilter, viewerUid: string) =>
    [...hostKeys.event(eventId), 'guests', filter, { viewer: viewerUid }] as const,
};

export interface GuestListParams {
  eventId: string;
  status?: GuestStatus | null;
  search?: string | null;
  refundRequested?: boolean;
  continuationToken?: string | null;
  limit?: number;
}

/** One page of an event's guests with counts per status; organizers only (403 otherwise). */
export function getGuests(
  params: GuestListParams,
  token: string,
  options: CallOptions = {},
): Promise<GuestList> {
  const search = params.search?.trim();
  return callEndpoint('GET /events/guests', {
    query: {
      eventId: params.eventId,
      status: params.status ?? undefined,
      search: search ? search : undefined,
      refundRequested: params.refundRequested ? true : undefined,
      continuationToken: params.continuationToken ?? undefined,
      limit: params.limit,
    },
    token,
    ...options,
  });
}

/** What an organizer does to one guest (`POST /events/hosts/approve|deny|remove|readmit`). */
export type GuestAction = 'approve' | 'deny' | 'remove' | 'readmit';

const GUEST_ACTION_ENDPOINTS = {
  approve: 'POST /events/hosts/approve',
  deny: 'POST /events/hosts/deny',
  remove: 'POST /events/hosts/remove',
  readmit: 'POST /events/hosts/readmit',
} as const;

/**
 * Approves or denies a guest's waiting request, removes a guest (revoking their passes and
 * refunding what they paid) or lets a denied or removed guest back in. Idempotent: the same call
 * again answers where the guest stands.
 */
export function actOnGuest(
  action: GuestAction,
  params: { eventId: string; userId: string },
  token: string,
  options: CallOptions = {},
): Promise<HostGuestAction> {
  return callEndpoint(GUEST_ACTION_ENDPOINTS[action], { body: params, token, ...options });
}

export function guestsInfiniteQueryOptions(eventId: string, filter: GuestFilter, viewer: Viewer) {
  return infiniteQueryOptions({
    queryKey: guestKeys.list(eventId, filter, viewer.uid),
    queryFn: ({ pageParam, signal }) =>
      getGuests(
        {
          eventId,
          status: filter.status,
          search: filter.search,
          refundRequested: filter.refundRequested,
          continuationToken: pageParam,
        },
        viewer.token,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
    // request() already retries 5xx by the SPEC policy; a 403 must not be retried at all.
    retry: false,
  });
}

/** An event's guests, one page at a time (`fetchNextPage` for more); organizers only. */
export function useGuests(eventId: string | null | undefined, filter: GuestFilter) {
  const { viewer, signedIn } = useSignedInViewer();
  return useInfiniteQuery({
    ...guestsInfiniteQueryOptions(eventId ?? '', filter, viewer),
    // A new tab or search keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    enabled: signedIn && Boolean(eventId),
  });
}

/** Acts on one guest of the event (`GuestAction`), then refreshes its list and dashboard. */
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
