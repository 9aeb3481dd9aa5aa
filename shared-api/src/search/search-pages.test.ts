import { describe, expect, it } from 'vitest';
import { sampleEvent, samplePublicUser } from '../testing/fixtures';
import { mergeSearchPages, nextSearchCursor, type LoadedSearchPage } from './search-pages';

function page(cursor: string | null, eventIds: string[], next: string | null): LoadedSearchPage {
  return {
    cursor,
    events: eventIds.map((id) => sampleEvent(id)),
    users: [samplePublicUser({ id: 'u1' })],
    organizations: [],
    pagination: { continuationToken: next, hasMoreItems: next !== null },
  };
}

describe('search pages', () => {
  it('appends pages and shows an item or a page seen twice once', () => {
    const list = mergeSearchPages([
      page(null, ['a', 'b'], 'c2'),
      page('c2', ['b', 'c'], 'c3'),
      page('c2', ['b', 'c'], 'c3'),
    ]);
    expect(list.events.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(list.users.map((u) => u.id)).toEqual(['u1']);
    expect(list.hasMoreItems).toBe(true);
  });

  it('stops at the last page and at a token already fetched', () => {
    expect(nextSearchCursor(page(null, [], null), [null])).toBeUndefined();
    expect(nextSearchCursor(page('c2', [], 'c2'), [null, 'c2'])).toBeUndefined();
    expect(nextSearchCursor(page(null, [], 'c2'), [null])).toBe('c2');
  });
});
