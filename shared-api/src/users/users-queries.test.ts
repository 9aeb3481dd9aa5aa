import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { samplePublicUser } from '../testing/fixtures';
import { userKeys, userQueryOptions } from './users-queries';

const viewer = { uid: 'firebase-ada', token: 'tok', userId: 'u1' };

afterEach(() => configureApi());

describe('userQueryOptions', () => {
  it("fetches someone else's profile without the token, in one cache entry for all viewers", async () => {
    const fetch = createFakeFetch(okReply({ user: samplePublicUser({ id: 'u2' }) }));
    configureApi({ fetch });
    const options = userQueryOptions('u2', viewer);
    expect(options.queryKey).toEqual(userKeys.detail('u2', null));
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
