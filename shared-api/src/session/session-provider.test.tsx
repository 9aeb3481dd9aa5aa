// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, errorReply, okReply } from '../testing/fake-fetch';
import { createFakeFirebase, fakeUser } from '../testing/fake-firebase';
import { sampleUser } from '../testing/fixtures';
import { getIdToken, initSession, loadAuth, resetSessionForTests } from './firebase-session';
import { useSession } from './session-context';
import { FIREBASE_START_DELAY_MS, SessionProvider } from './session-provider';
import { STORED_TOKEN_MIN_LIFETIME_MS, type StoredUser } from './stored-session';
import type * as StoredSessionModule from './stored-session';

const firebase = vi.hoisted(() => ({
  current: null as ReturnType<typeof createFakeFirebase> | null,
}));
vi.mock('firebase/app', () => ({
  getApps: () => firebase.current!.app.getApps(),
  initializeApp: () => firebase.current!.app.initializeApp(),
}));
vi.mock('firebase/auth', () => ({
  getAuth: () => firebase.current!.authModule.getAuth(),
  initializeAuth: (app: unknown, deps: unknown) =>
    firebase.current!.authModule.initializeAuth(app, deps),
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'local',
  browserSessionPersistence: 'session',
  connectAuthEmulator: (...args: unknown[]) =>
    firebase.current!.authModule.connectAuthEmulator(...args),
  onIdTokenChanged: (auth: unknown, listener: never) =>
    firebase.current!.authModule.onIdTokenChanged(auth, listener),
  signOut: () => firebase.current!.authModule.signOut(),
}));

// What this device holds of a stored sign-in (the real check reads Firebase's storage).
const stored = vi.hoisted(() => ({ current: true, user: null as StoredUser | null }));
vi.mock('./stored-session', async (importOriginal) => ({
  ...(await importOriginal<typeof StoredSessionModule>()),
  readStoredSession: () => Promise.resolve({ stored: stored.current, user: stored.user }),
}));

let fake: ReturnType<typeof createFakeFirebase>;

beforeEach(() => {
  fake = createFakeFirebase();
  firebase.current = fake;
  stored.current = true;
  stored.user = null;
  resetSessionForTests();
});

afterEach(() => configureApi());

const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionProvider>{children}</SessionProvider>
);

/** A device with a stored sign-in: Firebase loads at once; resolves once the provider follows it. */
async function startSession() {
  initSession({ apiKey: 'k', projectId: 'demo-test', authEmulatorUrl: 'http://127.0.0.1:9099' });
  const hook = renderHook(() => useSession(), { wrapper });
  await waitFor(() => expect(fake.authModule.onIdTokenChanged).toHaveBeenCalled());
  return hook;
}

describe('initSession', () => {
  it('loads nothing by itself; Auth starts once, with the emulator, however often it is asked', async () => {
    initSession({ apiKey: 'k', projectId: 'demo-test', authEmulatorUrl: 'http://127.0.0.1:9099' });
    initSession({ apiKey: 'k', projectId: 'demo-test', authEmulatorUrl: 'http://127.0.0.1:9099' });
    expect(fake.app.initializeApp).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([loadAuth(), loadAuth()]);
    expect(first).toBe(second);
    expect(fake.app.initializeApp).toHaveBeenCalledOnce();
    expect(fake.authModule.connectAuthEmulator).toHaveBeenCalledExactlyOnceWith(
      fake.auth,
      'http://127.0.0.1:9099',
      { disableWarnings: true },
    );
  });

  it('reuses a default app that already exists', async () => {
    fake.app.getApps.mockReturnValue([{ name: '[DEFAULT]' }]);
    initSession({ apiKey: 'k', projectId: 'demo-test' });
    await loadAuth();
    expect(fake.app.initializeApp).not.toHaveBeenCalled();
    expect(fake.authModule.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('starts Auth with persistence but no popup/redirect resolver (it fetches Google scripts)', async () => {
    initSession({ apiKey: 'k', projectId: 'demo-test' });
    await loadAuth();
    expect(fake.authModule.initializeAuth).toHaveBeenCalledExactlyOnceWith(
      { name: '[DEFAULT]' },
      { persistence: ['indexedDB', 'local', 'session'] },
    );
    expect(fake.authModule.getAuth).not.toHaveBeenCalled();
  });

  it('uses the Auth someone already started on the app', async () => {
    fake.authModule.initializeAuth.mockImplementation(() => {
      throw new Error('auth/already-initialized');
    });
    initSession({ apiKey: 'k', projectId: 'demo-test' });
    await loadAuth();
    expect(fake.authModule.getAuth).toHaveBeenCalledOnce();
  });
});

describe('getIdToken', () => {
  it('is null before init and when signed out, the token when signed in', async () => {
    await expect(getIdToken()).resolves.toBeNull();
    initSession({ apiKey: 'k', projectId: 'demo-test' });
    await expect(getIdToken()).resolves.toBeNull();
    fake.auth.currentUser = fakeUser('ada', 'tok');
    await expect(getIdToken()).resolves.toBe('tok');
    expect(fake.auth.authStateReady).toHaveBeenCalled();
  });
});

describe('SessionProvider', () => {
  it('is loading until Firebase answers, then signed out', async () => {
    const { result } = await startSession();
    expect(result.current).toMatchObject({
      status: 'loading',
      isLoading: true,
      authResolved: false,
    });
    act(() => fake.emit(null));
    expect(result.current).toMatchObject({
      status: 'signedOut',
      isLoggedIn: false,
      isLoading: false,
      token: null,
      user: null,
      authResolved: true,
    });
  });

  it('is signed in once the token and the user record are in', async () => {
    const fetch = createFakeFetch(okReply({ user: sampleUser() }));
    configureApi({ fetch });
    const { result } = await startSession();
    act(() => fake.emit(fakeUser('ada', 'tok')));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current).toMatchObject({
      isLoggedIn: true,
      token: 'tok',
      user: sampleUser(),
      firebaseUser: { uid: 'ada', phoneNumber: '+15555550100' },
      viewer: { uid: 'ada', token: 'tok', userId: 'u1' },
    });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('needs a profile without a user record, and is signed in after refreshUser', async () => {
    const fetch = createFakeFetch(
      errorReply(404, 'user_not_found', 'No user'),
      okReply({ user: sampleUser() }),
    );
    configureApi({ fetch });
    const { result } = await startSession();
    act(() => fake.emit(fakeUser('ada', 'tok')));
    await waitFor(() => expect(result.current.status).toBe('needsProfile'));
    expect(result.current).toMatchObject({ isLoggedIn: false, isLoading: false, user: null });

    let refreshed: unknown;
    await act(async () => {
      refreshed = await result.current.refreshUser();
    });
    expect(refreshed).toEqual(sampleUser());
    expect(result.current.status).toBe('signedIn');
  });

  it('takes a refreshed token without reloading the record', async () => {
    const fetch = createFakeFetch(okReply({ user: sampleUser() }));
    configureApi({ fetch });
    const { result } = await startSession();
    act(() => fake.emit(fakeUser('ada', 't1')));
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    act(() => fake.emit(fakeUser('ada', 't2')));
    await waitFor(() => expect(result.current.token).toBe('t2'));
    expect(result.current.status).toBe('signedIn');
    expect(fetch.calls).toHaveLength(1);
  });

  it('shows an error when the record cannot load, and retries when back online', async () => {
    const fetch = createFakeFetch({ networkError: true }, okReply({ user: sampleUser() }));
    configureApi({ fetch });
    const { result } = await startSession();
    act(() => fake.emit(fakeUser('ada', 'tok')));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current).toMatchObject({
      status: 'loading',
      isLoading: false,
      isLoggedIn: false,
    });
    expect(result.current.error?.message).toBe("Can't reach the server. Check your connection.");

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current.error).toBeNull();
  });

  it('shows an error when the token cannot be had', async () => {
    const { result } = await startSession();
    act(() => fake.emit(fakeUser('ada', () => Promise.reject(new Error('token refresh failed')))));
    await waitFor(() => expect(result.current.error?.message).toBe('token refresh failed'));
    expect(result.current).toMatchObject({
      status: 'loading',
      isLoading: false,
      authResolved: true,
    });
  });

  it('signs out', async () => {
    configureApi({ fetch: createFakeFetch(okReply({ user: sampleUser() })) });
    const { result } = await startSession();
    act(() => fake.emit(fakeUser('ada', 'tok')));
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({ status: 'signedOut', token: null, user: null });
  });

  it('without a stored sign-in: signed out at once, and Firebase is not loaded', async () => {
    stored.current = false;
    initSession({ apiKey: 'k', projectId: 'demo-test' });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(result.current.authResolved).toBe(true);
    expect(fake.app.initializeApp).not.toHaveBeenCalled();
    expect(fake.authModule.onIdTokenChanged).not.toHaveBeenCalled();
  });

  it('without a stored sign-in: follows a sign-in that loads Firebase later', async () => {
    stored.current = false;
    configureApi({ fetch: createFakeFetch(okReply({ user: sampleUser() })) });
    initSession({ apiKey: 'k', projectId: 'demo-test' });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    // A sign-in page loads Firebase (sendPhoneCode does); the provider follows that instance.
    await act(() => loadAuth());
    await waitFor(() => expect(fake.authModule.onIdTokenChanged).toHaveBeenCalledOnce());
    act(() => fake.emit(fakeUser('ada', 'tok')));
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
  });

  describe('with a stored sign-in whose ID token is still good', () => {
    const storedAda = (lifetimeMs: number): StoredUser => ({
      uid: 'ada',
      phoneNumber: '+15555550100',
      idToken: 'stored-token',
      idTokenExpiresAt: Date.now() + lifetimeMs,
    });

    /** Renders the provider on a device with a stored sign-in, without waiting for Firebase. */
    function renderSession() {
      initSession({ apiKey: 'k', projectId: 'demo-test' });
      return renderHook(() => useSession(), { wrapper });
    }
    // Firebase starts FIREBASE_START_DELAY_MS after the page: the clock is moved, not waited on.
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());
    const firebaseLoaded = async () => {
      act(() => vi.advanceTimersByTime(FIREBASE_START_DELAY_MS + 2000));
      await waitFor(() => expect(fake.authModule.onIdTokenChanged).toHaveBeenCalled(), {
        timeout: 3000,
      });
    };

    it('asks for the record with it, and loads Firebase only after that; Firebase then takes over', async () => {
      stored.user = storedAda(3_600_000);
      const fetch = createFakeFetch(okReply({ user: sampleUser() }));
      configureApi({ fetch });
      const { result } = renderSession();
      await waitFor(() => expect(result.current.status).toBe('signedIn'));
      expect(result.current).toMatchObject({
        token: 'stored-token',
        user: sampleUser(),
        firebaseUser: { uid: 'ada', phoneNumber: '+15555550100' },
      });
      expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer stored-token');
      // Firebase is not downloaded beside the page's first reads and taps: it comes once the page
      // has settled.
      act(() => vi.advanceTimersByTime(FIREBASE_START_DELAY_MS - 100));
      await Promise.resolve();
      expect(fake.app.initializeApp).not.toHaveBeenCalled();

      await firebaseLoaded();
      act(() => fake.emit(fakeUser('ada', 'fresh-token')));
      await waitFor(() => expect(result.current.token).toBe('fresh-token'));
      expect(result.current.status).toBe('signedIn');
      expect(fetch.calls).toHaveLength(1);
    });

    it('is signed out when Firebase finds the stored sign-in no longer holds', async () => {
      stored.user = storedAda(3_600_000);
      configureApi({ fetch: createFakeFetch(okReply({ user: sampleUser() })) });
      const { result } = renderSession();
      await waitFor(() => expect(result.current.status).toBe('signedIn'));
      await firebaseLoaded();
      act(() => fake.emit(null));
      expect(result.current).toMatchObject({ status: 'signedOut', token: null, user: null });
    });

    it('loads Firebase at once when someone asks for a token meanwhile', async () => {
      stored.user = storedAda(3_600_000);
      configureApi({ fetch: createFakeFetch(okReply({ user: sampleUser() })) });
      const { result } = renderSession();
      await waitFor(() => expect(result.current.status).toBe('signedIn'));
      expect(fake.app.initializeApp).not.toHaveBeenCalled();
      void getIdToken();
      // Well before the page has settled: asked for, Firebase loads at once.
      await waitFor(() => expect(fake.app.initializeApp).toHaveBeenCalled(), { timeout: 300 });
    });

    it('does not use a token about to expire: waits for Firebase', async () => {
      stored.user = storedAda(STORED_TOKEN_MIN_LIFETIME_MS - 5_000);
      const fetch = createFakeFetch(okReply({ user: sampleUser() }));
      configureApi({ fetch });
      const { result } = await startSession();
      expect(result.current.status).toBe('loading');
      expect(fetch.calls).toHaveLength(0);
      act(() => fake.emit(fakeUser('ada', 'fresh-token')));
      await waitFor(() => expect(result.current.status).toBe('signedIn'));
      expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer fresh-token');
    });
  });

  it('says what is missing when used wrongly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow(/needs a <SessionProvider>/);
    expect(() => render(<SessionProvider />)).toThrow(/initSession\(\) must run/);
    vi.restoreAllMocks();
  });
});
