import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { campusSearchQueryOptions, searchCampuses } from './campus-search';

afterEach(() => configureApi());

const page = (next: string | null) => ({
  campuses: [],
  pagination: { continuationToken: next, hasMoreItems: next !== null },
});

describe('campus search', () => {
  it('asks without a token, leaving out what is not given', async () => {
    const fetch = createFakeFetch(okReply(page(null)), okReply(page(null)));
    configureApi({ fetch });
    await searchCampuses('stan');
    await searchCampuses('stan', { continuationToken: 'c2', limit: 5 });
    expect(fetch.calls.map((c) => c.url)).toEqual([
      '/v2/campuses/?query=stan',
      '/v2/campuses/?query=stan&continuationToken=c2&limit=5',
    ]);
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('pages on, but never to a token already fetched', () => {
    const { getNextPageParam, queryKey } = campusSearchQueryOptions('stan');
    expect(queryKey).toEqual(['campuses', 'search', 'stan', null]);
    expect(getNextPageParam(page('c'), [], null, [null])).toBe('c');
    expect(getNextPageParam(page('c'), [], 'c', [null, 'c'])).toBeUndefined();
    expect(getNextPageParam(page(null), [], 'c', [null, 'c'])).toBeUndefined();
  });
});
