import type { RouteDeclaration } from './routes';

/**
 * The release manifest (`/releases/current.json`): which version of each remote is live. The shell
 * fetches it at start (no-store); deploy swaps one entry at a time, atomically.
 */
export interface RemoteRelease {
  /** Workspace package name, e.g. `mf-events`. */
  package: string;
  /** Module Federation container name, e.g. `events`: pages load as `events/FeedPage`. */
  federationName: string;
  /** Immutable version: package version plus a content hash, e.g. `1.0.0-3fa2c1d9`. */
  version: string;
  /** URL of the remote's `mf-manifest.json`, absolute or relative to the site root. */
  manifestUrl: string;
  routes: RouteDeclaration[];
  /**
   * Each exposed page's first files, by its key (`./FeedPage`): the remote entry, then the page's
   * own scripts and styles, as paths relative to the folder of `manifestUrl`. The shell fetches
   * them with the release manifest, beside the remote's mf-manifest.json instead of after it.
   * Written by deploy at publish; absent in older entries (then nothing is fetched early).
   */
  pageFiles?: Record<string, string[]>;
  publishedAt: string;
}

export interface ReleaseManifest {
  schemaVersion: 1;
  updatedAt: string;
  remotes: Record<string, RemoteRelease>;
}

/** What a remote's build writes beside `mf-manifest.json`. */
export interface RemoteBuildInfo {
  package: string;
  federationName: string;
  packageVersion: string;
  routes: RouteDeclaration[];
}

export const RELEASE_MANIFEST_PATH = '/releases/current.json';
export const BUILD_INFO_FILE = 'routes.json';

export function emptyReleaseManifest(): ReleaseManifest {
  return { schemaVersion: 1, updatedAt: new Date(0).toISOString(), remotes: {} };
}

/** Narrow an unknown JSON value to a manifest, so a corrupt file fails loudly instead of later. */
export function parseReleaseManifest(value: unknown): ReleaseManifest {
  if (!value || typeof value !== 'object') throw new Error('release manifest is not an object');
  const m = value as Partial<ReleaseManifest>;
  if (m.schemaVersion !== 1) throw new Error('release manifest has an unknown schemaVersion');
  if (!m.remotes || typeof m.remotes !== 'object')
    throw new Error('release manifest has no remotes');
  for (const [key, r] of Object.entries(m.remotes)) {
    if (!r || typeof r.manifestUrl !== 'string' || !Array.isArray(r.routes)) {
      throw new Error(`release manifest entry "${key}" is malformed`);
    }
    if (r.pageFiles !== undefined && !isPageFiles(r.pageFiles)) {
      throw new Error(`release manifest entry "${key}" has malformed pageFiles`);
    }
  }
  return m as ReleaseManifest;
}

function isPageFiles(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (files) => Array.isArray(files) && files.every((file) => typeof file === 'string'),
    )
  );
}

/**
 * The absolute URLs of a page's first files (`pageFiles`), resolved against the manifest's folder
 * on `origin`. Only files beside the manifest's own origin: a list never sends the shell elsewhere.
 */
export function pageFileUrls(release: RemoteRelease, page: string, origin: string): string[] {
  const base = new URL(release.manifestUrl, origin);
  return (release.pageFiles?.[page] ?? [])
    .map((file) => new URL(file, base))
    .filter((url) => url.origin === base.origin)
    .map((url) => url.toString());
}
