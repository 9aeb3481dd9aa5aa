import { describe, expect, it } from 'vitest';
import { nextPageCursor, nextPageParam } from './next-page';

const page = (continuationToken: string | null, hasMoreItems = continuationToken !== null) => ({
  pagination: { continuationToken, hasMoreItems },
});

describe('nextPageCursor', () => {
  it('follows the token while there are more items', () => {
    expect(nextPageCursor(page('c'), [null])).toBe('c');
  });

  it('ends at the last page', () => {
    expect(nextPageCursor(page(null), [null])).toBeUndefined();
    expect(nextPageCursor(page('c', false), [null])).toBeUndefined();
    expect(nextPageCursor(page('', true), [null])).toBeUndefined();
  });

  it('ends rather than loop on a token already fetched', () => {
    expect(nextPageCursor(page('c'), [null, 'c'])).toBeUndefined();
  });
});

describe('nextPageParam', () => {
  it("is getNextPageParam's shape over the fetched cursors", () => {
    expect(nextPageParam(page('c'), [], null, [null])).toBe('c');
    expect(nextPageParam(page('c'), [], 'c', [null, 'c'])).toBeUndefined();
  });
});
