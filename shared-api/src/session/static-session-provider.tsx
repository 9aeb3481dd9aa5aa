import type { ReactNode } from 'react';
import type { Session } from './session';
import { SessionContext } from './session-context';

/** Provides a fixed session: for tests, stories and remotes running on their own. */
export function StaticSessionProvider({
  session,
  children,
}: {
  session: Session;
  children?: ReactNode;
}) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
