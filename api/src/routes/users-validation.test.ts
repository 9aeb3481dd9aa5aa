import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

// Pinned so the age rules are exact: on this day, born 2013-06-15 is 13 years old.
const TODAY = new Date('2026-06-15T12:00:00Z');

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => TODAY });
});
afterAll(() => api?.close());

describe('POST /v2/users/ validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', {}, 'name', 'name is required'],
    ['a blank name', { name: '   ' }, 'name', 'name is required'],
    ['a long name', { name: 'x'.repeat(51) }, 'name', 'name must be at most 50 characters long'],
    ['a name that is not text', { name: 42 }, 'name', 'name must be a string'],
    [
      'a name with a line break',
      { name: 'Ada\nLovelace' },
      'name',
      'name cannot contain line breaks or control characters',
    ],
    [
      'a short username',
      { name: 'A', username: 'ab' },
      'username',
      'username must be 3–30 characters long',
    ],
    [
      'a long username',
      { name: 'A', username: 'a'.repeat(31) },
      'username',
      'username must be 3–30 characters long',
    ],
    [
      'a username with spaces',
      { name: 'A', username: 'ada lovelace' },
      'username',
      "username can only contain letters, digits, '_' and '.'",
    ],
    [
      'a birthday in another format',
      { name: 'A', birthday: '04/02/1990' },
      'birthday',
      'birthday must be a date in the form YYYY-MM-DD',
    ],
    [
      'a birthday that does not exist',
      { name: 'A', birthday: '1990-02-30' },
      'birthday',
      'birthday must be a real date in the form YYYY-MM-DD',
    ],
    [
      'a 12-year-old',
      { name: 'A', birthday: '2013-06-16' },
      'birthday',
      'You must be at least 13 years old',
    ],
    [
      'a future birthday',
      { name: 'A', birthday: '2030-01-01' },
      'birthday',
      'You must be at least 13 years old',
    ],
    [
      'a 121-year-old',
      { name: 'A', birthday: '1905-06-14' },
      'birthday',
      'birthday cannot be more than 120 years ago',
    ],
    [
      'an unknown gender',
      { name: 'A', gender: 'robot' },
      'gender',
      'gender must be one of: female, male, nonbinary, other, prefer_not_to_say',
    ],
    [
      'an Instagram URL',
      { name: 'A', instagram: 'https://instagram.com/ada' },
      'instagram',
      "instagram must be an Instagram handle: up to 30 letters, digits, '_' or '.'",
    ],
    [
      'a long bio',
      { name: 'A', bio: 'b'.repeat(301) },
      'bio',
      'bio must be at most 300 characters long',
    ],
    [
      'a photo that is not a URL',
      {
        name: 'A',
        photo: { urls: { small: 'javascript:alert(1)', large: 'https://x.example/l.jpg' } },
      },
      'photo.urls.small',
      'photo.urls.small must be an http(s) URL or an uploaded image path (/v2/images/files/…)',
    ],
    [
      'a photo on another site',
      {
        name: 'A',
        photo: { urls: { small: 'https://x.example/s.jpg', large: 'https://x.example/l.jpg' } },
      },
      'photo',
      'photo must be an image uploaded to this app (POST /v2/images/)',
    ],
    [
      'a photo path that is not a stored image name',
      {
        name: 'A',
        photo: { urls: { small: '/v2/images/files/other.png', large: '/v2/images/files/x.webp' } },
      },
      'photo',
      'photo must be an image uploaded to this app (POST /v2/images/)',
    ],
    [
      'a photo without sizes',
      { name: 'A', photo: { urls: { small: 'https://x.example/s.jpg' } } },
      'photo.urls.large',
      'photo.urls.large is required',
    ],
  ];

  it.each(cases)('rejects %s with a 400 naming the field', async (_, body, field, message) => {
    const auth = await api.signIn();
    const res = await api.request('/v2/users/', { token: auth.idToken, json: body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'invalid_request', message, details: { field } } });
  });

  it('refuses a photo on another site when editing a profile, and keeps the old one', async () => {
    const { auth } = await api.createUser({ name: 'Kept Photo' });
    const res = await api.request('/v2/users/', {
      method: 'PATCH',
      token: auth.idToken,
      json: { photo: { urls: { small: 'https://t.example/s.gif', large: 'https://t.example/l' } } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ field: 'photo' });
    const me = await api.request('/v2/users/', { token: auth.idToken });
    expect(me.body.data.user.profileImage ?? null).toBeNull();
  });

  it('accepts the age bounds exactly: 13 today, and 120', async () => {
    const thirteen = await api.createUser({ name: 'Just Thirteen', birthday: '2013-06-15' });
    expect(thirteen.user.birthday).toBe('2013-06-15');
    const old = await api.createUser({ name: 'Very Old', birthday: '1906-06-15' });
    expect(old.user.birthday).toBe('1906-06-15');
  });
});
