import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { ReleaseManifest, RemoteRelease } from 'platform';

/**
 * The remotes of the live release, registered with the Module Federation runtime at start. The
 * shell has no build-time remotes: a remote team publishes and the next page load picks it up.
 */
let registered: RemoteRelease[] = [];

export function registerReleaseRemotes(manifest: ReleaseManifest): void {
  registered = Object.values(manifest.remotes);
  registerRemotes(
    registered.map((r) => ({ name: r.federationName, entry: absoluteUrl(r.manifestUrl) })),
    { force: true },
  );
}

export function registeredRemotes(): readonly RemoteRelease[] {
  return registered;
}

/** Modules a remote exposes: the default export is the page component. */
export interface ExposedPage {
  default: ComponentType;
}

/**
 * Loads `./FeedPage` of `events`. After a failure, `fresh` re-registers the remote first: the
 * runtime keeps the failed manifest/entry fetch otherwise, and Retry would fail again at once.
 */
export async function loadExposedPage(
  federationName: string,
  page: string,
  fresh: boolean,
): Promise<ExposedPage> {
  if (fresh) {
    const release = registered.find((r) => r.federationName === federationName);
    if (release)
      registerRemotes([{ name: release.federationName, entry: absoluteUrl(release.manifestUrl) }], {
        force: true,
      });
  }
  const module = await loadRemote<ExposedPage>(`${federationName}/${page.replace(/^\.\//, '')}`);
  if (!module?.default) throw new Error(`${federationName} does not expose ${page}`);
  return module;
}

function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}
