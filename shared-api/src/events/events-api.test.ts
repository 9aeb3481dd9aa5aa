import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { sampleEvent } from '../testing/fixtures';
import { getEvent } from './events-api';

afterEach(() => configureApi());

describe('events api', () => {
  it('getEvent asks by id, with the token when given', async () => {
    const fetch = createFakeFetch(okReply({ event: sampleEvent('e1') }));
    configureApi({ fetch });
    await expect(getEvent('e1', 'tok')).resolves.toMatchObject({ id: 'e1' });
    expect(fetch.calls[0]?.url).toBe('/v2/events/?eventId=e1');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });
});
