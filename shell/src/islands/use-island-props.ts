import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'shared-ui/router';
import { getIdToken, reportClientError, useSession } from 'shared-api';
import {
  ISLAND_PROPS_VERSION,
  islandBasePath,
  type AppConfig,
  type IslandProps,
  type RemoteRelease,
  type RouteDeclaration,
} from 'platform';
import { releaseOf } from '../remotes/remote-registry';

/**
 * The island props (platform's versioned contract) from the shell's own contexts: what a shared
 * remote reads from the session, the router and the error reporter, handed over as values. A new
 * object only when something in it changed, so the parcel re-renders only then.
 */
export function useIslandProps(
  release: RemoteRelease,
  declaration: RouteDeclaration,
  config: AppConfig,
): IslandProps {
  const session = useSession();
  const location = useLocation();
  const params = useParams();
  const navigate = useStableNavigate();
  const { federationName } = release;
  const reportError = useCallback(
    (error: unknown) =>
      reportClientError({ kind: 'error_boundary', error, remote: releaseOf(federationName) }),
    [federationName],
  );
  const basePath = useMemo(() => islandBasePath(release.routes.map((r) => r.path)), [release]);
  const status = session.isLoading ? 'loading' : session.isLoggedIn ? 'signedIn' : 'signedOut';
  const user = session.isLoggedIn ? session.user : null;
  const person = useMemo(
    () => (user ? { id: user.id, name: user.name, displayName: user.displayName } : null),
    [user],
  );
  return useMemo(
    () => ({
      contractVersion: ISLAND_PROPS_VERSION,
      page: declaration.page,
      params: Object.fromEntries(
        Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      location: { pathname: location.pathname, search: location.search },
      basePath,
      session: { status, person, getIdToken },
      navigate,
      config,
      reportError,
    }),
    [
      declaration.page,
      params,
      location.pathname,
      location.search,
      basePath,
      status,
      person,
      navigate,
      config,
      reportError,
    ],
  );
}

/**
 * The router's navigate, one function for the island's lifetime: react-router's changes with each
 * address, which would hand the island new props on every navigation for nothing.
 */
function useStableNavigate(): IslandProps['navigate'] {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback((to, options) => void latest.current(to, options), []);
}
