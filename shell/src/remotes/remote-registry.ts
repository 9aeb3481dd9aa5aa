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
  registerRemotes(registered.map(toRemote), { force: true });
}

/** The package and released version of a remote, as error reports name it. */
export function releaseOf(federationName: string): { name: string; version: string } | null {
  const release = registered.find((r) => r.federationName === federationName);
  return release ? { name: release.package, version: release.version } : null;
}

/** A remote's code (manifest, entry or chunk) did not load: told apart from a page that threw. */
export class RemoteLoadError extends Error {
  constructor(federationName: string, options: { cause: unknown }) {
    super(`The ${federationName} remote did not load`, options);
    this.name = 'RemoteLoadError';
  }
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
    if (release) registerRemotes([toRemote(release)], { force: true });
  }
  const module = await loadRemote<ExposedPage>(
    `${federationName}/${page.replace(/^\.\//, '')}`,
  ).catch((cause: unknown) => {
    throw new RemoteLoadError(federationName, { cause });
  });
  if (!module?.default) throw new Error(`${federationName} does not expose ${page}`);
  return module;
}

/** The runtime's view of a release: its container name and its absolute mf-manifest.json URL. */
function toRemote(release: RemoteRelease): { name: string; entry: string } {
  return {
    name: release.federationName,
    entry: new URL(release.manifestUrl, window.location.origin).toString(),
  };
}
