import { isSessionInitialized, loadAuth } from './firebase-session';
import { resetPhoneSignIn } from './phone-sign-in';

/** Signs out of Firebase and forgets any half-done phone sign-in. The provider sees it. */
export async function signOut(): Promise<void> {
  resetPhoneSignIn();
  if (!isSessionInitialized()) return;
  const [auth, { signOut: firebaseSignOut }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  await firebaseSignOut(auth);
}
