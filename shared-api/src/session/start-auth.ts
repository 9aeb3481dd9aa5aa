/**
 * Firebase's part of the session: the only module that imports `firebase/app` and `firebase/auth`
 * eagerly. firebase-session.ts loads it on demand, so a visitor with no stored sign-in never
 * downloads Firebase (about 45 KiB compressed) before signing in.
 */
import { getApps, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import type { SessionConfig } from './session-config';

const DEFAULT_APP_NAME = '[DEFAULT]';

/** Starts the page's one Firebase app and Auth instance (or reuses the ones already started). */
export function startAuth(config: SessionConfig): Auth {
  // Reuse a default app someone already started (hot reload, a test harness) rather than fail.
  const app: FirebaseApp =
    getApps().find((existing) => existing.name === DEFAULT_APP_NAME) ??
    initializeApp(firebaseOptions(config));
  const instance = authWithoutResolver(app);
  if (config.authEmulatorUrl) {
    // Must run before anything else touches Auth; the RecaptchaVerifier in particular must be
    // created after this (measured with firebase 12.x: phone sign-in fails otherwise).
    connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  return instance;
}

/**
 * `getAuth` with the same persistence, minus the popup/redirect resolver: phone sign-in never uses
 * it, and on mobile browsers `getAuth` loads it up front, which fetches Google's api.js and an
 * iframe on every page (firebase-js-sdk issue 4946), before anyone signs in.
 */
function authWithoutResolver(app: FirebaseApp): Auth {
  try {
    return initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch {
    // Someone already started Auth on this app (hot reload, a test harness): use theirs.
    return getAuth(app);
  }
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
