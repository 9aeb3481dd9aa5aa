import { signOut as firebaseSignOut } from 'firebase/auth';
import { isSessionInitialized, requireAuth } from './firebase-session';
import { resetPhoneSignIn } from './phone-sign-in';

/** Signs out of Firebase and forgets any half-done phone sign-in. The provider sees it. */
export async function signOut(): Promise<void> {
  resetPhoneSignIn();
  if (!isSessionInitialized()) return;
  await firebaseSignOut(requireAuth());
}
