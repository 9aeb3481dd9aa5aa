/**
 * Remembers, for a short window, that the identity provider said a sign-in session is neither
 * revoked nor disabled, so a person who RSVPs, leaves and RSVPs again does not wait for a round trip
 * to the provider on each call (400 ms at p99 under load: `docs/performance.md`).
 *
 * The trade-off, chosen deliberately: a session revoked or an account disabled at the provider is
 * refused by money and account calls within `windowMs` (10 s by default) instead of at once. Without
 * any check it would be refused only when its token expires, up to an hour later. A window of 0
 * asks the provider on every such call, as before.
 *
 * Keyed by uid and the session's sign-in time (`auth_time`), which every token of one session
 * shares: a later sign-in is a new session and is asked about again. Only a "not revoked" answer
 * is remembered; a refusal, or an outage, is asked again next time. Bounded: the least recently
 * checked session goes first once `maxEntries` are held.
 */
import type { TokenVerifier } from './token-verifier';

/** The provider's revocation question on its own (firebase-verifier's `assertNotRevoked`). */
export interface RevocationCheck {
  /** Rejects with `InvalidTokenError` when the account is gone or disabled, or the session revoked. */
  assertNotRevoked(uid: string, authTime: number): Promise<void>;
}

export interface RevocationWindowOptions {
  /** How long a "not revoked" answer stands, in milliseconds; 0: ask on every call. */
  windowMs: number;
  maxEntries?: number;
  /** Milliseconds since the epoch; Date.now by default. */
  now?: () => number;
}

/** Long enough that a person's burst of RSVPs asks once, short enough that a revocation bites soon. */
export const DEFAULT_REVOCATION_WINDOW_MS = 10_000;

/** About 100 bytes an entry. */
const DEFAULT_MAX_ENTRIES = 10_000;

export function withRevocationWindow(
  verifier: TokenVerifier,
  provider: RevocationCheck,
  options: RevocationWindowOptions,
): TokenVerifier {
  const { windowMs } = options;
  if (windowMs === 0) return verifier;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a check makes its first key the oldest.
  const checkedAt = new Map<string, number>();

  return {
    async verify(idToken, verifyOptions = {}) {
      if (verifyOptions.checkRevoked !== true) return verifier.verify(idToken, verifyOptions);
      const token = await verifier.verify(idToken, { checkRevoked: false });
      const session = `${token.uid} ${token.authTime}`;
      const last = checkedAt.get(session);
      if (last !== undefined && now() - last < windowMs) return token;
      await provider.assertNotRevoked(token.uid, token.authTime);
      checkedAt.delete(session);
      checkedAt.set(session, now());
      while (checkedAt.size > maxEntries) checkedAt.delete(checkedAt.keys().next().value!);
      return token;
    },
    // A deleted account's sessions are forgotten at once here; the provider refuses them anyway.
    deleteIdentity:
      verifier.deleteIdentity &&
      (async (uid) => {
        await verifier.deleteIdentity!(uid);
        for (const session of checkedAt.keys()) {
          if (session.startsWith(`${uid} `)) checkedAt.delete(session);
        }
      }),
  };
}
