/**
 * The search list, paged with "load more", for `GET /search`: mf-events' search page, and the
 * people pickers of mf-host and mf-social. Keys carry the viewer's uid (results differ with
 * `priority`), never the token. The search box's preview is the shell's own.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../session/session-context';
import type { Viewer } from '../session/session';
import type { SearchType } from 'contract';
import { search, searchQueryOf } from './search-api';
import { mergeSearchPages, type LoadedSearchPage, type SearchList } from './search-pages';
import { nextPageParam } from '../http/next-page';

export const searchKeys = {
  all: ['search'] as const,
  pages: (query: string, type: SearchType | null, viewerUid: string | null, limit: number | null) =>
    [...searchKeys.all, 'pages', query, type, viewerUid, limit] as const,
};

export interface SearchPagesParams {
  query: string;
  type?: SearchType | null;
  viewer: Viewer | null;
  limit?: number;
}

export function searchInfiniteQueryOptions({
  query,
  type = null,
  viewer,
  limit,
}: SearchPagesParams) {
  return infiniteQueryOptions({
    queryKey: searchKeys.pages(query, type, viewer ? viewer.uid : null, limit ?? null),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<LoadedSearchPage> => {
      const page = await search({
        query,
        type,
        limit,
        continuationToken: pageParam,
        token: viewer?.token ?? null,
        signal,
      });
      return { ...page, cursor: pageParam };
    },
    getNextPageParam: nextPageParam,
    retry: false,
  });
}

export interface SearchResults extends SearchList {
  status: 'idle' | 'pending' | 'error' | 'success';
  error: Error | null;
  isFetchingNextPage: boolean;
  /** "Load more": does nothing while a page loads or when there is none. */
  loadMore(): void;
}

/** The search page's results, paged with "load more". Blank text requests nothing (`idle`). */
export function useSearchResults(
  text: string,
  options: { type?: SearchType | null; limit?: number } = {},
): SearchResults {
  const { viewer, authResolved } = useSession();
  const query = searchQueryOf(text);
  const result = useInfiniteQuery({
    ...searchInfiniteQueryOptions({
      query: query ?? '',
      type: options.type,
      viewer,
      limit: options.limit,
    }),
    enabled: query !== null && authResolved,
  });
  const list = useMemo(
    () =>
      result.data
        ? mergeSearchPages(result.data.pages)
        : { events: [], users: [], organizations: [], hasMoreItems: false },
    [result.data],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  return {
    ...list,
    hasMoreItems: list.hasMoreItems && hasNextPage,
    status: query === null ? 'idle' : result.status,
    error: result.error,
    isFetchingNextPage,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
  };
}
