/** `GET /search` of the contract. React-free. */
import type { SearchPage, SearchType } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

export interface SearchParams extends CallOptions {
  /** Sent trimmed; must not be empty (see `searchQueryOf`). */
  query: string;
  /** Absent searches every type. */
  type?: SearchType | null;
  continuationToken?: string | null;
  /** Per type, 1 to PAGE_LIMITS.searchMax; the server defaults to PAGE_LIMITS.searchDefault. */
  limit?: number;
  /** Signed in: the token is sent and `priority=true` asks for things near the caller first. */
  token?: string | null;
}

/** The query to send, or null when there is nothing to search for (SPEC §5: trimmed, non-empty). */
export function searchQueryOf(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

export function search(params: SearchParams): Promise<SearchPage> {
  const { query, type, continuationToken, limit, token, signal } = params;
  const q = searchQueryOf(query);
  // Guarded here too, so no caller can send the empty search the SPEC forbids.
  if (q === null) return Promise.reject(new Error('search needs a non-empty query'));
  return callEndpoint('GET /search', {
    query: {
      query: q,
      type: type ?? undefined,
      continuationToken: continuationToken ?? undefined,
      limit,
      priority: token ? true : undefined,
    },
    token,
    signal,
  });
}

/**
 * The search page (mf-events' `/app/search/:searchType?`) for a query, e.g. from the search box's
 * Enter: `/app/search?query=rooftop%20jazz`.
 */
export function searchPagePath(text: string, type?: SearchType | null): string {
  const q = searchQueryOf(text) ?? '';
  const base = type ? `/app/search/${type}` : '/app/search';
  return q ? `${base}?query=${encodeURIComponent(q)}` : base;
}
