import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import type { PhoneUser } from '../../test/firebase-phone-user';

let api: TestApi;
let signedInWithoutRecord: PhoneUser;
let member: PhoneUser;

beforeAll(async () => {
  api = await startTestApi();
  [signedInWithoutRecord, { auth: member }] = await Promise.all([
    api.signIn(),
    api.createUser({ name: 'Access Tester' }),
  ]);
});
afterAll(() => api?.close());

/** An unsigned token shaped like the emulator's, with chosen claims (the emulator accepts alg none). */
function craftToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: 'https://securetoken.google.com/demo-events',
    aud: 'demo-events',
    sub: 'crafted-user',
    user_id: 'crafted-user',
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3600,
    phone_number: '+15550100000',
    firebase: { identities: {}, sign_in_provider: 'phone' },
    ...claims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

const NO_TOKEN = { code: 'unauthenticated', message: 'No token provided' };
const BAD_TOKEN = { code: 'unauthenticated', message: 'Invalid or expired token' };

describe("'token' routes", () => {
  it('answer 401 No token provided without an Authorization header', async () => {
    const res = await api.request('/v2/users/exists');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: NO_TOKEN });
  });

  it("treat 'Bearer' with nothing after it as no token", async () => {
    const res = await api.request('/v2/users/exists', { headers: { authorization: 'Bearer ' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(NO_TOKEN);
  });

  it.each([
    ['garbage', 'Bearer not-a-jwt'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    [
      'expired',
      `Bearer ${craftToken({ exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 7200, auth_time: Math.floor(Date.now() / 1000) - 7200 })}`,
    ],
    [
      'for another project',
      `Bearer ${craftToken({ aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' })}`,
    ],
  ])('answer 401 Invalid or expired token for a %s token', async (_, authorization) => {
    const res = await api.request('/v2/users/exists', { headers: { authorization } });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(BAD_TOKEN);
  });

  it('accept a real emulator token whose user has no record yet', async () => {
    const res = await api.request('/v2/users/exists', { token: signedInWithoutRecord.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { exists: false } });
  });

  it('check the token before reading the body', async () => {
    const res = await api.request('/v2/users/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(NO_TOKEN);
  });
});

describe("'user' routes", () => {
  it('answer 404 user_not_found / No user when the token has no user record', async () => {
    const res = await api.request('/v2/users/', {
      method: 'PATCH',
      token: signedInWithoutRecord.idToken,
      json: { bio: 'hello' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'user_not_found', message: 'No user' } });
  });

  it('answer 401 without a token', async () => {
    const res = await api.request('/v2/users/', { method: 'PATCH', json: { bio: 'hello' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(NO_TOKEN);
  });

  it('let a user with a record through', async () => {
    const res = await api.request('/v2/users/', {
      method: 'PATCH',
      token: member.idToken,
      json: {},
    });
    expect(res.status).toBe(200);
  });
});

describe("'optional' routes", () => {
  it('serve anonymous callers', async () => {
    const res = await api.request('/v2/events/feed');
    expect(res.status).toBe(200);
  });

  it('serve signed-in callers', async () => {
    const res = await api.request('/v2/events/feed', { token: member.idToken });
    expect(res.status).toBe(200);
  });

  it('reject a token that does not verify rather than ignoring it', async () => {
    const res = await api.request('/v2/events/feed', { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(BAD_TOKEN);
  });
});

describe("'public' routes", () => {
  it('ignore the Authorization header entirely', async () => {
    const res = await api.request('/v2/health', { token: 'not-a-jwt' });
    expect(res.status).toBe(200);
  });
});
