import { DEFAULT_NAV, type NavVisibility } from 'platform';
import { useRouteMatches } from '../router/app-router';
import type { RouteHandle } from '../router/route-handle';

/** Nav visibility of the deepest matched route that declares one. */
export function useNavVisibility(): NavVisibility {
  const matches = useRouteMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.declaration) return handle.declaration.nav ?? DEFAULT_NAV;
  }
  return DEFAULT_NAV;
}
