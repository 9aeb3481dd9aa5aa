import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply, samplePublicUser } from 'shared-api/testing';
import { getUser, userKeys, userQueryOptions } from './users';

const viewer = { uid: 'firebase-ada', token: 'tok', userId: 'u1' };

afterEach(() => configureApi());

describe('getUser', () => {
  it('asks by id and sends no token for a public view', async () => {
    const fetch = createFakeFetch(okReply({ user: samplePublicUser({ id: 'u 2' }) }));
    configureApi({ fetch });
    await expect(getUser('u 2')).resolves.toMatchObject({ id: 'u 2' });
    expect(fetch.calls[0]?.url).toBe('/v2/users/?userId=u+2');
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
  });
});

describe('userQueryOptions', () => {
  it("fetches someone else's profile without the token, in one cache entry for all viewers", async () => {
    const fetch = createFakeFetch(okReply({ user: samplePublicUser({ id: 'u2' }) }));
    configureApi({ fetch });
    const options = userQueryOptions('u2', viewer);
    expect(options.queryKey).toEqual(['users', 'detail', 'u2', { viewer: null }]);
    expect(userQueryOptions('u2', null).queryKey).toEqual(options.queryKey);

    await new QueryClient().fetchQuery(options);
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('fetches one’s own profile with the token, keyed by the viewer', async () => {
    const fetch = createFakeFetch(okReply({ user: samplePublicUser({ id: 'u1' }) }));
    configureApi({ fetch });
    const options = userQueryOptions('u1', viewer);
    expect(options.queryKey).toEqual(userKeys.detail('u1', 'firebase-ada'));

    await new QueryClient().fetchQuery(options);
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });
});
