import { paths } from 'shared-api';
import type { SearchPreviewState } from './api/search-preview';
import { truncateName } from 'shared-ui';

/** One choosable row of the search box's listbox. */
export interface SearchOption {
  id: string;
  kind: 'recent' | 'event' | 'user' | 'organization';
  label: string;
  detail?: string;
  /** Where choosing it goes; a recent search goes to the search page instead. */
  href?: string;
}

export interface SearchOptionGroup {
  id: string;
  label: string;
  options: SearchOption[];
}

/**
 * What the listbox offers: the recent searches while nothing is typed, the capped preview once
 * results are in, nothing in between (the status line says "Loading..." or "No results found").
 */
export function searchOptionGroups(
  text: string,
  preview: SearchPreviewState,
  recents: readonly string[],
): SearchOptionGroup[] {
  if (text.trim() === '') {
    if (recents.length === 0) return [];
    return [
      {
        id: 'recent',
        label: 'Recent searches',
        options: recents.map((r, i) => ({ id: `recent-${i}`, kind: 'recent', label: r })),
      },
    ];
  }
  if (preview.status !== 'success') return [];
  const { events, users, organizations } = preview.preview;
  const groups: SearchOptionGroup[] = [
    {
      id: 'events',
      label: 'Events',
      options: events.map((e) => ({
        id: `event-${e.id}`,
        kind: 'event',
        label: e.name,
        detail: e.location?.address
          ? `${e.location.address.city}, ${e.location.address.state}`
          : undefined,
        href: paths.event(e.id),
      })),
    },
    {
      id: 'users',
      label: 'People',
      options: users.map((u) => ({
        id: `user-${u.id}`,
        kind: 'user',
        label: truncateName(u.displayName),
        detail: `@${truncateName(u.username)}`,
        href: paths.user(u.id),
      })),
    },
    {
      id: 'organizations',
      label: 'Organizations',
      options: organizations.map((o) => ({
        id: `org-${o.id}`,
        kind: 'organization',
        label: truncateName(o.name),
        detail: o.isVerified ? 'Verified' : undefined,
        href: paths.org(o.id),
      })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}
