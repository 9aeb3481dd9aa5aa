/** Turns provider state (or a test's wishes) into the `Session` apps read. Pure. */
import type { User } from 'contract';
import type { FirebaseUserInfo, Session, Viewer } from './session';
import { sessionFacts } from './session-reducer';
import type { SessionState } from './session-reducer';
import { deriveSessionStatus, sessionFlags } from './session-status';
import type { SessionStatus } from './session-status';

type SessionActions = Pick<Session, 'refreshUser' | 'signOut'>;

export function buildSession(state: SessionState, actions: SessionActions): Session {
  const status = deriveSessionStatus(sessionFacts(state));
  const sameAccount = state.record !== null && state.record.uid === state.firebaseUser?.uid;
  const user = sameAccount ? (state.record?.user ?? null) : null;
  return {
    status,
    ...sessionFlags(status, state.error),
    token: state.token,
    user,
    firebaseUser: state.firebaseUser,
    error: state.error,
    authResolved:
      state.auth === 'signedOut' || (state.auth === 'signedIn' && state.tokenState !== 'pending'),
    viewer: viewerOf(state.firebaseUser, state.token, user),
    ...actions,
  };
}

export interface StaticSessionInput {
  status?: SessionStatus;
  token?: string | null;
  user?: User | null;
  firebaseUser?: FirebaseUserInfo | null;
  error?: Error | null;
  refreshUser?: Session['refreshUser'];
  signOut?: Session['signOut'];
}

/**
 * A consistent Session from a few facts, for tests, stories and standalone remotes:
 * `createStaticSession({ token: 't', user })` is signed in, `{ token: 't' }` needs a profile,
 * `{}` is signed out.
 */
export function createStaticSession(input: StaticSessionInput = {}): Session {
  const token = input.token ?? null;
  const user = input.user ?? null;
  const status = input.status ?? (token ? (user ? 'signedIn' : 'needsProfile') : 'signedOut');
  const error = input.error ?? null;
  const firebaseUser =
    input.firebaseUser !== undefined
      ? input.firebaseUser
      : token
        ? { uid: user?.id ?? 'static-uid', phoneNumber: user?.phone ?? null }
        : null;
  return {
    status,
    ...sessionFlags(status, error),
    token,
    user,
    firebaseUser,
    error,
    authResolved: status !== 'loading' || error !== null,
    viewer: viewerOf(firebaseUser, token, user),
    refreshUser: input.refreshUser ?? (() => Promise.resolve(user)),
    signOut: input.signOut ?? (() => Promise.resolve()),
  };
}

function viewerOf(
  firebaseUser: FirebaseUserInfo | null,
  token: string | null,
  user: User | null,
): Viewer | null {
  return firebaseUser && token ? { uid: firebaseUser.uid, token, userId: user?.id ?? null } : null;
}
