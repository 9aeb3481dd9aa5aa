/**
 * The opened page's remote (its manifest, entry and page chunks), fetched from the entry chunk as
 * soon as the release manifest is in. The bootstrap would ask for it only after React, the router
 * and the shared modules had downloaded and run: three fetches one after another (the remote's
 * manifest, then its entry, then the page), each waiting for the one before, at the end of the
 * page's critical path. Now they travel beside those downloads.
 *
 * A page behind sign-in is fetched only when the device may hold a stored sign-in: a visitor is
 * sent to sign in instead, and would not use it.
 */
import type { ReleaseManifest } from 'platform';
import { matchRoute, mayHaveStoredSession } from 'shared-api/startup-read';
import { prefetchExposedPage, registerReleaseRemotes } from '../remotes/remote-registry';

export interface PageRemoteDeps {
  register(manifest: ReleaseManifest): void;
  prefetch(federationName: string, page: string): Promise<void>;
  mayHaveStoredSession(firebaseApiKey: string): Promise<boolean>;
}

/** The registry, the federation runtime's prefetch and a read of Firebase's stored sign-in. */
export const PAGE_REMOTE_DEPS: PageRemoteDeps = {
  register: (manifest) => registerReleaseRemotes(manifest),
  prefetch: prefetchExposedPage,
  mayHaveStoredSession: (apiKey) => mayHaveStoredSession(apiKey),
};

/** Registers the release's remotes and fetches the page's own; resolves to what it fetched. */
export async function preloadPageRemote(
  manifest: ReleaseManifest,
  pathname: string,
  firebaseApiKey: string,
  deps: PageRemoteDeps = PAGE_REMOTE_DEPS,
): Promise<{ federationName: string; page: string } | null> {
  deps.register(manifest);
  const routes = Object.values(manifest.remotes).flatMap((release) =>
    release.routes.map((route) => ({ ...route, federationName: release.federationName })),
  );
  const matched = matchRoute(routes, pathname);
  if (!matched) return null;
  const { federationName, page, auth } = matched.route;
  if (auth?.required && !(await deps.mayHaveStoredSession(firebaseApiKey))) return null;
  await deps.prefetch(federationName, page);
  return { federationName, page };
}
