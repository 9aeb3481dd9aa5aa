import { describe, expect, it } from 'vitest';
import type { Notification } from 'contract';
import {
  mergeNotificationPages,
  notificationsInfiniteQueryOptions,
  type LoadedNotificationPage,
} from './friends-queries';

const n = (id: string): Notification => ({
  id,
  kind: 'friend_request',
  createdAt: 1,
  actor: null,
  event: null,
});
const page = (
  cursor: string | null,
  ids: string[],
  next: string | null,
): LoadedNotificationPage => ({
  cursor,
  notifications: ids.map(n),
  pagination: { continuationToken: next, hasMoreItems: next !== null },
});

describe('notification pages', () => {
  it('merge in order, each notification once', () => {
    const merged = mergeNotificationPages([
      page(null, ['3', '2'], 'c'),
      page('c', ['2', '1'], null),
    ]);
    expect(merged.map((x) => x.id)).toEqual(['3', '2', '1']);
  });

  it('stop at the last page and never follow a token already fetched', () => {
    const { getNextPageParam } = notificationsInfiniteQueryOptions({
      uid: 'f1',
      token: 'tok',
      userId: 'u1',
    });
    const first = page(null, ['2'], 'c');
    expect(getNextPageParam(first, [first], null, [null])).toBe('c');
    expect(getNextPageParam(page('c', ['1'], null), [], 'c', [null, 'c'])).toBeUndefined();
    expect(getNextPageParam(page('c', ['1'], 'c'), [], 'c', [null, 'c'])).toBeUndefined();
  });
});
