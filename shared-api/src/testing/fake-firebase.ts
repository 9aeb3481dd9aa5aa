/**
 * A stand-in for the parts of `firebase/app` and `firebase/auth` this package uses, for tests that
 * `vi.mock` them. It keeps the listener so a test can play Firebase's auth events.
 * Not exported from `shared-api/testing`: it only fits this package's own `vi.mock` of Firebase.
 */
import { vi } from 'vitest';

export interface FakeFirebaseUser {
  uid: string;
  phoneNumber: string | null;
  getIdToken: () => Promise<string>;
}

export function fakeUser(uid: string, token: string | (() => Promise<string>)): FakeFirebaseUser {
  return {
    uid,
    phoneNumber: '+15555550100',
    getIdToken: typeof token === 'string' ? () => Promise.resolve(token) : token,
  };
}

export function createFakeFirebase() {
  const listeners = new Set<(user: FakeFirebaseUser | null) => void>();
  const auth = {
    currentUser: null as FakeFirebaseUser | null,
    authStateReady: vi.fn(() => Promise.resolve()),
  };
  const verifiers: { element: HTMLElement; cleared: boolean }[] = [];

  class RecaptchaVerifier {
    readonly record: { element: HTMLElement; cleared: boolean };
    constructor(_auth: unknown, element: HTMLElement) {
      this.record = { element, cleared: false };
      verifiers.push(this.record);
    }
    clear() {
      this.record.cleared = true;
    }
  }

  return {
    auth,
    verifiers,
    /** Plays Firebase announcing a (new) user or token; null is a sign-out. */
    emit(user: FakeFirebaseUser | null) {
      auth.currentUser = user;
      for (const listener of listeners) listener(user);
    },
    app: {
      getApps: vi.fn((): { name: string }[] => []),
      initializeApp: vi.fn(() => ({ name: '[DEFAULT]' })),
    },
    authModule: {
      getAuth: vi.fn(() => auth),
      initializeAuth: vi.fn((_app: unknown, _deps: unknown) => auth),
      indexedDBLocalPersistence: { type: 'LOCAL' },
      browserLocalPersistence: { type: 'LOCAL' },
      browserSessionPersistence: { type: 'SESSION' },
      connectAuthEmulator: vi.fn(),
      onIdTokenChanged: vi.fn(
        (_auth: unknown, listener: (user: FakeFirebaseUser | null) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      ),
      signOut: vi.fn(() => {
        auth.currentUser = null;
        for (const listener of listeners) listener(null);
        return Promise.resolve();
      }),
      signInWithPhoneNumber: vi.fn(),
      RecaptchaVerifier,
    },
  };
}
