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
  publishedAt: string;
  /**
   * An island: the remote brings its own React and the shell mounts its single-spa lifecycles
   * (`./lifecycles`) with the props of `island-props.ts`, instead of rendering its pages.
   */
  island?: true;
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
  /** Built as an island (`remotes.json`): it shares no React-bound module. */
  island?: true;
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
  }
  return m as ReleaseManifest;
}
