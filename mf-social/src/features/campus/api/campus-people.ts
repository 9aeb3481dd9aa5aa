/**
 * `GET /campuses/members`: the people of the viewer's campus, their friends first, one page at a
 * time. Kept under `campusKeys.all`, so joining or changing campus (which refreshes those) reads
 * it again.
 */
import { infiniteQueryOptions, useInfiniteQuery } from 'shared-api/query';
import type { CampusPeoplePage, CampusPerson } from 'contract';
import {
  callEndpoint,
  nextPageParam,
  requireToken,
  useSession,
  type CallOptions,
} from 'shared-api';
import { campusKeys } from './campus-search';

export const campusPeopleKey = (viewerUid: string, campusId: string) =>
  [...campusKeys.all, 'people', viewerUid, campusId] as const;

export async function getCampusPeople(
  campusId: string,
  token: string,
  { continuationToken, limit }: { continuationToken?: string | null; limit?: number } = {},
  options: CallOptions = {},
): Promise<CampusPeoplePage> {
  return callEndpoint('GET /campuses/members', {
    query: {
      campusId,
      ...(continuationToken ? { continuationToken } : {}),
      ...(limit === undefined ? {} : { limit }),
    },
    token,
    ...options,
  });
}

export function campusPeopleQueryOptions(
  viewerUid: string,
  token: string | undefined,
  campusId: string,
) {
  return infiniteQueryOptions({
    queryKey: campusPeopleKey(viewerUid, campusId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getCampusPeople(campusId, requireToken(token), { continuationToken: pageParam }, { signal }),
    getNextPageParam: nextPageParam,
    // request() already retries 5xx by the SPEC policy
    retry: false,
  });
}

/** The people of `campusId` (the viewer's own campus), merged over the pages, each once. */
export function useCampusPeople(campusId: string) {
  const { viewer } = useSession();
  const result = useInfiniteQuery({
    ...campusPeopleQueryOptions(viewer?.uid ?? '', viewer?.token, campusId),
    enabled: viewer !== null,
  });
  const seen = new Set<string>();
  const people: CampusPerson[] = [];
  for (const page of result.data?.pages ?? []) {
    for (const person of page.people) {
      if (seen.has(person.user.id)) continue;
      seen.add(person.user.id);
      people.push(person);
    }
  }
  return { ...result, people };
}
