/**
 * The one Firebase app and Auth instance of the whole page. shared-api is a Module Federation
 * singleton, so the shell and every remote see this module's state: nobody else calls
 * `initializeApp` or `getAuth` for another instance.
 *
 * Firebase itself is loaded on demand (`loadAuth`): when a stored sign-in may exist, when someone
 * signs in or out, or when a token is asked for. A visitor's first page does not wait for it.
 */
import type { Auth } from 'firebase/auth';
import type { SessionConfig } from './session-config';
import { SessionError } from './session-error';

export type { SessionConfig } from './session-config';

let settings: SessionConfig | null = null;
let loading: Promise<Auth> | null = null;
let loaded: Auth | null = null;
const loadListeners = new Set<(auth: Auth) => void>();

/**
 * Records the Firebase settings. Call once, before rendering <SessionProvider>; later calls are
 * no-ops, so a remote running standalone can call it too without creating a second instance.
 * Nothing is downloaded yet: see `loadAuth`.
 */
export function initSession(config: SessionConfig): void {
  settings ??= config;
}

export function isSessionInitialized(): boolean {
  return settings !== null;
}

/** The settings given to initSession, for the stored sign-in check (it needs the API key). */
export function sessionConfig(): SessionConfig {
  if (!settings) {
    throw new SessionError('not_initialized', {
      message: 'initSession() must run before the session is used.',
    });
  }
  return settings;
}

/**
 * Downloads and starts Firebase Auth, once; every caller gets the same instance.
 * @throws SessionError `not_initialized` when initSession has not run: a wiring bug.
 */
export function loadAuth(): Promise<Auth> {
  const config = sessionConfig();
  loading ??= import('./start-auth').then(({ startAuth }) => {
    const auth = startAuth(config);
    loaded = auth;
    for (const listener of loadListeners) listener(auth);
    return auth;
  });
  return loading;
}

/** The started instance, or null while Firebase has not been loaded. */
export function loadedAuth(): Auth | null {
  return loaded;
}

/**
 * Calls `listener` once Firebase Auth is started (at once when it already is), whoever loaded it:
 * the SessionProvider follows the sign-in that a sign-in page starts. Returns an unsubscribe.
 */
export function onAuthLoaded(listener: (auth: Auth) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/**
 * The signed-in user's ID token for non-React callers, or null when signed out. Waits for Firebase
 * to restore a persisted sign-in first, and lets Firebase refresh a token near expiry.
 */
export async function getIdToken(): Promise<string | null> {
  if (!settings) return null;
  const auth = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

/** Forgets the instance so tests can start over. Not exported from the package. */
export function resetSessionForTests(): void {
  settings = null;
  loading = null;
  loaded = null;
  loadListeners.clear();
}
