import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { getMyReceipts, receiptsQueryOptions } from './receipts';

afterEach(() => configureApi());

describe('receipts api', () => {
  it('reads a page with the token, and the next one with its continuation token', async () => {
    const page = { receipts: [], pagination: { continuationToken: null, hasMoreItems: false } };
    const fetch = createFakeFetch(okReply(page), okReply(page));
    configureApi({ fetch });
    await expect(getMyReceipts('tok')).resolves.toEqual(page);
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', url: '/v2/users/receipts' });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
    await getMyReceipts('tok', { continuationToken: 'abc', limit: 5 });
    expect(fetch.calls[1]?.url).toBe('/v2/users/receipts?continuationToken=abc&limit=5');
  });

  it('never follows a continuation token already fetched', () => {
    const { getNextPageParam, queryKey } = receiptsQueryOptions({
      uid: 'f1',
      token: 'tok',
      userId: 'u1',
    });
    expect(queryKey).toEqual(['receipts', { viewer: 'f1' }, null]);
    const page = (next: string | null) => ({
      receipts: [],
      pagination: { continuationToken: next, hasMoreItems: next !== null },
    });
    expect(getNextPageParam(page('c'), [], null, [null])).toBe('c');
    expect(getNextPageParam(page('c'), [], 'c', [null, 'c'])).toBeUndefined();
    expect(getNextPageParam(page(null), [], 'c', [null, 'c'])).toBeUndefined();
  });
});
