import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createFakeFetch, errorReply, okReply } from 'shared-api';
import { fetchUnreadCount } from './use-unread-count';

const viewer = { uid: 'f1', token: 'tok', userId: 'u1' };

afterEach(() => configureApi());

describe('fetchUnreadCount', () => {
  it('is the length of the first loaded list, asked with the token', async () => {
    const fetch = createFakeFetch(
      okReply({
        notification: Array.from({ length: 120 }, (_, i) => ({ id: i })),
        pagination: { continuationToken: 'c2', hasMoreItems: true },
      }),
    );
    configureApi({ fetch });
    await expect(fetchUnreadCount(viewer)).resolves.toBe(120);
    expect(fetch.calls[0]?.url).toBe('/v2/users/notifications');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('is null (no badge) while the API has no notifications endpoint', async () => {
    configureApi({ fetch: createFakeFetch(errorReply(404, 'not_found', 'Not found')) });
    await expect(fetchUnreadCount(viewer)).resolves.toBeNull();
  });
});
