import { useMatches } from 'shared-ui/router';
import { DEFAULT_NAV, type NavVisibility } from 'platform';
import type { RouteHandle } from '../router/route-handle';

/** Nav visibility of the deepest matched route that declares one. */
export function useNavVisibility(): NavVisibility {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.declaration) return handle.declaration.nav ?? DEFAULT_NAV;
  }
  return DEFAULT_NAV;
}
