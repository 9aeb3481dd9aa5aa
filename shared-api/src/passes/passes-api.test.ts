import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { getMyPass, getMyPassEvents } from './passes-api';

afterEach(() => configureApi());

describe('passes', () => {
  it('lists the caller passes by event with the token', async () => {
    const groups = [{ event: { id: 'e1' }, passes: [{ id: 'p1' }] }];
    const fetch = createFakeFetch(okReply({ events: groups }));
    configureApi({ fetch });
    await expect(getMyPassEvents('tok')).resolves.toEqual(groups);
    expect(fetch.calls[0]?.url).toBe('/v2/users/pass/events');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('fetches one pass by id', async () => {
    const fetch = createFakeFetch(okReply({ pass: { id: 'p1' } }));
    configureApi({ fetch });
    await expect(getMyPass('p1', 'tok')).resolves.toEqual({ id: 'p1' });
    expect(fetch.calls[0]?.url).toBe('/v2/users/pass?passId=p1');
  });
});
