import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { readHistory, readReleaseManifest } from './release-store';

export interface ReleaseListing {
  package: string;
  /** The version current.json points at, or null when the package is stored but not live. */
  liveVersion: string | null;
  /** The canary out beside it, with its share, or null. */
  canary: { version: string; share: number } | null;
  /** Oldest first. */
  versions: Array<{ version: string; createdAt: string; live: boolean }>;
}

async function subdirs(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    // Dot folders are the lock and in-flight copies, never releases.
    return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every stored release of every package, with which one is live. */
export async function listReleases(releasesDir: string): Promise<ReleaseListing[]> {
  const [manifest, history] = await Promise.all([
    readReleaseManifest(releasesDir),
    readHistory(releasesDir),
  ]);
  const firstPublished = new Map<string, string>();
  for (const h of history) {
    const key = `${h.package}/${h.version}`;
    if (!firstPublished.has(key)) firstPublished.set(key, h.at);
  }

  const listings: ReleaseListing[] = [];
  for (const pkg of (await subdirs(releasesDir)).sort()) {
    const liveVersion = manifest.remotes[pkg]?.version ?? null;
    const out = manifest.remotes[pkg]?.canary;
    const canary = out ? { version: out.release.version, share: out.share } : null;
    const versions = await Promise.all(
      (await subdirs(path.join(releasesDir, pkg))).map(async (version) => ({
        version,
        createdAt:
          firstPublished.get(`${pkg}/${version}`) ??
          (await stat(path.join(releasesDir, pkg, version))).mtime.toISOString(),
        live: version === liveVersion,
      })),
    );
    versions.sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.version.localeCompare(b.version),
    );
    listings.push({ package: pkg, liveVersion, canary, versions });
  }
  return listings;
}
