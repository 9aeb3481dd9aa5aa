import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { ReleaseManifest, RemoteRelease } from 'platform';

/**
 * The remotes of the live release, registered with the Module Federation runtime at start. The
 * shell has no build-time remotes: a remote team publishes and the next page load picks it up.
 */
let registered: RemoteRelease[] = [];
let registeredFrom: ReleaseManifest | undefined;
/** Told of every remote page that loaded: error rates count loads (errors/install-error-reporting). */
let onLoaded: ((release: { name: string; version: string }) => void) | undefined;

/**
 * Registers the release's remotes. The entry chunk registers the manifest it read (to fetch the
 * opened page's remote early: boot/page-remote.ts) and the bootstrap then hands over the same
 * manifest with its listener: registering that again would make the runtime forget the fetches
 * under way, so only the listener is taken.
 */
export function registerReleaseRemotes(
  manifest: ReleaseManifest,
  options: { onLoaded?: (release: { name: string; version: string }) => void } = {},
): void {
  if (options.onLoaded) onLoaded = options.onLoaded;
  if (manifest === registeredFrom) return;
  registeredFrom = manifest;
  registered = Object.values(manifest.remotes);
  registerRemotes(registered.map(toRemote), { force: true });
}

/** The package and released version of a remote, as error reports name it. */
export function releaseOf(federationName: string): { name: string; version: string } | null {
  const release = registered.find((r) => r.federationName === federationName);
  return release ? { name: release.package, version: release.version } : null;
}

/** A remote's code (entry or chunk) did not load: told apart from a page that threw. */
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
  return loadExposedModule<ExposedPage>(federationName, page, fresh, (m) => !!m.default);
}

/**
 * Loads any exposed module (an island's `./lifecycles`, say) the way `loadExposedPage` loads a
 * page; `isWhole` says whether what came is what the expose promises.
 */
export async function loadExposedModule<T>(
  federationName: string,
  expose: string,
  fresh: boolean,
  isWhole: (module: T) => boolean,
): Promise<T> {
  if (fresh) registerAgain(federationName);
  const module = await loadRemote<T>(`${federationName}/${expose.replace(/^\.\//, '')}`).catch(
    (cause: unknown) => {
      throw new RemoteLoadError(federationName, { cause });
    },
  );
  if (!module || !isWhole(module)) throw new Error(`${federationName} does not expose ${expose}`);
  const release = releaseOf(federationName);
  if (release) onLoaded?.(release);
  return module;
}

/**
 * Fetches what a page of a remote needs before it is visited: the remote's entry and the page's
 * own chunks and stylesheet, with the shared modules they take from the shell. The page's module
 * is not run (`loadFactory: false` stops at its factory); the chunks' scripts are, which only
 * registers their modules, and its stylesheet applies (every remote's classes are its own, BEM).
 *
 * Not the runtime's `preloadRemote`: it lists a page's files from the remote's `mf-manifest.json`,
 * which the shell no longer reads (the release manifest names the entry, and the runtime is built
 * without its manifest plugins). Asking the container for the page is the container's own list.
 * A failed prefetch is forgotten, so the visit itself starts clean and fails, or succeeds, alone.
 */
export async function prefetchExposedPage(federationName: string, page: string): Promise<void> {
  try {
    await loadRemote(`${federationName}/${page.replace(/^\.\//, '')}`, {
      loadFactory: false,
      from: 'runtime',
    });
  } catch (error) {
    registerAgain(federationName);
    throw error;
  }
}

/** Drops the runtime's memory of a remote's fetches (a failed one would be replayed otherwise). */
function registerAgain(federationName: string): void {
  const release = registered.find((r) => r.federationName === federationName);
  if (release) registerRemotes([toRemote(release)], { force: true });
}

/**
 * The runtime's view of a release: its container name and the absolute URL of its container entry
 * (a script defining the global of that name), loaded with no manifest before it.
 */
function toRemote(release: RemoteRelease): { name: string; entry: string } {
  return {
    name: release.federationName,
    entry: new URL(release.entryUrl, window.location.origin).toString(),
  };
}
