import { createContext, useContext } from 'react';
import type { Session } from './session';

/**
 * One context object for the page: shared-api is a Module Federation singleton, so a remote's
 * `useSession()` reads the provider the shell mounted.
 */
export const SessionContext = createContext<Session | null>(null);
SessionContext.displayName = 'SessionContext';

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error(
      'useSession() needs a <SessionProvider> above it. The shell mounts one; in tests, stories ' +
        'and standalone remotes use <StaticSessionProvider session={createStaticSession(...)}>.',
    );
  }
  return session;
}
