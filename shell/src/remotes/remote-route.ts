import type { ReleaseManifest, RouteDeclaration } from 'platform';
import { matchRoute } from 'shared-api/startup-read';

/** A remote's page that a path opens, as the release manifest declares it. */
export interface RemoteRoute {
  federationName: string;
  /** The route as its remote declared it: its page, sign-in and startup read. */
  declaration: RouteDeclaration;
  /** The path's values for the route's `:name` segments. */
  params: Record<string, string>;
}

/**
 * The one answer to "which remote page does this path open?", for the entry chunk's early
 * fetches (before the router has downloaded) and for prefetching on intent afterwards. It reads
 * the manifest's declarations with shared-api's router-free matcher, which chooses as React Router
 * does. The shell's own pages are not in the manifest, so they answer null, as do unknown paths.
 * (Were a remote to declare a path one of the shell's pages also takes, the router would show the
 * shell's page and this would at worst prefetch the remote's in vain.)
 */
export function remoteRouteOf(manifest: ReleaseManifest, pathname: string): RemoteRoute | null {
  const routes = Object.values(manifest.remotes).flatMap((release) =>
    release.routes.map((declaration) => ({
      path: declaration.path,
      declaration,
      federationName: release.federationName,
    })),
  );
  const matched = matchRoute(routes, pathname);
  if (!matched) return null;
  const { federationName, declaration } = matched.route;
  return { federationName, declaration, params: matched.params };
}
