import type { RemoteRoute } from './remote-route';

/**
 * Returns `prefetch(href)`: for a same-origin link to a remote's page, asks `preload` (the
 * federation runtime) once for that page, so a click finds the remote's manifest, entry and page
 * chunks already fetched instead of fetching them one after another. A failed prefetch may be
 * tried again on the next hover.
 */
export function createRemotePrefetcher(options: {
  origin: string;
  resolve(pathname: string): RemoteRoute | null;
  preload(route: RemoteRoute): Promise<void>;
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
    const route = options.resolve(url.pathname);
    if (!route) return;
    const key = `${route.federationName}/${route.declaration.page}`;
    if (started.has(key)) return;
    started.add(key);
    options.preload(route).catch(() => started.delete(key));
  };
}
