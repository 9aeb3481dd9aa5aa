/**
 * The live session: follows Firebase's ID token, loads the user record for it, and offers both to
 * every app through `useSession()`. The shell mounts it once, after `initSession()`.
 *
 * Firebase is not on the first page's path: when this device holds no stored sign-in, the session
 * is signed out at once (a visitor's feed does not wait) and Firebase loads only when someone signs
 * in (or the page comes back into view after a sign-in in another tab). With a stored sign-in it
 * loads at once; meanwhile, when the stored ID token is still good, the session starts with it
 * (the user record and the page's reads go out at once instead of after Firebase's download and
 * its account lookup), and Firebase takes over when it has restored the sign-in: a refreshed
 * token, or signed out when the stored sign-in no longer holds.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ReactNode } from 'react';
import { isApiError } from '../http/api-error';
import type { User } from 'contract';
import { getMe } from '../users/users-api';
import { loadAuth, loadedAuth, sessionConfig } from './firebase-session';
import { SessionContext } from './session-context';
import { initialSessionState, sessionReducer } from './session-reducer';
import { buildSession } from './session-value';
import { signOut } from './sign-out';
import { hasUsableToken, readStoredSession, type StoredUser } from './stored-session';
import { asError } from './as-error';
import { useFirebaseToken } from './use-firebase-token';

export function SessionProvider({ children }: { children?: ReactNode }) {
  const { apiKey } = sessionConfig();
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState);
  // Only the newest record load may write: an older one may answer last.
  const loadSeq = useRef(0);
  // The uid whose record was asked for (takeToken).
  const recordRequestedFor = useRef<string | null>(null);

  const loadRecord = useCallback(async (uid: string, token: string): Promise<User | null> => {
    const seq = ++loadSeq.current;
    const isLatest = () => seq === loadSeq.current;
    dispatch({ type: 'recordLoading', uid });
    try {
      const user = await getMe(token);
      if (isLatest()) dispatch({ type: 'recordLoaded', uid, user });
      return user;
    } catch (error) {
      if (isApiError(error) && error.code === 'user_not_found') {
        if (isLatest()) dispatch({ type: 'recordMissing', uid });
        return null;
      }
      if (isLatest()) dispatch({ type: 'recordFailed', uid, error: asError(error) });
      throw error;
    }
  }, []);

  // A token for `uid`, Firebase's or the stored one: the record is asked for once per person
  // (hourly refreshes, and Firebase taking over from the stored token, must not reload it).
  const takeToken = useCallback(
    (uid: string, token: string) => {
      dispatch({ type: 'token', uid, token });
      if (recordRequestedFor.current === uid) return;
      recordRequestedFor.current = uid;
      // A failure is kept in state (error, retried by refreshUser or on reconnect).
      loadRecord(uid, token).catch(() => undefined);
    },
    [loadRecord],
  );

  // Signed out: no record is asked for, and a load still under way may no longer write.
  const forgetRecord = useCallback(() => {
    recordRequestedFor.current = null;
    loadSeq.current++;
  }, []);
  useFirebaseToken(dispatch, takeToken, forgetRecord);

  // Until Firebase answers: the stored sign-in, with its still-good ID token.
  const startFromStoredUser = useCallback(
    ({ uid, phoneNumber, idToken }: StoredUser) => {
      if (recordRequestedFor.current === uid) return;
      dispatch({ type: 'firebaseUser', firebaseUser: { uid, phoneNumber } });
      takeToken(uid, idToken);
    },
    [takeToken],
  );

  // Decides whether Firebase is needed now: only when a stored sign-in may be restored.
  useEffect(() => {
    let active = true;
    const check = () => {
      if (loadedAuth()) return;
      void readStoredSession(apiKey).then(({ stored, user }) => {
        if (!active || loadedAuth()) return;
        if (!stored) {
          dispatch({ type: 'signedOut' });
          return;
        }
        if (user && hasUsableToken(user)) {
          startFromStoredUser(user);
          // The page needs nothing of Firebase for now: it comes once the page has settled,
          // instead of sharing the network and the main thread with the page's own scripts,
          // reads and first taps. Anything that asks for it sooner (a token, a sign-out) loads
          // it at once.
          whenSettled(() => void loadAuth());
        } else {
          void loadAuth();
        }
      });
    };
    check();
    // A sign-in in another tab stores the user; this tab notices when it is looked at again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [apiKey, startFromStoredUser]);

  const refreshUser = useCallback(async (): Promise<User | null> => {
    // A session started from the stored sign-in may be asked before Firebase has taken over.
    const auth = loadedAuth() ?? (recordRequestedFor.current ? await loadAuth() : null);
    await auth?.authStateReady();
    const firebaseUser = auth?.currentUser;
    if (!firebaseUser) return null;
    const { uid } = firebaseUser;
    let token: string;
    try {
      token = await firebaseUser.getIdToken();
    } catch (error) {
      dispatch({ type: 'tokenFailed', uid, error: asError(error) });
      throw error;
    }
    dispatch({ type: 'token', uid, token });
    return loadRecord(uid, token);
  }, [loadRecord]);

  // SPEC section 8: a failed token or record fetch shows an error; coming back online retries it.
  useEffect(() => {
    if (!state.error) return;
    const retry = () => {
      refreshUser().catch(() => undefined);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [state.error, refreshUser]);

  const session = useMemo(
    () => buildSession(state, { refreshUser, signOut }),
    [state, refreshUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * How long a page that starts from the stored sign-in runs without Firebase. Starting the SDK is
 * one long task (88–183 ms on a phone-speed CPU, docs/performance.md): at the first idle period
 * it fell among the page's own first tasks and a person's first taps. The stored token lives at
 * least STORED_TOKEN_MIN_LIFETIME_MS (a minute) longer, and a token or sign-out asked for sooner
 * loads Firebase at once.
 */
export const FIREBASE_START_DELAY_MS = 10_000;

/** The first idle period after FIREBASE_START_DELAY_MS (or a second later without the API). */
function whenSettled(run: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 1000);
  }, FIREBASE_START_DELAY_MS);
}
