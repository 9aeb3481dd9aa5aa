/**
 * The search box's live preview (SPEC §5, §9): a few of each type, asked once the text has
 * settled. The shell's own call: no remote uses it, so it lives here rather than in shared-api.
 */
import { queryOptions, useQuery } from 'shared-api/query';
import type { SearchPage } from 'contract';
import {
  callEndpoint,
  searchQueryOf,
  useDebouncedValue,
  useSession,
  type Viewer,
} from 'shared-api';

export const SEARCH_DEBOUNCE_MS = 300;
export const PREVIEW_LIMITS = { events: 3, users: 5, organizations: 3 } as const;
const PREVIEW_FETCH_LIMIT = Math.max(...Object.values(PREVIEW_LIMITS));

export type SearchPreview = Pick<SearchPage, 'events' | 'users' | 'organizations'>;

export type SearchPreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'empty'; query: string }
  | { status: 'success'; query: string; preview: SearchPreview };

/** At most 3 events, 5 users and 3 organizations, in the server's order. */
export function capPreview(page: SearchPreview): SearchPreview {
  return {
    events: page.events.slice(0, PREVIEW_LIMITS.events),
    users: page.users.slice(0, PREVIEW_LIMITS.users),
    organizations: page.organizations.slice(0, PREVIEW_LIMITS.organizations),
  };
}

export function isEmptyPreview(preview: SearchPreview): boolean {
  return (
    preview.events.length === 0 && preview.users.length === 0 && preview.organizations.length === 0
  );
}

/** Keys carry the viewer's uid (signed-in results put things near them first), never the token. */
export const searchPreviewKey = (query: string, viewerUid: string | null) =>
  ['search', 'preview', query, viewerUid] as const;

export function searchPreviewQueryOptions(query: string, viewer: Viewer | null) {
  return queryOptions({
    queryKey: searchPreviewKey(query, viewer ? viewer.uid : null),
    queryFn: async ({ signal }) =>
      capPreview(
        await callEndpoint('GET /search', {
          query: { query, limit: PREVIEW_FETCH_LIMIT, priority: viewer ? true : undefined },
          token: viewer?.token ?? null,
          signal,
        }),
      ),
    retry: false,
    staleTime: 30_000,
  });
}

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
