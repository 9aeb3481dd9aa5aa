import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, userEventKeys } from 'shared-api';
import { createFakeFetch, okReply, sampleEvent } from 'shared-api/testing';
import { getUserEventsPage, userEventsInfiniteQueryOptions } from './user-events';

afterEach(() => configureApi());

const page = {
  events: [sampleEvent('e1')],
  pagination: { continuationToken: null, hasMoreItems: false },
};

describe('getUserEventsPage', () => {
  it('asks the list path with paging and the token', async () => {
    const fetch = createFakeFetch(okReply(page), okReply(page), okReply(page), okReply(page));
    configureApi({ fetch });
    await expect(getUserEventsPage('upcoming', 'tok')).resolves.toEqual(page);
    await getUserEventsPage('liked', 'tok', { continuationToken: 'c1', limit: 5 });
    await getUserEventsPage('hostedPast', 'tok');
    await getUserEventsPage('hosting', 'tok');
    expect(fetch.calls.map((c) => c.url)).toEqual([
      '/v2/users/events',
      '/v2/users/events/liked?continuationToken=c1&limit=5',
      '/v2/users/events/hosted-past',
      '/v2/users/events/hosting',
    ]);
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it("asks for another person's going and hosted lists by userId", async () => {
    const fetch = createFakeFetch(okReply(page), okReply(page));
    configureApi({ fetch });
    await getUserEventsPage('upcoming', 'tok', { userId: 'u2' });
    await getUserEventsPage('hostedPast', 'tok', { userId: 'u2' });
    expect(fetch.calls.map((c) => c.url)).toEqual([
      '/v2/users/events?userId=u2',
      '/v2/users/events/hosted-past?userId=u2',
    ]);
  });
});

describe('userEventsInfiniteQueryOptions', () => {
  it("is kept under shared-api's userEventKeys, which mf-events refreshes", () => {
    const viewer = { uid: 'f1', token: 'tok', userId: 'u1' };
    expect(userEventsInfiniteQueryOptions('liked', viewer, 10).queryKey).toEqual(
      userEventKeys.list('liked', 'f1', 10, null),
    );
  });
});
