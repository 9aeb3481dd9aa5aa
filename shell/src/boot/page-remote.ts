/**
 * The opened page's remote (its manifest, entry and page chunks), fetched from the entry chunk as
 * soon as the release manifest is in. The bootstrap would ask for it only after React, the router
 * and the shared modules had downloaded and run: three fetches one after another (the remote's
 * manifest, then its entry, then the page), each waiting for the one before, at the end of the
 * page's critical path. Now they travel beside those downloads, and the page's own files (named by
 * the release manifest) beside the remote's manifest instead of after it.
 *
 * A page behind sign-in is fetched only when the device may hold a stored sign-in: a visitor is
 * sent to sign in instead, and would not use it.
 */
import type { ReleaseManifest, RemoteRelease } from 'platform';
import { matchRoute, mayHaveStoredSession } from 'shared-api/startup-read';
import { prefetchExposedPage, registerReleaseRemotes } from '../remotes/remote-registry';
import { preloadPageFiles } from './preload-page-files';

export interface PageRemoteDeps {
  register(manifest: ReleaseManifest): void;
  prefetch(federationName: string, page: string): Promise<void>;
  mayHaveStoredSession(firebaseApiKey: string): Promise<boolean>;
  /** Asks for the page's first files at once, beside the remote's manifest. */
  preloadFiles(release: RemoteRelease, page: string): void;
}

/** The registry, the federation runtime's prefetch and a read of Firebase's stored sign-in. */
export const PAGE_REMOTE_DEPS: PageRemoteDeps = {
  register: (manifest) => registerReleaseRemotes(manifest),
  prefetch: prefetchExposedPage,
  mayHaveStoredSession: (apiKey) => mayHaveStoredSession(apiKey),
  preloadFiles: (release, page) => void preloadPageFiles(release, page),
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
    release.routes.map((route) => ({ ...route, release })),
  );
  const matched = matchRoute(routes, pathname);
  if (!matched) return null;
  const { release, page, auth } = matched.route;
  const { federationName } = release;
  if (auth?.required && !(await deps.mayHaveStoredSession(firebaseApiKey))) return null;
  deps.preloadFiles(release, page);
  await deps.prefetch(federationName, page);
  return { federationName, page };
}
