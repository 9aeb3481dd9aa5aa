import { ANALYTICS_EVENTS, createUser, isApiError, track, type SignUpDraft } from 'shared-api';
import type { User } from 'contract';
import { userInputOf } from './user-input';

/**
 * Creates the user from the finished draft and records `sign_up`. A 409 `user_exists` means a
 * second tab or a lost response already did: that is success, but not a second sign-up.
 * @returns the new user, or null when it already existed.
 */
export async function createAccount(token: string, draft: SignUpDraft): Promise<User | null> {
  try {
    const user = await createUser(token, userInputOf(draft));
    track(ANALYTICS_EVENTS.signUp, { method: 'phone' });
    return user;
  } catch (e) {
    if (isApiError(e) && e.code === 'user_exists') return null;
    throw e;
  }
}
