import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from 'contract';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import {
  mergeNotificationPages,
  notificationsInfiniteQueryOptions,
  type LoadedNotificationPage,
} from './notifications';

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
const viewer = { uid: 'f1', token: 'tok', userId: 'u1' };

afterEach(() => configureApi());

describe('notification pages', () => {
  it('merge in order, each notification once', () => {
    const merged = mergeNotificationPages([
      page(null, ['3', '2'], 'c'),
      page('c', ['2', '1'], null),
    ]);
    expect(merged.map((x) => x.id)).toEqual(['3', '2', '1']);
  });

  it('stop at the last page and never follow a token already fetched', () => {
    const { getNextPageParam } = notificationsInfiniteQueryOptions(viewer);
    const first = page(null, ['2'], 'c');
    expect(getNextPageParam(first, [first], null, [null])).toBe('c');
    expect(getNextPageParam(page('c', ['1'], null), [], 'c', [null, 'c'])).toBeUndefined();
    expect(getNextPageParam(page('c', ['1'], 'c'), [], 'c', [null, 'c'])).toBeUndefined();
  });

  it('are asked with the token and kept under the notifications key', async () => {
    const fetch = createFakeFetch(okReply(page(null, ['1'], null)));
    configureApi({ fetch });
    const options = notificationsInfiniteQueryOptions(viewer, 5);
    expect(options.queryKey).toEqual(['notifications', 'list', 'f1', 5]);
    await new QueryClient().fetchInfiniteQuery(options);
    expect(fetch.calls[0]?.url).toBe('/v2/users/notifications?limit=5');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });
});
