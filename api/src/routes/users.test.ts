import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

const OUR_PHOTO = {
  urls: {
    small: '/v2/images/files/0b7a3c1e-1111-4222-8333-444455556666-small.webp',
    large: '/v2/images/files/0b7a3c1e-1111-4222-8333-444455556666-large.webp',
  },
};

// Pinned so the age rules are exact: on this day, born 2013-06-15 is 13 years old.
const TODAY = new Date('2026-06-15T12:00:00Z');

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => TODAY });
});
afterAll(() => api?.close());

const PRIVATE_FIELDS = ['phone', 'birthday', 'gender'];

describe('POST /v2/users/', () => {
  it('creates the caller, with the phone from the token and a username from the name', async () => {
    const auth = await api.signIn();
    const before = await api.request('/v2/users/exists', { token: auth.idToken });
    expect(before.body).toEqual({ data: { exists: false } });

    const startedAt = Math.floor(Date.now() / 1000);
    const res = await api.request('/v2/users/', {
      token: auth.idToken,
      json: {
        name: '  Zoë Saldaña ',
        birthday: '1990-04-02',
        gender: 'female',
        instagram: '@zoe.s',
        bio: ' Actor. ',
        photo: OUR_PHOTO,
      },
    });
    expect(res.status).toBe(201);
    const user = res.body.data.user;
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'zoe.saldana',
      displayName: 'Zoë Saldaña',
      name: 'Zoë Saldaña',
      profileImage: OUR_PHOTO,
      bio: 'Actor.',
      instagram: 'zoe.s',
      createdAt: expect.any(Number),
      phone: auth.phoneNumber,
      birthday: '1990-04-02',
      gender: 'female',
      campus: null,
    });
    expect(Number.isInteger(user.createdAt)).toBe(true);
    expect(user.createdAt).toBeGreaterThanOrEqual(startedAt - 5);

    const after = await api.request('/v2/users/exists', { token: auth.idToken });
    expect(after.body).toEqual({ data: { exists: true } });
  });

  it('fills optional fields with null when they are absent', async () => {
    const { user } = await api.createUser({ name: 'Minimal Person' });
    expect(user).toMatchObject({
      bio: null,
      instagram: null,
      profileImage: null,
      birthday: null,
      gender: null,
    });
  });

  it('answers 409 user_exists when the caller already has a record', async () => {
    const { auth } = await api.createUser({ name: 'Twice Created' });
    const res = await api.request('/v2/users/', { token: auth.idToken, json: { name: 'Again' } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('user_exists');
  });

  it('generates distinct usernames for people with the same name', async () => {
    const [a, b, c] = await Promise.all([
      api.createUser({ name: 'Ada Lovelace' }),
      api.createUser({ name: 'Ada Lovelace' }),
      api.createUser({ name: 'Ada Lovelace' }),
    ]);
    const usernames = [a.user.username, b.user.username, c.user.username];
    expect(new Set(usernames).size).toBe(3);
    for (const username of usernames) expect(username).toMatch(/^ada\.lovelace\d{0,4}$/);
  });

  it('stores a chosen username in lower case, and answers 409 when it is taken', async () => {
    const first = await api.createUser({ name: 'First', username: 'Taken.Name' });
    expect(first.user.username).toBe('taken.name');

    const auth = await api.signIn();
    const res = await api.request('/v2/users/', {
      token: auth.idToken,
      json: { name: 'Second', username: 'taken.name' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'The username taken.name is already taken',
      details: { field: 'username' },
    });
    const exists = await api.request('/v2/users/exists', { token: auth.idToken });
    expect(exists.body.data.exists).toBe(false);
  });

  it('never takes the phone from the body', async () => {
    const auth = await api.signIn();
    const res = await api.request('/v2/users/', {
      token: auth.idToken,
      json: { name: 'Sneaky', phone: '+15550000000' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message: 'phone is not an accepted field',
      details: { field: 'phone' },
    });
  });
});

describe('GET /v2/users/', () => {
  it('returns the caller’s own full record without userId, or with their own id', async () => {
    const { auth, user } = await api.createUser({
      name: 'Own View',
      birthday: '2000-01-01',
      gender: 'other',
    });
    const implicit = await api.request('/v2/users/', { token: auth.idToken });
    expect(implicit.status).toBe(200);
    expect(implicit.body).toEqual({ data: { user } });
    const explicit = await api.request(`/v2/users/?userId=${user.id}`, { token: auth.idToken });
    expect(explicit.body).toEqual({ data: { user } });
  });

  it('returns only the public view of someone else, signed in or not', async () => {
    const { user: other } = await api.createUser({
      name: 'Private Person',
      birthday: '1999-09-09',
      gender: 'male',
      bio: 'Hi',
    });
    const { auth: viewer } = await api.createUser({ name: 'Viewer' });
    for (const token of [undefined, viewer.idToken]) {
      const res = await api.request(`/v2/users/?userId=${other.id}`, { token });
      expect(res.status).toBe(200);
      const shown = res.body.data.user;
      for (const field of PRIVATE_FIELDS) expect(shown).not.toHaveProperty(field);
      expect(shown).toEqual({
        id: other.id,
        username: other.username,
        displayName: 'Private Person',
        name: 'Private Person',
        profileImage: null,
        bio: 'Hi',
        instagram: null,
        createdAt: other.createdAt,
        campus: null,
      });
    }
  });

  it('answers 404 not_found for an unknown or malformed id, never a 500', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await api.request(`/v2/users/?userId=${encodeURIComponent(userId)}`);
      expect(res.status, userId).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'User not found' });
    }
  });

  it('needs a signed-in user when userId is absent', async () => {
    const anonymous = await api.request('/v2/users/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('No token provided');

    const noRecord = await api.signIn();
    const res = await api.request('/v2/users/', { token: noRecord.idToken });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'user_not_found', message: 'No user' });
  });
});

describe('PATCH /v2/users/', () => {
  it('updates the given fields, clears fields sent as null, and leaves the rest', async () => {
    const { auth, user } = await api.createUser({
      name: 'Patch Me',
      bio: 'Old bio',
      instagram: 'old_handle',
      gender: 'male',
    });
    const res = await api.request('/v2/users/', {
      method: 'PATCH',
      token: auth.idToken,
      json: { name: ' Patched ', bio: null, birthday: '1995-05-05', gender: 'nonbinary' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual({
      ...user,
      name: 'Patched',
      displayName: 'Patched',
      bio: null,
      birthday: '1995-05-05',
      gender: 'nonbinary',
    });
    const reread = await api.request('/v2/users/', { token: auth.idToken });
    expect(reread.body.data.user).toEqual(res.body.data.user);
  });

  it('returns the record unchanged for an empty patch', async () => {
    const { auth, user } = await api.createUser({ name: 'Unchanged' });
    const res = await api.request('/v2/users/', { method: 'PATCH', token: auth.idToken, json: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual(user);
  });

  it('changes the username, keeps it when unchanged, and answers 409 for a taken one', async () => {
    const { user: holder } = await api.createUser({ name: 'Holder', username: 'the.holder' });
    const { auth } = await api.createUser({ name: 'Changer' });

    const renamed = await api.request('/v2/users/', {
      method: 'PATCH',
      token: auth.idToken,
      json: { username: 'the_changer' },
    });
    expect(renamed.body.data.user.username).toBe('the_changer');
    const same = await api.request('/v2/users/', {
      method: 'PATCH',
      token: auth.idToken,
      json: { username: 'the_changer' },
    });
    expect(same.status).toBe(200);

    const clash = await api.request('/v2/users/', {
      method: 'PATCH',
      token: auth.idToken,
      json: { username: holder.username },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 'conflict', details: { field: 'username' } });
  });

  it('validates like creation and does not accept a blank name', async () => {
    const { auth } = await api.createUser({ name: 'Validated' });
    const res = await api.request('/v2/users/', {
      method: 'PATCH',
      token: auth.idToken,
      json: { name: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message: 'name is required',
      details: { field: 'name' },
    });
  });
});
