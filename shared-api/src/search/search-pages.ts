/** Paged search results ("load more"), pure: pages append, an item seen twice is shown once. */
import type { SearchPage } from 'contract';
import { nextPageCursor } from '../http/next-page';

export interface LoadedSearchPage extends SearchPage {
  /** The token this page was requested with; null for the first. */
  cursor: string | null;
}

export type SearchList = Omit<SearchPage, 'pagination'> & { hasMoreItems: boolean };

function unique<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

export function mergeSearchPages(pages: readonly LoadedSearchPage[]): SearchList {
  const seenCursors = new Set<string | null>();
  const kept = pages.filter((p) =>
    seenCursors.has(p.cursor) ? false : (seenCursors.add(p.cursor), true),
  );
  return {
    events: unique(kept.flatMap((p) => p.events)),
    users: unique(kept.flatMap((p) => p.users)),
    organizations: unique(kept.flatMap((p) => p.organizations)),
    hasMoreItems: kept.at(-1)?.pagination.hasMoreItems ?? false,
  };
}

/** The next token, or undefined at the end (or when the server hands back one already used). */
export function nextSearchCursor(
  lastPage: SearchPage,
  fetched: readonly (string | null)[],
): string | undefined {
  return nextPageCursor(lastPage, fetched);
}
