/**
 * The SessionProvider's state machine, pure. Every result carries the uid it was asked for, so a
 * late answer for a previous account (sign-out, then a fast sign-in as someone else) is dropped.
 */
import type { User } from 'contract';
import type { FirebaseUserInfo } from './session';
import type { SessionFacts } from './session-status';

type RecordState = 'pending' | 'loaded' | 'missing' | 'failed';

export interface SessionState {
  auth: SessionFacts['auth'];
  firebaseUser: FirebaseUserInfo | null;
  token: string | null;
  tokenState: SessionFacts['token'];
  record: { uid: string; state: RecordState; user: User | null } | null;
  error: Error | null;
}

export type SessionAction =
  | { type: 'signedOut' }
  | { type: 'firebaseUser'; firebaseUser: FirebaseUserInfo }
  | { type: 'token'; uid: string; token: string }
  | { type: 'tokenFailed'; uid: string; error: Error }
  | { type: 'recordLoading'; uid: string }
  | { type: 'recordLoaded'; uid: string; user: User }
  | { type: 'recordMissing'; uid: string }
  | { type: 'recordFailed'; uid: string; error: Error };

export const initialSessionState: SessionState = {
  auth: 'pending',
  firebaseUser: null,
  token: null,
  tokenState: 'pending',
  record: null,
  error: null,
};

const signedOutState: SessionState = { ...initialSessionState, auth: 'signedOut' };

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  if (action.type === 'signedOut') return signedOutState;
  if (action.type === 'firebaseUser') {
    if (state.firebaseUser?.uid === action.firebaseUser.uid) {
      return { ...state, auth: 'signedIn', firebaseUser: action.firebaseUser };
    }
    // Another account: nothing of the previous one may leak into this one.
    return { ...initialSessionState, auth: 'signedIn', firebaseUser: action.firebaseUser };
  }
  if (state.firebaseUser?.uid !== action.uid) return state;

  switch (action.type) {
    case 'token':
      return {
        ...state,
        token: action.token,
        tokenState: 'ready',
        error: state.tokenState === 'failed' ? null : state.error,
      };
    case 'tokenFailed':
      return { ...state, token: null, tokenState: 'failed', error: action.error };
    case 'recordLoading':
      // A refresh of a known record keeps showing it: no flash back to 'loading'.
      if (isSettled(state, action.uid)) return state;
      return { ...state, record: { uid: action.uid, state: 'pending', user: null }, error: null };
    case 'recordLoaded':
      return {
        ...state,
        record: { uid: action.uid, state: 'loaded', user: action.user },
        error: null,
      };
    case 'recordMissing':
      return { ...state, record: { uid: action.uid, state: 'missing', user: null }, error: null };
    case 'recordFailed':
      // A failed refresh leaves a known record as it was; refreshUser's caller gets the error.
      if (isSettled(state, action.uid)) return state;
      return {
        ...state,
        record: { uid: action.uid, state: 'failed', user: null },
        error: action.error,
      };
  }
}

/** The facts deriveSessionStatus reads. */
export function sessionFacts(state: SessionState): SessionFacts {
  const record =
    state.record && state.record.uid === state.firebaseUser?.uid ? state.record.state : 'pending';
  return { auth: state.auth, token: state.tokenState, record };
}

function isSettled(state: SessionState, uid: string): boolean {
  return (
    state.record?.uid === uid &&
    (state.record.state === 'loaded' || state.record.state === 'missing')
  );
}
