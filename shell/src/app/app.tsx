import { StrictMode } from 'react';
import { AppProviders } from 'platform/react';
import { RemoteOverrides } from '../override/remote-overrides';
import { RouteErrorBoundary } from '../pages/error-page';
import { AppRoutes, AppRouterView, type AppRouter } from '../router/app-router';
import { SHELL_BUILD } from '../build-info/shell-build';

const shellContext = { shellVersion: SHELL_BUILD };

/**
 * The providers every remote page renders inside (platform's one stack: query cache, session,
 * toasts, shell context) around the router. Remotes share this React tree through the Module
 * Federation singletons.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders shell={shellContext}>
        <AppRouterView router={router}>
          <RemoteOverrides />
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </AppRouterView>
      </AppProviders>
    </StrictMode>
  );
}
