/**
 * Money and account calls (declared `checksRevocation` in the contract) refuse a token whose
 * session was revoked or whose account was disabled (at once here; within the revocation window in
 * a started API, `auth/revocation-window.test.ts`); other calls keep accepting it until
 * it expires (at most an hour), which is the trade-off for not asking the provider on every call.
 * (Against the Auth emulator firebase-admin checks revocation on every call anyway, so which calls
 * ask for the check is proven with a recording verifier.)
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { contract, splitEndpointKey, type EndpointName } from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidTokenError, type TokenVerifier } from '../auth/token-verifier';
import type { Database } from '../db/database';
import { signInWithPhone } from '../../test/firebase-phone-user';
import { startTestApi, type TestApi } from '../../test/test-api';
import { buildServer } from '../app/build-server';

let api: TestApi;
const admin = initializeApp({ projectId: 'demo-events' }, `revocation-test-${randomUUID()}`);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
  await deleteApp(admin);
});

const UNKNOWN_EVENT = '00000000-0000-4000-8000-000000000000';
// A checked call that changes nothing here: leaving an event that does not exist is a 404.
const leave = (token: string) =>
  api.request(`/v2/events/leave?eventId=${UNKNOWN_EVENT}`, { method: 'DELETE', token });

/**
 * A user with a number outside the range other test files draw from (+155501…): files share one
 * emulator, and revoking or disabling a number another file also signed in with would break it.
 */
async function isolatedUser(name: string) {
  const phone = `+1555029${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const auth = await signInWithPhone(process.env.FIREBASE_AUTH_EMULATOR_HOST!, phone);
  const created = await api.request('/v2/users/', { json: { name }, token: auth.idToken });
  expect(created.status).toBe(201);
  return auth;
}

describe('a revoked or disabled session', () => {
  it('is refused by money and account calls at once', async () => {
    const auth = await isolatedUser('Revoked Person');
    try {
      expect((await leave(auth.idToken)).status).toBe(404);
      // Revocation is recorded in whole seconds: the token must have been issued before it.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await getAuth(admin).revokeRefreshTokens(auth.uid);

      const refused = await leave(auth.idToken);
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('unauthenticated');
    } finally {
      await getAuth(admin).deleteUser(auth.uid);
    }
  });

  it('of a disabled account is refused the same way', async () => {
    const auth = await isolatedUser('Disabled Person');
    try {
      await getAuth(admin).updateUser(auth.uid, { disabled: true });
      expect((await leave(auth.idToken)).status).toBe(401);
      expect(
        (await api.request('/v2/users/', { method: 'DELETE', token: auth.idToken })).status,
      ).toBe(401);
    } finally {
      await getAuth(admin).deleteUser(auth.uid);
    }
  });
});

const names = Object.keys(contract) as EndpointName[];
const specOf = (
  name: EndpointName,
): { access: string; checksRevocation?: true; movesMoney?: true } => contract[name];

describe('which calls ask for the check', () => {
  it('every call declared checksRevocation does, every other signed-in call does not', async () => {
    const asked: boolean[] = [];
    const verifier: TokenVerifier = {
      async verify(_token, options) {
        asked.push(options?.checkRevoked === true);
        throw new InvalidTokenError('recorded');
      },
    };
    // Refused in onRequest, before the body is read or any handler runs: no database is touched.
    const app = buildServer({ db: {} as Database, verifier });
    // `deploy` takes release tooling's secret, never a person's token: nothing to revoke.
    const signedIn = names.filter((name) => !['public', 'deploy'].includes(specOf(name).access));
    expect(signedIn.length).toBeGreaterThan(50);
    for (const name of signedIn) {
      const { method, path } = splitEndpointKey(name);
      const response = await app.inject({
        method,
        url: `/v2${path.replace(/:\w+/g, UNKNOWN_EVENT)}`,
        headers: { authorization: 'Bearer some.token.here' },
      });
      expect(response.statusCode, name).toBe(401);
      expect(asked.pop(), name).toBe(specOf(name).checksRevocation === true);
    }
    await app.close();
  });
});

describe('the contract', () => {
  it('checks revocation on every call tagged movesMoney', () => {
    const moving = names.filter((name) => specOf(name).movesMoney);
    expect(moving.length).toBeGreaterThan(0);
    expect(moving.filter((name) => !specOf(name).checksRevocation)).toEqual([]);
  });
});
