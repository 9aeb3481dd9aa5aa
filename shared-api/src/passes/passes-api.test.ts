import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../http/fake-fetch';
import { getMyPass, getMyPasses } from './passes-api';

afterEach(() => configureApi());

describe('passes', () => {
  it('lists the caller passes with the token', async () => {
    const fetch = createFakeFetch(okReply({ passes: [{ id: 'p1' }] }));
    configureApi({ fetch });
    await expect(getMyPasses('tok')).resolves.toEqual([{ id: 'p1' }]);
    expect(fetch.calls[0]?.url).toBe('/v2/users/pass');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('fetches one pass by id', async () => {
    const fetch = createFakeFetch(okReply({ pass: { id: 'p1' } }));
    configureApi({ fetch });
    await expect(getMyPass('p1', 'tok')).resolves.toEqual({ id: 'p1' });
    expect(fetch.calls[0]?.url).toBe('/v2/users/pass?passId=p1');
  });
});
