import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, eventKeys } from 'shared-api';
import { createFakeFetch, okReply, sampleEvent } from 'shared-api/testing';
import { feedInfiniteQueryOptions, getFeedPage, restartFeeds, type FeedData } from './feed';

afterEach(() => configureApi());

describe('getFeedPage', () => {
  it('sends paging and the computed-fields switch', async () => {
    const page = {
      events: [sampleEvent('e1')],
      pagination: { continuationToken: 'c2', hasMoreItems: true },
    };
    const fetch = createFakeFetch(okReply(page));
    configureApi({ fetch });
    await expect(
      getFeedPage({ continuationToken: 'c1', limit: 20, excludeComputedFields: true }),
    ).resolves.toEqual(page);
    expect(fetch.calls[0]?.url).toBe('/v2/events/feed?continuationToken=c1&limit=20');
    expect(fetch.calls[0]?.headers['X-Exclude-Computed-Fields']).toBe('true');
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('leaves out what is not given', async () => {
    const fetch = createFakeFetch(
      okReply({ events: [], pagination: { continuationToken: null, hasMoreItems: false } }),
    );
    configureApi({ fetch });
    await getFeedPage();
    expect(fetch.calls[0]?.url).toBe('/v2/events/feed');
    expect(fetch.calls[0]?.headers).not.toHaveProperty('X-Exclude-Computed-Fields');
  });
});

describe('feedInfiniteQueryOptions', () => {
  it("keys under shared-api's eventKeys.feed, by viewer uid and never by token", () => {
    const a = feedInfiniteQueryOptions({ viewer: { uid: 'ada', token: 't1', userId: null } });
    const b = feedInfiniteQueryOptions({ viewer: { uid: 'ada', token: 't2', userId: 'u1' } });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey).toEqual(eventKeys.feed({ viewerUid: 'ada', limit: null, computed: true }));
    const fast = feedInfiniteQueryOptions({ viewer: null, limit: 5, excludeComputedFields: true });
    expect(fast.queryKey).toEqual(eventKeys.feed({ viewerUid: null, limit: 5, computed: false }));
    expect(a.retry).toBe(false);
  });
});

describe('restartFeeds', () => {
  it('trims every cached feed to its first page and asks that page again', async () => {
    const page = (id: string, next: string | null) =>
      okReply({
        events: [sampleEvent(id)],
        pagination: { continuationToken: next, hasMoreItems: next !== null },
      });
    // Each list: a first page handing on to c1, a last page; then the restarted first pages.
    const fetch = createFakeFetch(
      page('a', 'c1'),
      page('b', null),
      page('c', 'c1'),
      page('d', null),
      page('new', 'c1'),
    );
    configureApi({ fetch });
    const client = new QueryClient();
    const visitor = feedInfiniteQueryOptions({ viewer: null });
    const fast = feedInfiniteQueryOptions({ viewer: null, excludeComputedFields: true });
    // Both lists two pages deep, as after scrolling the feed and leaving it.
    for (const options of [visitor, fast]) {
      await client.fetchInfiniteQuery(options);
      const observer = new InfiniteQueryObserver(client, options);
      const stop = observer.subscribe(() => {});
      await observer.fetchNextPage();
      stop();
    }
    // An event's own query sits under the same root and must not be touched.
    client.setQueryData(eventKeys.detail('e1', null), sampleEvent('e1'));
    const before = fetch.calls.length;

    await restartFeeds(client);

    const asked = fetch.calls.slice(before).map((call) => call.url);
    expect(asked).toEqual(['/v2/events/feed', '/v2/events/feed']);
    for (const key of [visitor.queryKey, fast.queryKey]) {
      const data = client.getQueryData<FeedData>(key);
      expect(data?.pages).toHaveLength(1);
      expect(data?.pageParams).toEqual([null]);
      expect(data?.pages[0]?.events.map((event) => event.id)).toEqual(['new']);
    }
    expect(client.getQueryData(eventKeys.detail('e1', null))).toMatchObject({ id: 'e1' });
  });
});
