/** Hooks over campuses-api: the campus search and the school email steps, with their cache effects. */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Campus } from 'contract';
import { requireToken } from '../http/require-token';
import { useSession } from '../session/session-context';
import { userKeys } from '../users/users-queries';
import { joinCampus, searchCampuses, sendSchoolEmailCode, verifySchoolEmail } from './campuses-api';

export const campusKeys = {
  all: ['campuses'] as const,
  search: (query: string, limit: number | null) => ['campuses', 'search', query, limit] as const,
};

export function campusSearchQueryOptions(query: string, limit?: number) {
  return infiniteQueryOptions({
    queryKey: campusKeys.search(query, limit ?? null),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      searchCampuses(query, { continuationToken: pageParam, limit }, { signal }),
    getNextPageParam: (last, _pages, _cursor, cursors) => {
      const next = last.pagination.continuationToken;
      return last.pagination.hasMoreItems && next && !cursors.includes(next) ? next : undefined;
    },
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

/** POST /users/emails/send. */
export function useSendSchoolEmailCode() {
  const { token } = useSession();
  return useMutation({
    mutationFn: (input: { campusId: string; email: string }) =>
      sendSchoolEmailCode(requireToken(token), input),
  });
}

/**
 * POST /users/emails/verify, then POST /campuses/join: a right code makes the caller a member
 * of the campus, and the session reloads the record so every screen shows it.
 */
export function useVerifyAndJoinCampus() {
  const { token, refreshUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; code: string }) => {
      const verified = await verifySchoolEmail(requireToken(token), input);
      return joinCampus(requireToken(token), verified.campus.id);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      await queryClient.invalidateQueries({ queryKey: campusKeys.all });
      await refreshUser().catch(() => null);
    },
  });
}
