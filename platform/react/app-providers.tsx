import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from 'shared-api/query';
import type { QueryClient } from '@tanstack/react-query';
import { SessionContext, SessionProvider, type Session } from 'shared-api';
import {
  GlobalStyles,
  ShellContextProvider,
  ToastProvider,
  type ShellContextValue,
} from 'shared-ui';
import { createQueryClient } from './create-query-client';

export interface AppProvidersProps {
  /** What the shell tells the remotes about itself, e.g. `{ shellVersion: '4.0.78' }`. */
  shell: ShellContextValue;
  /** Defaults to a new {@link createQueryClient}() for the life of this component. */
  queryClient?: QueryClient;
  /**
   * A fixed session (tests). Without it, the live Firebase session, which needs `initSession()`
   * to have run first.
   */
  session?: Session;
  children: ReactNode;
}

/**
 * The providers every page renders inside, in one order: global styles, shell context, query
 * cache, session and toasts. The shell, a remote running on its own and the page tests all use
 * this stack; each adds the router it needs (a data router, a browser router, a memory router).
 */
export function AppProviders({ shell, queryClient, session, children }: AppProvidersProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const toasts = <ToastProvider>{children}</ToastProvider>;
  return (
    <>
      <GlobalStyles />
      <ShellContextProvider value={shell}>
        <QueryClientProvider client={queryClient ?? ownClient}>
          {session ? (
            <SessionContext.Provider value={session}>{toasts}</SessionContext.Provider>
          ) : (
            <SessionProvider>{toasts}</SessionProvider>
          )}
        </QueryClientProvider>
      </ShellContextProvider>
    </>
  );
}
