/**
 * react-query hooks for the host insights. Keys carry the viewer's uid, never the token; changing
 * an affiliate link refreshes the event's insights (links, analytics). A person's own requests to
 * list or claim an event found elsewhere are paged; asking again refreshes them.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScrapedRequest, ScrapedRequestIntent, ScrapedRequestPage } from 'contract';
import { requireToken } from '../http/require-token';
import type { Viewer } from '../session/session';
import { useSession } from '../session/session-context';
import { hostKeys } from './hosts-queries';
import {
  createAffiliateLink,
  deleteAffiliateLink,
  getAffiliateLinks,
  getEventAnalytics,
  getEventRevenue,
  getScrapedRequests,
  requestScrapedEvent,
  updateAffiliateLink,
  type AnalyticsWindow,
} from './insights-api';

export const insightKeys = {
  event: (eventId: string) => [...hostKeys.event(eventId), 'insights'] as const,
  revenue: (eventId: string, viewerUid: string) =>
    [...insightKeys.event(eventId), 'revenue', { viewer: viewerUid }] as const,
  analytics: (eventId: string, window: AnalyticsWindow, viewerUid: string) =>
    [...insightKeys.event(eventId), 'analytics', window, { viewer: viewerUid }] as const,
  affiliates: (eventId: string, viewerUid: string) =>
    [...insightKeys.event(eventId), 'affiliates', { viewer: viewerUid }] as const,
  scrapedRequests: (viewerUid: string) => ['scraped-requests', { viewer: viewerUid }] as const,
};

const NO_VIEWER: Viewer = { uid: '', token: '', userId: null };

function useViewer(eventId: string | null | undefined) {
  const { viewer, authResolved } = useSession();
  return {
    current: viewer ?? NO_VIEWER,
    enabled: authResolved && viewer !== null && Boolean(eventId),
  };
}

/** The event's revenue (view_insights; a 403 is not retried). */
export function useEventRevenue(
  eventId: string | null | undefined,
  options: { enabled?: boolean } = {},
) {
  const { current, enabled } = useViewer(eventId);
  return useQuery({
    queryKey: insightKeys.revenue(eventId ?? '', current.uid),
    queryFn: ({ signal }) => getEventRevenue(eventId ?? '', current.token, { signal }),
    enabled: enabled && (options.enabled ?? true),
    retry: false,
  });
}

/** The event's analytics over a window (default: the last 30 days). */
export function useEventAnalytics(
  eventId: string | null | undefined,
  window: AnalyticsWindow = {},
) {
  const { current, enabled } = useViewer(eventId);
  return useQuery({
    queryKey: insightKeys.analytics(eventId ?? '', window, current.uid),
    queryFn: ({ signal }) => getEventAnalytics(eventId ?? '', window, current.token, { signal }),
    enabled,
    retry: false,
  });
}

/** The event's affiliate links with their sales. */
export function useAffiliateLinks(eventId: string | null | undefined) {
  const { current, enabled } = useViewer(eventId);
  return useQuery({
    queryKey: insightKeys.affiliates(eventId ?? '', current.uid),
    queryFn: ({ signal }) => getAffiliateLinks(eventId ?? '', current.token, { signal }),
    enabled,
    retry: false,
  });
}

export type AffiliateLinkChange =
  | { kind: 'create'; code: string; label?: string | null }
  | { kind: 'update'; linkId: string; label?: string | null; active?: boolean }
  | { kind: 'delete'; linkId: string };

/** Creates, renames, pauses/resumes or deletes one of the event's affiliate links. */
export function useAffiliateLinkChange(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AffiliateLinkChange) => {
      const signedIn = requireToken(token);
      if (change.kind === 'create') {
        await createAffiliateLink({ eventId, code: change.code, label: change.label }, signedIn);
      } else if (change.kind === 'update') {
        const { kind: _kind, ...patch } = change;
        await updateAffiliateLink(patch, signedIn);
      } else {
        await deleteAffiliateLink(change.linkId, signedIn);
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: insightKeys.event(eventId) });
    },
  });
}

type LoadedScrapedPage = ScrapedRequestPage & { cursor: string | null };

/** The signed-in viewer's requests to list or claim an event, newest first; idle for visitors. */
export function useScrapedRequests(limit?: number) {
  const { viewer, authResolved } = useSession();
  const current = viewer ?? NO_VIEWER;
  const query = useInfiniteQuery({
    queryKey: [...insightKeys.scrapedRequests(current.uid), limit ?? null],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<LoadedScrapedPage> => ({
      ...(await getScrapedRequests(
        current.token,
        { continuationToken: pageParam, limit },
        { signal },
      )),
      cursor: pageParam,
    }),
    getNextPageParam: (last, _pages, _cursor, cursors) => {
      const next = last.pagination.continuationToken;
      // A token already fetched would loop: duplicate pages are ignored.
      return last.pagination.hasMoreItems && next && !cursors.includes(next) ? next : undefined;
    },
    enabled: authResolved && viewer !== null,
    retry: false,
  });
  const seen = new Set<string>();
  const requests: ScrapedRequest[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const request of page.requests) {
      if (seen.has(request.id)) continue;
      seen.add(request.id);
      requests.push(request);
    }
  }
  return { ...query, requests };
}

/**
 * Asks for an event published elsewhere to be listed here or claimed; the answer says whether
 * it was stored now (`created`) or asked before. The viewer's list refreshes either way.
 */
export function useRequestScrapedEvent() {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; intent: ScrapedRequestIntent; note?: string }) =>
      requestScrapedEvent(input, requireToken(viewer?.token)),
    onSettled: () => {
      void queryClient.invalidateQueries({
        queryKey: insightKeys.scrapedRequests(viewer?.uid ?? ''),
      });
    },
  });
}
