import type { Auth } from 'firebase/auth';
import { useEffect, type Dispatch } from 'react';
import { onAuthLoaded } from './firebase-session';
import type { SessionAction } from './session-reducer';
import { asError } from './as-error';

/**
 * Follows Firebase's ID token once Firebase is loaded, by whoever loads it: each new token goes to
 * `takeToken`; signing out calls `forgetRecord` before the session says so.
 */
export function useFirebaseToken(
  dispatch: Dispatch<SessionAction>,
  takeToken: (uid: string, token: string) => void,
  forgetRecord: () => void,
): void {
  useEffect(() => {
    let active = true;
    let unsubscribe: () => void = () => undefined;
    const follow = async (auth: Auth) => {
      const { onIdTokenChanged } = await import('firebase/auth');
      if (!active) return;
      unsubscribe = onIdTokenChanged(auth, (firebaseUser) => {
        if (!firebaseUser) {
          forgetRecord();
          dispatch({ type: 'signedOut' });
          return;
        }
        const { uid, phoneNumber } = firebaseUser;
        dispatch({ type: 'firebaseUser', firebaseUser: { uid, phoneNumber } });
        firebaseUser.getIdToken().then(
          (token) => {
            if (active) takeToken(uid, token);
          },
          (error: unknown) => {
            if (active) dispatch({ type: 'tokenFailed', uid, error: asError(error) });
          },
        );
      });
    };
    const stopWaiting = onAuthLoaded((auth) => void follow(auth));
    return () => {
      active = false;
      stopWaiting();
      unsubscribe();
    };
  }, [dispatch, takeToken, forgetRecord]);
}
