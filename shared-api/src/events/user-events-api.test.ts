import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { sampleEvent } from '../testing/fixtures';
import { getUserEventsPage } from './user-events-api';

afterEach(() => configureApi());

describe('getUserEventsPage', () => {
  it('asks the list path with paging and the token', async () => {
    const page = {
      events: [sampleEvent('e1')],
      pagination: { continuationToken: null, hasMoreItems: false },
    };
    const fetch = createFakeFetch(okReply(page), okReply(page), okReply(page));
    configureApi({ fetch });
    await expect(getUserEventsPage('upcoming', 'tok')).resolves.toEqual(page);
    await getUserEventsPage('liked', 'tok', { continuationToken: 'c1', limit: 5 });
    await getUserEventsPage('hostedPast', 'tok');
    expect(fetch.calls.map((c) => c.url)).toEqual([
      '/v2/users/events',
      '/v2/users/events/liked?continuationToken=c1&limit=5',
      '/v2/users/events/hosted-past',
    ]);
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });
});
