import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared-ui/router';
import { formatPrompt, promptOf, type RouteDeclaration } from 'platform';
import { redirectMemory, useSession } from 'shared-api';
import { ErrorPanel, FullPageLoader } from 'shared-ui';

export const LOGIN_PATH = '/auth/phone';

/**
 * Login gating, enforced by the shell before any of the remote's code loads. A logged-out visitor
 * of a protected route is sent to the phone step with the route's prompt, and the path and query
 * are remembered so that sign-in returns them here.
 */
export function LoginGate({ route, children }: { route: RouteDeclaration; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!route.auth?.required) return <>{children}</>;
  if (session.isLoading) return <FullPageLoader />;
  if (session.isLoggedIn) return <>{children}</>;
  if (session.status === 'loading' && session.error) {
    // Signed in to Firebase, but the token or the user record could not be fetched: sending this
    // person to sign in again would not help.
    return (
      <ErrorPanel
        title="We couldn't load your account"
        message="Check your connection and try again."
        onRetry={() => void session.refreshUser().catch(() => undefined)}
      />
    );
  }

  redirectMemory.save({
    path: location.pathname,
    query: location.search,
    message: formatPrompt(promptOf(route)),
    requiresFullLogin: route.auth.requiresFullLogin ?? false,
  });
  return <Navigate to={LOGIN_PATH} replace />;
}
