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
  /**
   * URL of the remote's container entry (`remoteEntry.js`), absolute or relative to the site root:
   * what the shell registers with the federation runtime. The runtime loads it directly, without
   * the round trip to `mf-manifest.json` first.
   */
  entryUrl: string;
  /**
   * URL of the remote's `mf-manifest.json`, absolute or relative to the site root. The shell no
   * longer reads it (deploy validates the build from it); shells from before `entryUrl` do.
   */
  manifestUrl: string;
  routes: RouteDeclaration[];
  publishedAt: string;
  /**
   * An island: the remote brings its own React and the shell mounts its single-spa lifecycles
   * (`./lifecycles`) with the props of `island-props.ts`, instead of rendering its pages.
   */
  island?: true;
  /**
   * A new version live for a share of devices while this one (stable) serves the rest; absent
   * when there is no canary. Shells from before canaries ignore it and load stable: the field is
   * optional, so the manifest's schemaVersion stays 1.
   */
  canary?: CanaryRelease;
}

/** A canary: the new version of a remote, for `share` percent of devices (deploy/README.md). */
export interface CanaryRelease {
  /** The new version's entry, as it will read once promoted (it has no canary of its own). */
  release: Omit<RemoteRelease, 'canary'>;
  /** Percent of devices (1–99) that load it: each device's bucket of this remote is below it. */
  share: number;
  /** When the canary was published. */
  startedAt: string;
  /** When it reached `share`: the judge asks how long each step has lasted. */
  stepStartedAt: string;
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
/** The container entry's file name in every remote build (platform/build names it). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

/**
 * The container entry beside a remote's `mf-manifest.json`: what an entry published before the
 * release manifest carried `entryUrl` is read as (every platform build names it REMOTE_ENTRY_FILE).
 */
export function entryUrlBeside(manifestUrl: string): string {
  return manifestUrl.endsWith(FEDERATION_MANIFEST_FILE)
    ? manifestUrl.slice(0, -FEDERATION_MANIFEST_FILE.length) + REMOTE_ENTRY_FILE
    : manifestUrl;
}

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
  const remotes: Record<string, RemoteRelease> = {};
  for (const [key, r] of Object.entries(m.remotes)) {
    if (!r || typeof r.manifestUrl !== 'string' || !Array.isArray(r.routes)) {
      throw new Error(`release manifest entry "${key}" is malformed`);
    }
    if (r.entryUrl !== undefined && typeof r.entryUrl !== 'string') {
      throw new Error(`release manifest entry "${key}" has an entryUrl that is not a string`);
    }
    // Entries published before `entryUrl` existed stay live until their remote's next publish.
    const entry = r.entryUrl ? r : { ...r, entryUrl: entryUrlBeside(r.manifestUrl) };
    // A canary that does not read right is dropped, not fatal: every device then gets stable.
    const { canary, ...stable } = entry;
    remotes[key] = isCanaryRelease(canary) ? { ...stable, canary } : stable;
  }
  return { ...(m as ReleaseManifest), remotes };
}

function isCanaryRelease(value: unknown): value is CanaryRelease {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<CanaryRelease>;
  const r = c.release;
  return (
    typeof c.share === 'number' &&
    c.share > 0 &&
    c.share < 100 &&
    typeof c.startedAt === 'string' &&
    typeof c.stepStartedAt === 'string' &&
    !!r &&
    typeof r.version === 'string' &&
    typeof r.entryUrl === 'string' &&
    typeof r.manifestUrl === 'string' &&
    typeof r.federationName === 'string' &&
    Array.isArray(r.routes)
  );
}
