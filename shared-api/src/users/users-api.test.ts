import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, errorReply, okReply } from '../testing/fake-fetch';
import { sampleUser } from '../testing/fixtures';
import { createUser, getMe, userExists } from './users-api';

afterEach(() => configureApi());

describe('users api', () => {
  it('getMe reads the caller with the token', async () => {
    const fetch = createFakeFetch(okReply({ user: sampleUser() }));
    configureApi({ fetch });
    await expect(getMe('tok')).resolves.toEqual(sampleUser());
    expect(fetch.calls[0]).toMatchObject({ url: '/v2/users/', method: 'GET' });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('getMe rejects user_not_found before sign-up is done', async () => {
    configureApi({ fetch: createFakeFetch(errorReply(404, 'user_not_found', 'No user')) });
    await expect(getMe('tok')).rejects.toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('createUser posts the input', async () => {
    const fetch = createFakeFetch(okReply({ user: sampleUser() }, 201));
    configureApi({ fetch });
    await createUser('tok', { name: 'Ada Lovelace', gender: 'female' });
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: '/v2/users/',
      body: { name: 'Ada Lovelace', gender: 'female' },
    });
  });

  it('userExists unwraps the flag', async () => {
    const fetch = createFakeFetch(okReply({ exists: false }));
    configureApi({ fetch });
    await expect(userExists('tok')).resolves.toBe(false);
    expect(fetch.calls[0]?.url).toBe('/v2/users/exists');
  });
});
