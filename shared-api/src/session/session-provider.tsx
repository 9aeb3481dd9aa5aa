/**
 * The live session: follows Firebase's ID token, loads the user record for it, and offers both to
 * every app through `useSession()`. The shell mounts it once, after `initSession()`.
 */
import { onIdTokenChanged } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ReactNode } from 'react';
import { isApiError } from '../http/api-error';
import type { User } from '../contract';
import { getMe } from '../users/users-api';
import { requireAuth } from './firebase-session';
import { SessionContext } from './session-context';
import { initialSessionState, sessionReducer } from './session-reducer';
import { buildSession } from './session-value';
import { signOut } from './sign-out';

export function SessionProvider({ children }: { children?: ReactNode }) {
  const auth = requireAuth();
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState);
  // Only the newest record load may write: an older one may answer last.
  const loadSeq = useRef(0);

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

  useEffect(() => {
    let active = true;
    // The uid whose record was asked for: hourly token refreshes must not reload it.
    let recordRequestedFor: string | null = null;
    const unsubscribe = onIdTokenChanged(auth, (firebaseUser) => {
      if (!firebaseUser) {
        recordRequestedFor = null;
        loadSeq.current++;
        dispatch({ type: 'signedOut' });
        return;
      }
      const { uid, phoneNumber } = firebaseUser;
      dispatch({ type: 'firebaseUser', firebaseUser: { uid, phoneNumber } });
      firebaseUser.getIdToken().then(
        (token) => {
          if (!active) return;
          dispatch({ type: 'token', uid, token });
          if (recordRequestedFor === uid) return;
          recordRequestedFor = uid;
          // A failure is kept in state (error, retried by refreshUser or on reconnect).
          loadRecord(uid, token).catch(() => undefined);
        },
        (error: unknown) => {
          if (active) dispatch({ type: 'tokenFailed', uid, error: asError(error) });
        },
      );
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [auth, loadRecord]);

  const refreshUser = useCallback(async (): Promise<User | null> => {
    const firebaseUser = auth.currentUser;
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
  }, [auth, loadRecord]);

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

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
