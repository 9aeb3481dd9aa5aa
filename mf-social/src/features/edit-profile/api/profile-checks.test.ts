import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { instagramTaken, profileCheckKeys, usernameExists } from './profile-checks';

afterEach(() => configureApi());

describe('profile checks', () => {
  it('usernameExists asks without a token and reads { exists }', async () => {
    const fetch = createFakeFetch(okReply({ exists: true }));
    configureApi({ fetch });
    await expect(usernameExists('ada.l')).resolves.toBe(true);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      url: '/v2/users/username/exists?username=ada.l',
    });
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
  });

  it("instagramTaken sends the caller's token, so their own handle does not count", async () => {
    const fetch = createFakeFetch(okReply({ taken: false }));
    configureApi({ fetch });
    await expect(instagramTaken('@ada', 'tok')).resolves.toBe(false);
    expect(fetch.calls[0]?.url).toBe('/v2/users/instagram?instagram=%40ada');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('keeps its answers under the users key, so a profile change refreshes them', () => {
    expect(profileCheckKeys.username('ada')).toEqual(['users', 'username-exists', 'ada']);
    expect(profileCheckKeys.instagram('ada', 'f1')).toEqual([
      'users',
      'instagram-taken',
      'ada',
      { viewer: 'f1' },
    ]);
  });
});
