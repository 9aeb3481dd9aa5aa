import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signInWithPhone } from '../../test/firebase-phone-user';
import { createFirebaseVerifier } from './firebase-verifier';
import { withRevocationWindow, type RevocationCheck } from './revocation-window';
import { withVerifiedTokenCache } from './verified-token-cache';
import { InvalidTokenError, type TokenVerifier, type VerifyOptions } from './token-verifier';

/** A token naming its uid and sign-in time: `uid@authTime`. */
function fakeVerifier() {
  const calls: Array<VerifyOptions | undefined> = [];
  const deleted: string[] = [];
  const verifier: TokenVerifier = {
    async verify(token, options) {
      calls.push(options);
      const [uid, authTime] = token.split('@');
      return { uid: uid!, phoneNumber: null, authTime: Number(authTime) };
    },
    async deleteIdentity(uid) {
      deleted.push(uid);
    },
  };
  return { verifier, calls, deleted };
}

/** Answers "not revoked" except for the uids in `revoked`, and counts the questions. */
function fakeProvider() {
  const asked: string[] = [];
  const revoked = new Set<string>();
  const provider: RevocationCheck = {
    async assertNotRevoked(uid, authTime) {
      asked.push(`${uid}@${authTime}`);
      if (revoked.has(uid)) throw new InvalidTokenError('auth/id-token-revoked');
    },
  };
  return { provider, asked, revoked };
}

const CHECKED = { checkRevoked: true };

describe('withRevocationWindow', () => {
  it('asks the provider once per session within the window, and again after it', async () => {
    const { verifier } = fakeVerifier();
    const { provider, asked } = fakeProvider();
    let clock = 1_000_000;
    const windowed = withRevocationWindow(verifier, provider, {
      windowMs: 10_000,
      now: () => clock,
    });
    await windowed.verify('alice@100', CHECKED);
    clock += 9_999;
    expect(await windowed.verify('alice@100', CHECKED)).toEqual({
      uid: 'alice',
      phoneNumber: null,
      authTime: 100,
    });
    expect(asked).toEqual(['alice@100']);
    clock += 1;
    await windowed.verify('alice@100', CHECKED);
    expect(asked).toEqual(['alice@100', 'alice@100']);
  });

  it('keeps sessions apart: another person, or a later sign-in, is asked about', async () => {
    const { verifier } = fakeVerifier();
    const { provider, asked } = fakeProvider();
    const windowed = withRevocationWindow(verifier, provider, { windowMs: 10_000, now: () => 0 });
    await windowed.verify('alice@100', CHECKED);
    await windowed.verify('bob@100', CHECKED);
    await windowed.verify('alice@200', CHECKED);
    expect(asked).toEqual(['alice@100', 'bob@100', 'alice@200']);
  });

  it('never remembers a refusal', async () => {
    const { verifier } = fakeVerifier();
    const { provider, asked, revoked } = fakeProvider();
    const windowed = withRevocationWindow(verifier, provider, { windowMs: 10_000, now: () => 0 });
    revoked.add('alice');
    await expect(windowed.verify('alice@100', CHECKED)).rejects.toThrow(InvalidTokenError);
    revoked.delete('alice');
    await windowed.verify('alice@100', CHECKED);
    expect(asked).toHaveLength(2);
  });

  it('leaves calls without the check alone, and verifies the signature without it', async () => {
    const { verifier, calls } = fakeVerifier();
    const { provider, asked } = fakeProvider();
    const windowed = withRevocationWindow(verifier, provider, { windowMs: 10_000, now: () => 0 });
    await windowed.verify('alice@100');
    await windowed.verify('alice@100', CHECKED);
    expect(asked).toEqual(['alice@100']);
    expect(calls.map((options) => options?.checkRevoked ?? false)).toEqual([false, false]);
  });

  it('with a window of 0 is the verifier itself, which asks on every call', () => {
    const { verifier } = fakeVerifier();
    const { provider } = fakeProvider();
    expect(withRevocationWindow(verifier, provider, { windowMs: 0 })).toBe(verifier);
  });

  it('forgets the least recently checked session past its bound', async () => {
    const { verifier } = fakeVerifier();
    const { provider, asked } = fakeProvider();
    const windowed = withRevocationWindow(verifier, provider, {
      windowMs: 10_000,
      maxEntries: 2,
      now: () => 0,
    });
    for (const token of ['a@1', 'b@1', 'c@1', 'b@1', 'a@1']) await windowed.verify(token, CHECKED);
    expect(asked).toEqual(['a@1', 'b@1', 'c@1', 'a@1']);
  });

  it("forgets a deleted account's sessions", async () => {
    const { verifier, deleted } = fakeVerifier();
    const { provider, asked } = fakeProvider();
    const windowed = withRevocationWindow(verifier, provider, { windowMs: 10_000, now: () => 0 });
    await windowed.verify('alice@100', CHECKED);
    await windowed.verify('alicea@100', CHECKED);
    await windowed.deleteIdentity!('alice');
    await windowed.verify('alice@100', CHECKED);
    await windowed.verify('alicea@100', CHECKED);
    expect(deleted).toEqual(['alice']);
    expect(asked).toEqual(['alice@100', 'alicea@100', 'alice@100']);
  });
});

describe('withRevocationWindow on the Auth emulator', () => {
  const admin = initializeApp({ projectId: 'demo-events' }, `revocation-window-${randomUUID()}`);
  const firebase = createFirebaseVerifier({ projectId: 'demo-events' });
  // As startApi composes them. (Against the emulator firebase-admin asks about revocation on every
  // verification, so without the token cache the window could not be seen.)
  const signatures = withVerifiedTokenCache(firebase);
  const emulatorHost = inject('authEmulatorHost');
  beforeAll(() => {
    // firebase-admin reads the emulator address from the environment at verification time.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  });
  afterAll(async () => {
    await firebase.close();
    await deleteApp(admin);
  });

  /** A number outside the ranges other files draw from (+155501…, +1555029…, +1555046…). */
  const isolatedPhone = () =>
    `+1555031${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

  /**
   * A fresh person signed in, a 10 s window on a clock the test moves (`pass()` moves it past the
   * window), and the person deleted afterwards.
   */
  async function withSession(
    test: (session: {
      auth: Awaited<ReturnType<typeof signInWithPhone>>;
      windowed: TokenVerifier;
      pass: () => void;
    }) => Promise<void>,
  ) {
    const auth = await signInWithPhone(emulatorHost, isolatedPhone());
    let clock = Date.now();
    const windowed = withRevocationWindow(signatures, firebase, {
      windowMs: 10_000,
      now: () => clock,
    });
    try {
      await test({ auth, windowed, pass: () => (clock += 10_000) });
    } finally {
      await getAuth(admin).deleteUser(auth.uid);
    }
  }

  it('refuses a revoked session once the window has passed, not before', () =>
    withSession(async ({ auth, windowed, pass }) => {
      expect((await windowed.verify(auth.idToken, CHECKED)).uid).toBe(auth.uid);
      // Revocation is recorded in whole seconds: the token must have been issued before it.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await getAuth(admin).revokeRefreshTokens(auth.uid);
      // Within the window the earlier answer stands (the trade-off this module makes)…
      expect((await windowed.verify(auth.idToken, CHECKED)).uid).toBe(auth.uid);
      // …and once it has passed, the provider is asked and the session refused.
      pass();
      await expect(windowed.verify(auth.idToken, CHECKED)).rejects.toThrow(InvalidTokenError);
      // A window of 0 refuses at once.
      await expect(
        withRevocationWindow(signatures, firebase, { windowMs: 0 }).verify(auth.idToken, CHECKED),
      ).rejects.toThrow(InvalidTokenError);
    }));

  it('refuses a disabled account once the window has passed', () =>
    withSession(async ({ auth, windowed, pass }) => {
      await windowed.verify(auth.idToken, CHECKED);
      await getAuth(admin).updateUser(auth.uid, { disabled: true });
      pass();
      await expect(windowed.verify(auth.idToken, CHECKED)).rejects.toThrow(InvalidTokenError);
    }));
});
