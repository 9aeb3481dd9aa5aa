/**
 * react-query options and hooks for `GET /search`: the search box's debounced preview and the
 * search page's paged list. Keys carry the viewer's uid (results differ with `priority`), never
 * the token.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../session/session-context';
import type { Viewer } from '../session/session';
import type { SearchType } from 'contract';
import { search, searchQueryOf } from './search-api';
import {
  mergeSearchPages,
  nextSearchCursor,
  type LoadedSearchPage,
  type SearchList,
} from './search-pages';
import {
  PREVIEW_LIMITS,
  SEARCH_DEBOUNCE_MS,
  capPreview,
  isEmptyPreview,
  type SearchPreview,
} from './search-preview';
import { useDebouncedValue } from './use-debounced-value';

export const searchKeys = {
  all: ['search'] as const,
  preview: (query: string, viewerUid: string | null) =>
    [...searchKeys.all, 'preview', query, viewerUid] as const,
  pages: (query: string, type: SearchType | null, viewerUid: string | null, limit: number | null) =>
    [...searchKeys.all, 'pages', query, type, viewerUid, limit] as const,
};

const PREVIEW_FETCH_LIMIT = Math.max(...Object.values(PREVIEW_LIMITS));

export function searchPreviewQueryOptions(query: string, viewer: Viewer | null) {
  return queryOptions({
    queryKey: searchKeys.preview(query, viewer ? viewer.uid : null),
    queryFn: async ({ signal }) =>
      capPreview(
        await search({ query, limit: PREVIEW_FETCH_LIMIT, token: viewer?.token ?? null, signal }),
      ),
    retry: false,
    staleTime: 30_000,
  });
}

export type SearchPreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'empty'; query: string }
  | { status: 'success'; query: string; preview: SearchPreview };

/**
 * The preview for what is typed: nothing is requested for blank text, and a request goes out only
 * once the text has settled for 300 ms. While the text is settling or the answer is on its way the
 * state is `loading` ("Loading...").
 */
export function useSearchPreview(text: string): SearchPreviewState {
  const { viewer, authResolved } = useSession();
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const query = searchQueryOf(settled);
  const result = useQuery({
    ...searchPreviewQueryOptions(query ?? '', viewer),
    enabled: query !== null && authResolved,
  });
  if (searchQueryOf(text) === null) return { status: 'idle' };
  if (settled !== text || query === null || result.isPending) return { status: 'loading' };
  if (result.isError) return { status: 'error', error: result.error };
  return isEmptyPreview(result.data)
    ? { status: 'empty', query }
    : { status: 'success', query, preview: result.data };
}

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
    getNextPageParam: (last, _pages, _cursor, cursors) => nextSearchCursor(last, cursors),
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
