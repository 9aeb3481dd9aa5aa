/** What `useSession()` gives every app. React-free types, so non-React code can name them. */
import type { User } from 'contract';
import type { SessionStatus } from './session-status';

/** The parts of the Firebase user the apps need; the Firebase object itself stays in here. */
export interface FirebaseUserInfo {
  uid: string;
  phoneNumber: string | null;
}

/**
 * Who is asking, for data whose answer depends on the viewer: query keys carry the stable `uid`,
 * requests carry the `token` (which changes hourly and so must not be in keys).
 */
export interface Viewer {
  uid: string;
  token: string;
  /** The user record's id, once loaded: tells one's own profile from someone else's. */
  userId: string | null;
}

export interface Session {
  status: SessionStatus;
  /** A token and a user record (SPEC section 4). */
  isLoggedIn: boolean;
  /** Waiting on Firebase, the token or the user record; false once `error` stops the wait. */
  isLoading: boolean;
  /** Firebase ID token for API calls; refreshed by Firebase before it expires. */
  token: string | null;
  user: User | null;
  firebaseUser: FirebaseUserInfo | null;
  /** Why the session could not be settled (token or user record failed); `refreshUser` retries. */
  error: Error | null;
  /**
   * Firebase has said who is signed in and their token is in hand (or failed): data hooks wait for
   * this so they fetch once, with the right token, instead of anonymously and then again.
   */
  authResolved: boolean;
  /** Set whenever there is a token. */
  viewer: Viewer | null;
  /** Loads the user record again, e.g. after sign-up created it. Null when there is none. */
  refreshUser(): Promise<User | null>;
  signOut(): Promise<void>;
}
