import { randomBytes } from 'node:crypto';
import { appendFile, copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { emptyReleaseManifest, parseReleaseManifest } from 'platform';
import type { ReleaseManifest } from 'platform';
import { writeFileAtomic } from './atomic-write';
import { hashTree, listFiles } from './content-hash';
import { DeployRefusal } from './deploy-refusal';
import { withDirLock } from './dir-lock';
import type { LockOptions } from './dir-lock';

/**
 * The layout of a releases folder, which is also what the static server (and a CDN) serves at
 * `/releases/`:
 *
 *   current.json                      the release manifest (swapped atomically)
 *   history.jsonl                     one line per publish, rollback and canary change
 *   <package>/<version>/...           immutable copies of each published dist
 *   .lock/                            held while current.json is being swapped
 */
export const CURRENT_FILE = 'current.json';
export const HISTORY_FILE = 'history.jsonl';
const LOCK_DIR = '.lock';

/**
 * `publish`/`rollback`/`promote` change the stable version; `canary` starts a canary (or replaces
 * one), `canary-step` widens its share, `canary-rollback` drops it.
 */
export type HistoryAction =
  'publish' | 'rollback' | 'canary' | 'canary-step' | 'promote' | 'canary-rollback';

export interface HistoryEntry {
  at: string;
  action: HistoryAction;
  package: string;
  /**
   * What is live for everyone afterwards; for `canary` and `canary-step`, the canary's version.
   */
  version: string;
  /**
   * The version that was live before, or null for a first publish. For `canary` and
   * `canary-step`, the stable version beside the canary; for `canary-rollback`, the canary
   * rolled back.
   */
  previousVersion: string | null;
  /** The canary's share after a `canary` or `canary-step`, percent. */
  share?: number;
  /** Published again with --force after it had been rolled back. */
  forced?: true;
  /** Who acted: `person:<name>` from the command line, `watch` for the judge. */
  by?: string;
  /** Why, in words (the judge's reason). */
  reason?: string;
  /** The counts that decided it (the judge's numbers). */
  numbers?: Record<string, unknown>;
}

export function releaseDir(releasesDir: string, pkg: string, version: string): string {
  return path.join(releasesDir, pkg, version);
}

/** The URL of a released file of the remote (`mf-manifest.json`), relative to the site root. */
export function releaseFileUrl(pkg: string, version: string, file: string): string {
  return `/releases/${encodeURIComponent(pkg)}/${encodeURIComponent(version)}/${file}`;
}

/** The URL of the remote's `mf-manifest.json` (deploy's validation and older shells read it). */
export function federationManifestUrl(pkg: string, version: string): string {
  return releaseFileUrl(pkg, version, 'mf-manifest.json');
}

/** The live release manifest, or an empty one before the first publish. */
export async function readReleaseManifest(releasesDir: string): Promise<ReleaseManifest> {
  let text: string;
  try {
    text = await readFile(path.join(releasesDir, CURRENT_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyReleaseManifest();
    throw error;
  }
  return parseReleaseManifest(JSON.parse(text));
}

export async function writeReleaseManifest(
  releasesDir: string,
  manifest: ReleaseManifest,
): Promise<void> {
  await writeFileAtomic(
    path.join(releasesDir, CURRENT_FILE),
    JSON.stringify(manifest, null, 2) + '\n',
  );
}

export async function appendHistory(releasesDir: string, entry: HistoryEntry): Promise<void> {
  // One write() of one line with O_APPEND: lines from separate writers never interleave.
  await appendFile(path.join(releasesDir, HISTORY_FILE), JSON.stringify(entry) + '\n');
}

export async function readHistory(releasesDir: string): Promise<HistoryEntry[]> {
  let text: string;
  try {
    text = await readFile(path.join(releasesDir, HISTORY_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/** Serialise every read-modify-write of current.json + history across processes. */
export function withReleaseLock<T>(
  releasesDir: string,
  fn: () => Promise<T>,
  options?: LockOptions,
): Promise<T> {
  return withDirLock(path.join(releasesDir, LOCK_DIR), fn, options);
}

export async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copy `distDir` to `<releasesDir>/<package>/<version>/`. The copy goes to a hidden temp folder
 * first and is renamed into place, so the versioned folder is either absent or complete — a CDN
 * or the shell can never see half a release. Versions are immutable: if the folder exists it must
 * hold exactly these bytes (a harmless re-publish), otherwise the publish is refused.
 *
 * Returns whether the folder was created (false for an identical re-publish).
 */
export async function storeRelease(
  distDir: string,
  releasesDir: string,
  pkg: string,
  version: string,
  distHash: string,
): Promise<boolean> {
  const target = releaseDir(releasesDir, pkg, version);
  if (await exists(target)) {
    await assertSameContent(target, distHash, pkg, version);
    return false;
  }
  const tmp = path.join(releasesDir, pkg, `.tmp-${version}-${randomBytes(6).toString('hex')}`);
  try {
    for (const rel of await listFiles(distDir)) {
      const to = path.join(tmp, rel);
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(path.join(distDir, rel), to);
    }
    await mkdir(tmp, { recursive: true }); // an empty dist still yields a folder
    try {
      await rename(tmp, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another publish of the same build won the race: fine if it holds the same bytes.
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      await assertSameContent(target, distHash, pkg, version);
      return false;
    }
    return true;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function assertSameContent(
  target: string,
  distHash: string,
  pkg: string,
  version: string,
): Promise<void> {
  if ((await hashTree(target)) === distHash) return;
  throw new DeployRefusal(
    `${pkg} cannot be published: version ${version} already exists in ${target} with different content (versions are immutable)`,
  );
}
