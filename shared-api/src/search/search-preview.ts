/** The search box's live preview (SPEC §5, §9): a few of each type, pure. */
import type { SearchPage } from 'contract';

export const SEARCH_DEBOUNCE_MS = 300;
export const PREVIEW_LIMITS = { events: 3, users: 5, organizations: 3 } as const;

export type SearchPreview = Pick<SearchPage, 'events' | 'users' | 'organizations'>;

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
