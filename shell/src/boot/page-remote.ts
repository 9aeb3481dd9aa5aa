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
import { prefetchExposedPage, registerReleaseRemotes } from '../remotes/remote-registry';
import type { RemoteRoute } from '../remotes/remote-route';

export interface PageRemoteDeps {
  register(manifest: ReleaseManifest): void;
  prefetch(federationName: string, page: string): Promise<void>;
  /** Whether the device may hold a stored sign-in (read once at boot, boot-reads.ts). */
  mayHaveStoredSession(): Promise<boolean>;
}

/** The registry and the federation runtime's prefetch; the caller knows the stored sign-in. */
export const pageRemoteDeps = (
  mayHaveStoredSession: PageRemoteDeps['mayHaveStoredSession'],
): PageRemoteDeps => ({
  register: (manifest) => registerReleaseRemotes(manifest),
  prefetch: prefetchExposedPage,
  mayHaveStoredSession,
});

/** Registers the release's remotes and fetches the page's own; resolves to what it fetched. */
export async function preloadPageRemote(
  manifest: ReleaseManifest,
  route: RemoteRoute | null,
  deps: PageRemoteDeps,
): Promise<{ federationName: string; page: string } | null> {
  deps.register(manifest);
  if (!route) return null;
  const { federationName, declaration } = route;
  if (declaration.auth?.required && !(await deps.mayHaveStoredSession())) return null;
  await deps.prefetch(federationName, declaration.page);
  return { federationName, page: declaration.page };
}
