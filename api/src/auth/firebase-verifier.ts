/**
 * Verifies Firebase ID tokens with firebase-admin. Locally firebase-admin talks to the Auth
 * emulator when FIREBASE_AUTH_EMULATOR_HOST is set (it reads that variable itself); see
 * `assertSafeAuthConfig` for why that must never happen in production.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { InvalidTokenError, type TokenVerifier } from './token-verifier';

export interface FirebaseVerifier extends TokenVerifier {
  /** Releases the firebase-admin app. */
  close(): Promise<void>;
  /**
   * What `checkRevoked` adds to a signature check, for a token verified elsewhere (bench mode's
   * tokens, `bench-tokens.ts`): the account exists, is enabled and was not signed out of everywhere
   * after `authTime` (seconds).
   */
  assertNotRevoked(uid: string, authTime: number): Promise<void>;
}

/**
 * Errors that mean "this token is no good". Anything else from verifyIdToken (notably
 * `auth/internal-error` when Google's public keys cannot be fetched) is our outage, not the caller's.
 */
const INVALID_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export function createFirebaseVerifier(options: { projectId: string }): FirebaseVerifier {
  // A named app, so that several servers (tests, in-process orchestration) can live in one process.
  const app: App = initializeApp({ projectId: options.projectId }, `events-api-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken, options = {}) {
      try {
        const decoded = await auth.verifyIdToken(idToken, options.checkRevoked === true);
        const phone = decoded.phone_number;
        return {
          uid: decoded.uid,
          phoneNumber: typeof phone === 'string' ? phone : null,
          authTime: decoded.auth_time,
        };
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && INVALID_TOKEN_CODES.has(code)) {
          throw new InvalidTokenError(code, { cause: error });
        }
        throw error;
      }
    },
    async deleteIdentity(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        // Already gone: the goal is reached.
        if ((error as { code?: unknown } | null)?.code !== 'auth/user-not-found') throw error;
      }
    },
    async assertNotRevoked(uid, authTime) {
      const user = await auth.getUser(uid).catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') {
          throw new InvalidTokenError('auth/user-not-found', { cause: error });
        }
        throw error;
      });
      if (user.disabled) throw new InvalidTokenError('auth/user-disabled');
      const validAfter = user.tokensValidAfterTime
        ? Date.parse(user.tokensValidAfterTime) / 1000
        : 0;
      if (authTime < validAfter) throw new InvalidTokenError('auth/id-token-revoked');
    },
    close: () => deleteApp(app),
  };
}
