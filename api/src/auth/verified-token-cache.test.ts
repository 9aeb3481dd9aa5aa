import { describe, expect, it } from 'vitest';
import { InvalidTokenError, type TokenVerifier, type VerifyOptions } from './token-verifier';
import { withVerifiedTokenCache } from './verified-token-cache';

/** A JWT-shaped token for `uid` expiring at `exp` (seconds); the fake verifier reads the uid. */
const tokenFor = (uid: string, exp: number) =>
  `h.${Buffer.from(JSON.stringify({ sub: uid, exp })).toString('base64url')}.s`;

function countingVerifier() {
  const calls: Array<{ token: string; options: VerifyOptions | undefined }> = [];
  const verifier: TokenVerifier = {
    async verify(token, options) {
      calls.push({ token, options });
      const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        sub: string;
      };
      if (sub === 'bad') throw new InvalidTokenError('auth/invalid-id-token');
      return { uid: sub, phoneNumber: `+1555${sub}`, authTime: 1_700_000_000 };
    },
  };
  return { verifier, calls };
}

describe('withVerifiedTokenCache', () => {
  const now = 1_800_000_000_000;
  const exp = now / 1000 + 3600;

  it('verifies a token once and answers each token with its own identity', async () => {
    const { verifier, calls } = countingVerifier();
    const cached = withVerifiedTokenCache(verifier, { now: () => now });
    const a = tokenFor('alice', exp);
    const b = tokenFor('bob', exp);
    for (let i = 0; i < 3; i++) {
      expect(await cached.verify(a)).toEqual({
        uid: 'alice',
        phoneNumber: '+1555alice',
        authTime: 1_700_000_000,
      });
      expect(await cached.verify(b)).toEqual({
        uid: 'bob',
        phoneNumber: '+1555bob',
        authTime: 1_700_000_000,
      });
    }
    expect(calls.map((c) => c.token)).toEqual([a, b]);
  });

  it('asks again once the token expired, and never remembers a refused one', async () => {
    const { verifier, calls } = countingVerifier();
    let clock = now;
    const cached = withVerifiedTokenCache(verifier, { now: () => clock });
    const a = tokenFor('alice', exp);
    await cached.verify(a);
    clock = exp * 1000 + 1;
    await cached.verify(a);
    expect(calls).toHaveLength(2);
    const bad = tokenFor('bad', exp);
    await expect(cached.verify(bad)).rejects.toThrow(InvalidTokenError);
    await expect(cached.verify(bad)).rejects.toThrow(InvalidTokenError);
    expect(calls).toHaveLength(4);
  });

  it('always asks the provider when revocation is checked', async () => {
    const { verifier, calls } = countingVerifier();
    const cached = withVerifiedTokenCache(verifier, { now: () => now });
    const a = tokenFor('alice', exp);
    await cached.verify(a);
    await cached.verify(a, { checkRevoked: true });
    await cached.verify(a, { checkRevoked: true });
    expect(calls.map((c) => c.options?.checkRevoked ?? false)).toEqual([false, true, true]);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const { verifier, calls } = countingVerifier();
    const cached = withVerifiedTokenCache(verifier, { now: () => now, maxEntries: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((uid) => tokenFor(uid, exp)) as [string, string, string];
    await cached.verify(a);
    await cached.verify(b);
    await cached.verify(a); // a is now the most recently used
    await cached.verify(c); // drops b
    await cached.verify(a);
    expect(calls.map((x) => x.token)).toEqual([a, b, c]);
    await cached.verify(b);
    expect(calls.map((x) => x.token)).toEqual([a, b, c, b]);
  });

  it('does not remember a token without an expiry', async () => {
    const { verifier, calls } = countingVerifier();
    const cached = withVerifiedTokenCache(verifier, { now: () => now });
    const token = `h.${Buffer.from(JSON.stringify({ sub: 'alice' })).toString('base64url')}.s`;
    await cached.verify(token);
    await cached.verify(token);
    expect(calls).toHaveLength(2);
  });
});
