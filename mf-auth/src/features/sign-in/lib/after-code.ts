import { ANALYTICS_EVENTS, track } from 'shared-api';

/**
 * Where the code step sends someone whose code was right: a new account walks the sign-up steps;
 * a returning user goes back where they came from, and that is a `login`.
 */
export function afterCode({ isNewUser }: { isNewUser: boolean }): 'signUp' | 'return' {
  if (isNewUser) return 'signUp';
  track(ANALYTICS_EVENTS.login, { method: 'phone' });
  return 'return';
}
