/** `GET /campuses/`: schools whose name (or email domain) contains the text, one page at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from 'shared-api/query';
import type { Campus, CampusPage } from 'contract';
import { callEndpoint, nextPageParam, type CallOptions } from 'shared-api';

export interface CampusSearchParams {
  continuationToken?: string | null;
  /** Server default 20, at most `CAMPUS_LIMITS.searchMax`. */
  limit?: number;
}

export const campusKeys = {
  all: ['campuses'] as const,
  search: (query: string, limit: number | null) => ['campuses', 'search', query, limit] as const,
};

/** One page of campuses whose name (or domain) contains `query`; names starting with it first. */
export async function searchCampuses(
  query: string,
  { continuationToken, limit }: CampusSearchParams = {},
  options: CallOptions = {},
): Promise<CampusPage> {
  return callEndpoint('GET /campuses/', {
    query: {
      ...(query ? { query } : {}),
      ...(continuationToken ? { continuationToken } : {}),
      ...(limit === undefined ? {} : { limit }),
    },
    ...options,
  });
}

export function campusSearchQueryOptions(query: string, limit?: number) {
  return infiniteQueryOptions({
    queryKey: campusKeys.search(query, limit ?? null),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      searchCampuses(query, { continuationToken: pageParam, limit }, { signal }),
    getNextPageParam: nextPageParam,
    // request() already retries 5xx by the SPEC policy
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * Campuses matching `query` (trimmed; debounce it before passing), one page at a time
 * (`fetchNextPage` for "Show more"); `campuses` is the pages merged, each campus once. Idle while
 * the query is empty.
 */
export function useCampusSearch(query: string, limit?: number) {
  const trimmed = query.trim();
  const result = useInfiniteQuery({
    ...campusSearchQueryOptions(trimmed, limit),
    enabled: trimmed.length > 0,
  });
  const seen = new Set<string>();
  const campuses: Campus[] = [];
  for (const page of result.data?.pages ?? []) {
    for (const campus of page.campuses) {
      if (seen.has(campus.id)) continue;
      seen.add(campus.id);
      campuses.push(campus);
    }
  }
  return { ...result, campuses };
}
