/**
 * Bench mode: ID tokens signed as Firebase signs them (RS256, Firebase's claims) with a key the
 * bench made for its run (`BENCH_ID_TOKEN_PUBLIC_KEY`), so `npm run bench` measures the signature
 * check production pays. Against the Auth emulator firebase-admin checks no signature at all.
 *
 * Only development and test may trust such a key (`assertSafeAuthConfig`): whoever holds the
 * private half could sign in as anyone. Tokens of any other key id go to firebase-admin as usual.
 */
import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import type { FirebaseVerifier } from './firebase-verifier';
import { InvalidTokenError, type TokenVerifier, type VerifiedToken } from './token-verifier';

/** The `kid` the bench's tokens carry; Google's keys have hex ids, so it never names one of theirs. */
export const BENCH_TOKEN_KEY_ID = 'events-bench-key';

interface Claims {
  iss?: unknown;
  aud?: unknown;
  sub?: unknown;
  exp?: unknown;
  iat?: unknown;
  auth_time?: unknown;
  phone_number?: unknown;
}

function decodePart(part: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString());
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new InvalidTokenError('auth/argument-error');
}

/** The header of a JWT, or null when it is not one. */
export function tokenKeyId(token: string): string | null {
  try {
    const kid = decodePart(token.split('.')[0]).kid;
    return typeof kid === 'string' ? kid : null;
  } catch {
    return null;
  }
}

/** The checks firebase-admin makes of an ID token, with the bench's key instead of Google's. */
export function verifyBenchToken(
  token: string,
  key: KeyObject,
  projectId: string,
  nowSeconds: number,
): VerifiedToken {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) {
    throw new InvalidTokenError('auth/argument-error');
  }
  const head = decodePart(header);
  if (head.alg !== 'RS256' || head.kid !== BENCH_TOKEN_KEY_ID) {
    throw new InvalidTokenError('auth/invalid-id-token');
  }
  const signed = createVerify('RSA-SHA256')
    .update(`${header}.${payload}`)
    .verify(key, Buffer.from(signature, 'base64url'));
  if (!signed) throw new InvalidTokenError('auth/invalid-id-token');
  const claims = decodePart(payload) as Claims;
  const number = (value: unknown) => (typeof value === 'number' ? value : NaN);
  if (
    claims.aud !== projectId ||
    claims.iss !== `https://securetoken.google.com/${projectId}` ||
    typeof claims.sub !== 'string' ||
    claims.sub === '' ||
    claims.sub.length > 128 ||
    !(number(claims.iat) <= nowSeconds) ||
    !(number(claims.auth_time) <= nowSeconds)
  ) {
    throw new InvalidTokenError('auth/invalid-id-token');
  }
  if (!(number(claims.exp) > nowSeconds)) throw new InvalidTokenError('auth/id-token-expired');
  const phone = claims.phone_number;
  return {
    uid: claims.sub,
    phoneNumber: typeof phone === 'string' ? phone : null,
    authTime: number(claims.auth_time),
  };
}

/**
 * Tokens of the bench's key are checked here; every other token goes to `firebase`, and so does the
 * revocation check of any token (a question for Firebase: the emulator, in bench mode).
 */
export function withBenchTokens(
  firebase: FirebaseVerifier,
  publicKeyPem: string,
  projectId: string,
): TokenVerifier {
  const key = createPublicKey(publicKeyPem);
  return {
    async verify(idToken, options = {}) {
      if (tokenKeyId(idToken) !== BENCH_TOKEN_KEY_ID) return firebase.verify(idToken, options);
      const verified = verifyBenchToken(idToken, key, projectId, Math.floor(Date.now() / 1000));
      if (options.checkRevoked === true) {
        await firebase.assertNotRevoked(verified.uid, verified.authTime);
      }
      return verified;
    },
    deleteIdentity: firebase.deleteIdentity?.bind(firebase),
  };
}
