import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { search, searchPagePath, searchQueryOf } from './search-api';

const emptyPage = {
  events: [],
  users: [],
  organizations: [],
  pagination: { continuationToken: null, hasMoreItems: false },
};

afterEach(() => configureApi());

describe('search api', () => {
  it('treats blank text as nothing to search for', () => {
    expect(searchQueryOf('')).toBeNull();
    expect(searchQueryOf('  \t ')).toBeNull();
    expect(searchQueryOf('  jazz ')).toBe('jazz');
  });

  it('never sends an empty query', async () => {
    const fetch = createFakeFetch(okReply(emptyPage));
    configureApi({ fetch });
    await expect(search({ query: '   ' })).rejects.toThrow('non-empty');
    expect(fetch.calls).toHaveLength(0);
  });

  it('sends the trimmed query, anonymous without priority', async () => {
    const fetch = createFakeFetch(okReply(emptyPage));
    configureApi({ fetch });
    await search({ query: ' rooftop jazz ', limit: 5 });
    expect(fetch.calls[0]?.url).toBe('/v2/search?query=rooftop+jazz&limit=5');
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('signed in: sends the token and priority=true, with type and paging', async () => {
    const fetch = createFakeFetch(okReply(emptyPage));
    configureApi({ fetch });
    await search({ query: 'jazz', type: 'user', continuationToken: 'c2', token: 'tok' });
    const url = new URL(fetch.calls[0]!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'jazz',
      type: 'user',
      continuationToken: 'c2',
      priority: 'true',
    });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });
});

describe('searchPagePath', () => {
  it('puts the trimmed query in the search page URL', () => {
    expect(searchPagePath(' rooftop jazz ')).toBe('/app/search?query=rooftop%20jazz');
    expect(searchPagePath('a&b', 'user')).toBe('/app/search/user?query=a%26b');
    expect(searchPagePath('  ')).toBe('/app/search');
  });
});
