import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../testing/fixtures';
import { mergeFeedPages, nextFeedCursor } from './feed-pages';
import type { LoadedFeedPage } from './feed-pages';

function page(cursor: string | null, ids: string[], next: string | null): LoadedFeedPage {
  return {
    cursor,
    events: ids.map((id) => sampleEvent(id)),
    pagination: { continuationToken: next, hasMoreItems: next !== null },
  };
}

const ids = (pages: LoadedFeedPage[]) => mergeFeedPages(pages).events.map((e) => e.id);

describe('mergeFeedPages', () => {
  it('is empty for no pages', () => {
    expect(mergeFeedPages([])).toEqual({
      events: [],
      continuationToken: null,
      hasMoreItems: false,
    });
  });

  it('appends pages in order and reads paging from the last', () => {
    const merged = mergeFeedPages([page(null, ['a', 'b'], 'c1'), page('c1', ['c', 'd'], 'c2')]);
    expect(merged.events.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged).toMatchObject({ continuationToken: 'c2', hasMoreItems: true });
  });

  it('ignores a page fetched twice with the same continuation token', () => {
    expect(
      ids([page(null, ['a'], 'c1'), page('c1', ['b'], 'c2'), page('c1', ['b'], 'c2')]),
    ).toEqual(['a', 'b']);
  });

  it('shows an item once when it appears on two pages', () => {
    expect(ids([page(null, ['a', 'b'], 'c1'), page('c1', ['b', 'c'], null)])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps the first copy of a duplicated item', () => {
    const first = { ...page(null, ['a'], 'c1') };
    const second = page('c1', [], null);
    second.events = [sampleEvent('a', { name: 'later copy' })];
    expect(mergeFeedPages([first, second]).events[0]?.name).toBe('Event a');
  });

  it('says there is no more after the last page', () => {
    expect(mergeFeedPages([page(null, ['a'], null)])).toMatchObject({
      continuationToken: null,
      hasMoreItems: false,
    });
  });
});

describe('nextFeedCursor', () => {
  it('follows the continuation token', () => {
    expect(nextFeedCursor(page(null, ['a'], 'c1'), [null])).toBe('c1');
  });

  it('stops at the last page', () => {
    expect(nextFeedCursor(page('c1', ['a'], null), [null, 'c1'])).toBeUndefined();
    expect(
      nextFeedCursor({ events: [], pagination: { continuationToken: 'c9', hasMoreItems: false } }, [
        null,
      ]),
    ).toBeUndefined();
  });

  it('does not follow a token already fetched (it would loop)', () => {
    expect(nextFeedCursor(page('c1', ['b'], 'c1'), [null, 'c1'])).toBeUndefined();
  });
});
