import { redirectMemory } from 'shared-api';
import { LOGIN_PATH } from '../gate/login-gate';

/** Remember where the visitor pressed "Sign In", so they come back here afterwards. */
export function rememberHereForSignIn(): void {
  redirectMemory.save({
    path: window.location.pathname,
    query: window.location.search,
    message: null,
    requiresFullLogin: false,
  });
}

export { LOGIN_PATH };
