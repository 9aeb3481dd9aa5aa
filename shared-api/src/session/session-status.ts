/**
 * How the session reads, derived from what is known (SPEC section 4): logged in means a token AND
 * the user record; loading while either is pending. Pure, so every edge is unit-tested.
 */

export type SessionStatus = 'loading' | 'signedOut' | 'needsProfile' | 'signedIn';

export interface SessionFacts {
  /** Firebase's answer: pending until it has restored (or not) a persisted sign-in. */
  auth: 'pending' | 'signedOut' | 'signedIn';
  token: 'pending' | 'ready' | 'failed';
  /** The `GET /users/` record; `missing` is a 404 `user_not_found` (sign-up not finished). */
  record: 'pending' | 'loaded' | 'missing' | 'failed';
}

export function deriveSessionStatus(facts: SessionFacts): SessionStatus {
  if (facts.auth === 'pending') return 'loading';
  if (facts.auth === 'signedOut') return 'signedOut';
  // Signed in to Firebase: we cannot say who they are for the app until token and record are in.
  // A failed token or record keeps 'loading' (with an error beside it) rather than guessing
  // 'signedOut' or 'needsProfile', which would send a real user to sign-up again.
  if (facts.token !== 'ready') return 'loading';
  if (facts.record === 'loaded') return 'signedIn';
  if (facts.record === 'missing') return 'needsProfile';
  return 'loading';
}

export interface SessionFlags {
  isLoggedIn: boolean;
  /** Still waiting; false once an error stops the wait (show the error and offer a retry). */
  isLoading: boolean;
}

export function sessionFlags(status: SessionStatus, error: Error | null): SessionFlags {
  return { isLoggedIn: status === 'signedIn', isLoading: status === 'loading' && error === null };
}
