import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { sampleEvent } from '../testing/fixtures';
import { getEvent, getFeedPage } from './events-api';

afterEach(() => configureApi());

describe('events api', () => {
  it('getEvent asks by id, with the token when given', async () => {
    const fetch = createFakeFetch(okReply({ event: sampleEvent('e1') }));
    configureApi({ fetch });
    await expect(getEvent('e1', 'tok')).resolves.toMatchObject({ id: 'e1' });
    expect(fetch.calls[0]?.url).toBe('/v2/events/?eventId=e1');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('getFeedPage sends paging and the computed-fields switch', async () => {
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

  it('getFeedPage leaves out what is not given', async () => {
    const fetch = createFakeFetch(
      okReply({ events: [], pagination: { continuationToken: null, hasMoreItems: false } }),
    );
    configureApi({ fetch });
    await getFeedPage();
    expect(fetch.calls[0]?.url).toBe('/v2/events/feed');
    expect(fetch.calls[0]?.headers).not.toHaveProperty('X-Exclude-Computed-Fields');
  });
});
