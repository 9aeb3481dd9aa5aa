import { useCallback } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import { paths, redirectMemory } from 'shared-api';

/**
 * Sends a visitor to sign in and remembers this page (path and query), so the auth flow brings them
 * back here afterwards (SPEC section 4, redirect memory).
 */
export function useSignInRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (message: string) => {
      redirectMemory.save({
        path: location.pathname,
        query: location.search,
        message,
        requiresFullLogin: true,
      });
      navigate(paths.auth('phone'));
    },
    [location.pathname, location.search, navigate],
  );
}
