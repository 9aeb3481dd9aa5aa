import type { SearchType } from 'contract';

export interface SearchTab {
  /** Null: every type. */
  type: SearchType | null;
  label: string;
}

export const SEARCH_TABS: readonly SearchTab[] = [
  { type: null, label: 'All' },
  { type: 'event', label: 'Events' },
  { type: 'user', label: 'People' },
  { type: 'organization', label: 'Organizations' },
];

const ALIASES: Record<string, SearchType> = {
  event: 'event',
  events: 'event',
  user: 'user',
  users: 'user',
  organization: 'organization',
  organizations: 'organization',
};

/**
 * The tab a `/app/search/:searchType?` segment names. The shell's links use the API's singular
 * names (`/app/search/event`); plurals are read too, and anything else (or `all`) is every type.
 */
export function searchTypeOf(segment: string | undefined): SearchType | null {
  return (segment && ALIASES[segment.toLowerCase()]) || null;
}
