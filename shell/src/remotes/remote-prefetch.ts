import { matchRoutes, type RouteObject } from 'shared-ui/router';
import type { ReleaseManifest } from 'platform';
import type { RouteHandle } from '../router/route-handle';

/** A page of a remote: what the federation runtime is asked to prefetch. */
export interface RemoteTarget {
  federationName: string;
  page: string;
  /** The route is behind the login gate: a signed-out visitor never gets its page. */
  signInRequired: boolean;
}

/** The remote page a path leads to, by the router's own table; null for the shell's pages. */
export function remoteTargetOf(
  routes: RouteObject[],
  manifest: ReleaseManifest,
  pathname: string,
): RemoteTarget | null {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle) return null;
  const release = manifest.remotes[handle.owner];
  if (!release) return null;
  const { page, auth } = handle.declaration;
  return { federationName: release.federationName, page, signInRequired: auth?.required === true };
}

/**
 * Returns `prefetch(href)`: for a same-origin link to a remote's page, asks `preload` (the
 * federation runtime) once for that page, so a click finds the remote's manifest, entry and page
 * chunks already fetched instead of fetching them one after another. A failed prefetch may be
 * tried again on the next hover.
 */
export function createRemotePrefetcher(options: {
  origin: string;
  resolve(pathname: string): RemoteTarget | null;
  preload(target: RemoteTarget): Promise<void>;
}): (href: string) => void {
  const started = new Set<string>();
  return (href) => {
    let url: URL;
    try {
      url = new URL(href, options.origin);
    } catch {
      return;
    }
    if (url.origin !== options.origin) return;
    const target = options.resolve(url.pathname);
    if (!target) return;
    const key = `${target.federationName}/${target.page}`;
    if (started.has(key)) return;
    started.add(key);
    options.preload(target).catch(() => started.delete(key));
  };
}
