import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'shared-ui/router';
import { AppProviders } from 'platform/react';
import { SHELL_BUILD } from './shell-build';

const shellContext = { shellVersion: SHELL_BUILD };

/**
 * The providers every remote page renders inside (platform's one stack: query cache, session,
 * toasts, shell context) around the router. Remotes share this React tree through the Module
 * Federation singletons.
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <AppProviders shell={shellContext}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
