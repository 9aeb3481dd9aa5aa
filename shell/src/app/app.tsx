import { StrictMode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SessionProvider } from 'shared-api';
import { GlobalStyles, ShellContextProvider, ToastProvider } from 'shared-ui';
import { SHELL_BUILD } from './shell-build';

const shellContext = { shellVersion: SHELL_BUILD };

/**
 * The providers every remote page renders inside: one QueryClient, one session, one toast stack
 * and the shell context. Remotes share this React tree through the Module Federation singletons.
 */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <GlobalStyles />
      <ShellContextProvider value={shellContext}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </SessionProvider>
        </QueryClientProvider>
      </ShellContextProvider>
    </StrictMode>
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // shared-api's request() already retries 5xx with backoff; a second layer would multiply it.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
