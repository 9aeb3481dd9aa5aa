/**
 * The one Firebase app and Auth instance of the whole page. shared-api is a Module Federation
 * singleton, so the shell and every remote see this module's state: nobody else calls
 * `initializeApp` or `getAuth` for another instance.
 */
import { getApps, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { SessionError } from './session-error';

export interface SessionConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
  /** e.g. `http://127.0.0.1:9099`: use the Firebase Auth emulator instead of the real service. */
  authEmulatorUrl?: string;
}

const DEFAULT_APP_NAME = '[DEFAULT]';

let auth: Auth | null = null;

/**
 * Starts Firebase Auth. Call once, before rendering <SessionProvider>; later calls are no-ops, so a
 * remote running standalone can call it too without creating a second instance.
 */
export function initSession(config: SessionConfig): void {
  if (auth) return;
  // Reuse a default app someone already started (hot reload, a test harness) rather than fail.
  const app: FirebaseApp =
    getApps().find((existing) => existing.name === DEFAULT_APP_NAME) ??
    initializeApp(firebaseOptions(config));
  const instance = getAuth(app);
  if (config.authEmulatorUrl) {
    // Must run before anything else touches Auth; the RecaptchaVerifier in particular must be
    // created after this (measured with firebase 12.x: phone sign-in fails otherwise).
    connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  auth = instance;
}

export function isSessionInitialized(): boolean {
  return auth !== null;
}

/** @throws SessionError `not_initialized` when initSession has not run: a wiring bug. */
export function requireAuth(): Auth {
  if (!auth) {
    throw new SessionError('not_initialized', {
      message: 'initSession() must run before the session is used.',
    });
  }
  return auth;
}

/**
 * The signed-in user's ID token for non-React callers, or null when signed out. Waits for Firebase
 * to restore a persisted sign-in first, and lets Firebase refresh a token near expiry.
 */
export async function getIdToken(): Promise<string | null> {
  if (!auth) return null;
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

function firebaseOptions(config: SessionConfig) {
  const { apiKey, authDomain, projectId, appId } = config;
  return {
    apiKey,
    projectId,
    ...(authDomain ? { authDomain } : {}),
    ...(appId ? { appId } : {}),
  };
}

/** Forgets the instance so tests can start over. Not exported from the package. */
export function resetSessionForTests(): void {
  auth = null;
}
