/**
 * A person's requests to list or claim an event published elsewhere
 * (`POST` and `GET /events/scraped/request`): the fetchers, their key, the paged list and the
 * request. Keys carry the viewer's uid, never the token; asking again refreshes the list.
 */
import { useInfiniteQuery, useQueryClient } from 'shared-api/query';
import type { ScrapedRequest, ScrapedRequestIntent, ScrapedRequestPage } from 'contract';
import { callEndpoint, nextPageParam, useSession, type CallOptions, type Viewer } from 'shared-api';
import { useSignedInMutation } from '../../../api/signed-in-mutation';

export interface ScrapedRequestInput {
  url: string;
  intent: ScrapedRequestIntent;
  note?: string;
}

/** Asks for an event published elsewhere to be listed here, or claimed by its organizer. */
export async function requestScrapedEvent(
  input: ScrapedRequestInput,
  token: string,
): Promise<ScrapedRequest> {
  return (await callEndpoint('POST /events/scraped/request', { body: input, token })).request;
}

/** The caller's own list/claim requests, newest first, one page at a time. */
export function getScrapedRequests(
  token: string,
  page: { continuationToken?: string | null; limit?: number } = {},
  options: CallOptions = {},
): Promise<ScrapedRequestPage> {
  const query = {
    ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
    ...(page.limit === undefined ? {} : { limit: page.limit }),
  };
  return callEndpoint('GET /events/scraped/request', { query, token, ...options });
}

export const scrapedRequestKeys = {
  mine: (viewerUid: string) => ['scraped-requests', { viewer: viewerUid }] as const,
  page: (viewerUid: string, limit: number | null) =>
    [...scrapedRequestKeys.mine(viewerUid), limit] as const,
};

const NO_VIEWER: Viewer = { uid: '', token: '', userId: null };

type LoadedScrapedPage = ScrapedRequestPage & { cursor: string | null };

/** The signed-in viewer's requests to list or claim an event, newest first; idle for visitors. */
export function useScrapedRequests(limit?: number) {
  const { viewer, authResolved } = useSession();
  const current = viewer ?? NO_VIEWER;
  const query = useInfiniteQuery({
    queryKey: scrapedRequestKeys.page(current.uid, limit ?? null),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<LoadedScrapedPage> => ({
      ...(await getScrapedRequests(
        current.token,
        { continuationToken: pageParam, limit },
        { signal },
      )),
      cursor: pageParam,
    }),
    getNextPageParam: nextPageParam,
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
  return useSignedInMutation(requestScrapedEvent, {
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: scrapedRequestKeys.mine(viewer?.uid ?? '') });
    },
  });
}
