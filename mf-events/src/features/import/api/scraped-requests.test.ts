import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { getScrapedRequests, requestScrapedEvent, scrapedRequestKeys } from './scraped-requests';

afterEach(() => configureApi());

const empty = { requests: [], pagination: { continuationToken: null, hasMoreItems: false } };

describe('scraped requests', () => {
  it('posts the request with the token and returns the stored one', async () => {
    const stored = { id: 'r1', url: 'https://x.example/e', intent: 'list', created: true };
    const fetch = createFakeFetch(okReply({ request: stored }, 201));
    configureApi({ fetch });
    const input = { url: 'https://x.example/e', intent: 'list' as const };
    await expect(requestScrapedEvent(input, 'tok')).resolves.toEqual(stored);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: '/v2/events/scraped/request',
      body: input,
    });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('lists one page, sending only the paging it is given', async () => {
    const fetch = createFakeFetch(okReply(empty));
    configureApi({ fetch });
    await getScrapedRequests('tok');
    await getScrapedRequests('tok', { continuationToken: null, limit: 5 });
    await getScrapedRequests('tok', { continuationToken: 'c1' });
    expect(fetch.calls.map((call) => call.url)).toEqual([
      '/v2/events/scraped/request',
      '/v2/events/scraped/request?limit=5',
      '/v2/events/scraped/request?continuationToken=c1',
    ]);
  });

  it('keys every page size of a viewer under one prefix, which a new request refreshes', () => {
    expect(scrapedRequestKeys.page('ada', 20).slice(0, 2)).toEqual(scrapedRequestKeys.mine('ada'));
    expect(scrapedRequestKeys.mine('ada')).toEqual(['scraped-requests', { viewer: 'ada' }]);
  });
});
