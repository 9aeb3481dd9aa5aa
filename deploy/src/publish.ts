import { mkdir } from 'node:fs/promises';
import { sizeBudgetProblem, type ReleaseManifest } from 'platform';
import { hashTree, releaseVersion } from './content-hash';
import { DeployRefusal } from './deploy-refusal';
import type { LockOptions } from './dir-lock';
import { readRemoteDist, readShellBuild } from './federation-manifest';
import type { RemoteDist } from './federation-manifest';
import {
  appendHistory,
  readHistory,
  readReleaseManifest,
  storeRelease,
  withReleaseLock,
  writeReleaseManifest,
} from './release-store';
import { refuseIfProblems, releaseProblems } from './validate-release';
import { rejectedVersions } from './canary/rejected-versions';
import { startCanary } from './canary/canary-ops';
import { publishResult, releaseEntry } from './release-entry';

export interface PublishOptions {
  /** The remote's build output: mf-manifest.json, routes.json and hashed assets. */
  distDir: string;
  releasesDir: string;
  /**
   * The shell's build output; when given, shared singletons are checked against what it provides,
   * and the shared-package exports the remote imports against the ones the shell's copy has.
   */
  shellDistDir?: string;
  now?: () => Date;
  lock?: LockOptions;
  /**
   * Publish as a canary for this percent of devices (1–99), keeping the stable version for the
   * rest; the watcher (or `--promote`) widens it. Without it the version goes live for everyone.
   */
  canaryShare?: number;
  /** Publish a version that was rolled back (the only way it comes back). */
  force?: boolean;
  /** Who acts, for the history (`person:<name>`). */
  by?: string;
}

export interface PublishResult {
  package: string;
  version: string;
  /** What was live before, or null for a first publish. */
  previousVersion: string | null;
  /** What the shell registers: the container entry (`remoteEntry.js`). */
  entryUrl: string;
  manifestUrl: string;
  releaseDir: string;
  /** False when this exact version was already live, so nothing was written. */
  changed: boolean;
}

// Package names and versions become folder names and URL segments.
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

/**
 * Publish one remote: validate it, copy its files to an immutable versioned folder, then swap its
 * entry in the release manifest. The shell picks the new version up on its next load — no shell
 * build is involved.
 */
export async function publishRemote(options: PublishOptions): Promise<PublishResult> {
  const { distDir, releasesDir, now = () => new Date() } = options;
  const remote = await readRemoteDist(distDir);
  const pkg = remote.buildInfo.package;
  const prefix = `${pkg} cannot be published`;
  assertSafeNames(prefix, pkg, remote.buildInfo.packageVersion);

  const shell = options.shellDistDir ? await readShellBuild(options.shellDistDir) : undefined;

  // A budget binds new builds only: a rollback may return to an older, larger version in a hurry.
  const overBudget = remote.sizeRecord ? sizeBudgetProblem(remote.sizeRecord) : null;
  // Fail fast, before copying anything, against the manifest as it is now…
  refuseIfProblems(prefix, [
    ...releaseProblems(remote, await readReleaseManifest(releasesDir), shell),
    ...(overBudget ? [overBudget] : []),
  ]);

  const distHash = await hashTree(distDir);
  const version = releaseVersion(remote.buildInfo.packageVersion, distHash);
  await mkdir(releasesDir, { recursive: true });
  // Copying happens outside the lock: it can take a while and the versioned folder is never live
  // until the manifest names it. A folder left by a refusal below is inert.
  await storeRelease(distDir, releasesDir, pkg, version, distHash);

  return withReleaseLock(
    releasesDir,
    async () => {
      // …and again under the lock, where another publish may have just claimed the same routes.
      const manifest = await readReleaseManifest(releasesDir);
      refuseIfProblems(prefix, releaseProblems(remote, manifest, shell));
      const history = await readHistory(releasesDir);
      const rolledBack = rejectedVersions(history, pkg).has(version);
      if (rolledBack && !options.force) {
        throw new DeployRefusal(
          `${prefix}: ${version} was rolled back; publish it again with --force if it is fixed elsewhere (it is the same build)`,
        );
      }
      const args = { releasesDir, manifest, remote, version, now, by: options.by };
      const forced = rolledBack ? { forced: true as const } : {};
      if (options.canaryShare !== undefined) {
        return startCanary({ ...args, share: options.canaryShare, prefix, ...forced });
      }
      const canary = manifest.remotes[pkg]?.canary;
      if (canary) {
        throw new DeployRefusal(
          `${prefix}: ${canary.release.version} is a canary at ${canary.share}%; promote it (--promote) or roll it back first`,
        );
      }
      return swapEntry({ ...args, action: 'publish', ...forced });
    },
    options.lock,
  );
}

export function assertSafeNames(prefix: string, pkg: string, version: string): void {
  if (!SAFE_SEGMENT.test(pkg)) {
    throw new DeployRefusal(`${prefix}: package name "${pkg}" is not a plain folder name`);
  }
  if (!SAFE_SEGMENT.test(version)) {
    throw new DeployRefusal(`${prefix}: version "${version}" is not a plain folder name`);
  }
}

/**
 * Point the manifest entry of `remote` at `version` and record it. Call only while holding the
 * release lock, with the manifest read under that lock.
 */
export async function swapEntry(args: {
  releasesDir: string;
  manifest: ReleaseManifest;
  remote: RemoteDist;
  version: string;
  now: () => Date;
  action: 'publish' | 'rollback';
  by?: string;
  forced?: true;
}): Promise<PublishResult> {
  const { releasesDir, manifest, remote, version, now, action } = args;
  const pkg = remote.buildInfo.package;
  const previousVersion = manifest.remotes[pkg]?.version ?? null;
  const result = publishResult(releasesDir, remote, version, previousVersion);
  if (!result.changed) return result;

  const at = now().toISOString();
  const next: ReleaseManifest = {
    ...manifest,
    updatedAt: at,
    remotes: { ...manifest.remotes, [pkg]: releaseEntry(remote, version, at) },
  };
  await writeReleaseManifest(releasesDir, next);
  await appendHistory(releasesDir, {
    at,
    action,
    package: pkg,
    version,
    previousVersion,
    ...(args.forced ? { forced: true } : {}),
    ...(args.by ? { by: args.by } : {}),
  });
  return result;
}
