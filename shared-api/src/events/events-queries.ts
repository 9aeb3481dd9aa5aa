/** Query keys, `queryOptions` and hooks over events-api. The token comes from the session. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Viewer } from '../session/session';
import { useSession } from '../session/session-context';
import { getEvent, getEventOrganizers } from './events-api';

export interface FeedKeyParams {
  viewerUid: string | null;
  limit: number | null;
  /** False for the fast-first variant, loaded with computed fields excluded. */
  computed: boolean;
}

export const eventKeys = {
  all: ['events'] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  // Keyed by viewer: computed fields (friends going) differ per viewer. Never by token: it rotates
  // hourly and would empty the cache each time.
  detail: (eventId: string, viewerUid: string | null) =>
    [...eventKeys.details(), eventId, { viewer: viewerUid }] as const,
  organizers: (eventId: string) => [...eventKeys.all, 'organizers', eventId] as const,
  feeds: () => [...eventKeys.all, 'feed'] as const,
  feed: (params: FeedKeyParams) => [...eventKeys.feeds(), params] as const,
};

export function eventQueryOptions(eventId: string, viewer: Viewer | null = null) {
  return queryOptions({
    queryKey: eventKeys.detail(eventId, viewer ? viewer.uid : null),
    queryFn: ({ signal }) => getEvent(eventId, viewer ? viewer.token : null, { signal }),
    // request() already retries 5xx by the SPEC policy; a second layer would multiply attempts.
    retry: false,
  });
}

/** An event by id; idle while `eventId` is empty or the session is still resolving. */
export function useEvent(eventId: string | null | undefined) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    ...eventQueryOptions(eventId ?? '', viewer),
    enabled: Boolean(eventId) && authResolved,
  });
}

/** Who organizes an event (public: the same answer for every viewer). */
export function useEventOrganizers(eventId: string | null | undefined) {
  return useQuery({
    queryKey: eventKeys.organizers(eventId ?? ''),
    queryFn: ({ signal }) => getEventOrganizers(eventId ?? '', { signal }),
    enabled: Boolean(eventId),
    retry: false,
  });
}
