/**
 * Remembers verified ID tokens until they expire, so a signed-in person's next request costs a
 * hash and a map lookup instead of a signature check (RS256 in production). Keyed by the token's
 * SHA-256, never by the token itself: a heap dump holds no usable credential.
 *
 * The same as verifying again: without `checkRevoked` firebase-admin checks only the signature and
 * the claims, which do not change while the token lives. A `checkRevoked` call (routes that move
 * money or change the account) always asks the provider again. Bounded: the least recently used
 * entry goes first once `maxEntries` are held; rejected tokens are never remembered.
 */
import { hash } from 'node:crypto';
import type { TokenVerifier, VerifiedToken } from './token-verifier';

export interface VerifiedTokenCacheOptions {
  maxEntries?: number;
  /** Milliseconds since the epoch; Date.now by default. */
  now?: () => number;
}

/** About 200 bytes an entry: 10,000 signed-in people at once hold 2 MB. */
export const DEFAULT_TOKEN_CACHE_ENTRIES = 10_000;

/** The token's `exp` claim in milliseconds, or null when it has none (never remembered then). */
function expiryOf(token: string): number | null {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    );
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function withVerifiedTokenCache(
  verifier: TokenVerifier,
  options: VerifiedTokenCacheOptions = {},
): TokenVerifier {
  const maxEntries = options.maxEntries ?? DEFAULT_TOKEN_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const verified = new Map<string, { token: VerifiedToken; expiresAt: number }>();

  const remember = (key: string, token: VerifiedToken, expiresAt: number) => {
    verified.delete(key);
    verified.set(key, { token, expiresAt });
    while (verified.size > maxEntries) verified.delete(verified.keys().next().value!);
  };

  return {
    async verify(idToken, verifyOptions = {}) {
      // The one-shot hash: a Hash object per request was 5 % of a reused read's time.
      const key = hash('sha256', idToken, 'base64');
      if (verifyOptions.checkRevoked !== true) {
        const hit = verified.get(key);
        if (hit && hit.expiresAt > now()) {
          remember(key, hit.token, hit.expiresAt);
          return { ...hit.token };
        }
        if (hit) verified.delete(key);
      }
      const token = await verifier.verify(idToken, verifyOptions);
      const expiresAt = expiryOf(idToken);
      if (expiresAt !== null && expiresAt > now()) remember(key, { ...token }, expiresAt);
      return token;
    },
    deleteIdentity: verifier.deleteIdentity?.bind(verifier),
  };
}
