/**
 * The canary's life in the release manifest: start (a publish with a share), widen, promote to
 * everyone, or roll back. Each is one atomic swap of `current.json` under the release lock, as a
 * publish is, with a history line saying who acted and, for the judge, the numbers that decided.
 */
import type { ReleaseManifest, RemoteRelease } from 'platform';
import { DeployRefusal } from '../deploy-refusal';
import type { LockOptions } from '../dir-lock';
import type { RemoteDist } from '../federation-manifest';
import type { PublishResult } from '../publish';
import { publishResult, releaseEntry } from '../release-entry';
import {
  appendHistory,
  readReleaseManifest,
  withReleaseLock,
  writeReleaseManifest,
  type HistoryEntry,
} from '../release-store';

/**
 * Adds `version` as the canary of its remote for `share` percent of devices (or replaces the
 * canary there is, starting again at `share`). Call under the release lock, with the manifest read
 * under it and the build validated.
 */
export async function startCanary(args: {
  releasesDir: string;
  manifest: ReleaseManifest;
  remote: RemoteDist;
  version: string;
  share: number;
  now: () => Date;
  prefix: string;
  by?: string;
  forced?: true;
}): Promise<PublishResult> {
  const { releasesDir, manifest, remote, version, share, prefix } = args;
  const pkg = remote.buildInfo.package;
  if (!Number.isInteger(share) || share < 1 || share > 99) {
    throw new DeployRefusal(`${prefix}: a canary's share is a whole percent from 1 to 99`);
  }
  const stable = manifest.remotes[pkg];
  if (!stable) {
    throw new DeployRefusal(
      `${prefix}: there is no stable version to compare a canary with; publish it without --canary first`,
    );
  }
  if (stable.version === version) throw new DeployRefusal(`${prefix}: ${version} is already live`);
  const result = publishResult(releasesDir, remote, version, stable.version);
  if (stable.canary?.release.version === version && stable.canary.share === share) {
    return { ...result, changed: false };
  }
  const at = args.now().toISOString();
  const canary = {
    release: releaseEntry(remote, version, at),
    share,
    startedAt: at,
    stepStartedAt: at,
  };
  await writeEntry(releasesDir, manifest, { ...stable, canary }, at);
  await appendHistory(releasesDir, {
    at,
    action: 'canary',
    package: pkg,
    version,
    previousVersion: stable.version,
    share,
    ...(args.forced ? { forced: true } : {}),
    ...(args.by ? { by: args.by } : {}),
  });
  return result;
}

export interface CanaryChangeOptions {
  releasesDir: string;
  package: string;
  /** Act only if this is still the canary: the judge's verdict was about it, not a newer one. */
  expectVersion?: string;
  by?: string;
  reason?: string;
  numbers?: Record<string, unknown>;
  now?: () => Date;
  lock?: LockOptions;
}

export interface CanaryChange {
  package: string;
  /** The canary's version. */
  version: string;
  /** Stable's version before the change. */
  stableVersion: string;
  /** The share afterwards: 100 once promoted, 0 once rolled back. */
  share: number;
}

/** Widens the canary to `toShare` percent; 100 promotes it. */
export function stepCanary(
  options: CanaryChangeOptions & { toShare: number },
): Promise<CanaryChange> {
  if (options.toShare >= 100) return promoteCanary(options);
  return changeCanary(options, 'widened', (stable, canary, at) => {
    if (!Number.isInteger(options.toShare) || options.toShare <= canary.share) {
      throw new DeployRefusal(
        `${stable.package}'s canary is at ${canary.share}%; it can only widen, to a whole percent`,
      );
    }
    return {
      entry: { ...stable, canary: { ...canary, share: options.toShare, stepStartedAt: at } },
      action: 'canary-step',
      version: canary.release.version,
      previousVersion: stable.version,
      share: options.toShare,
    };
  });
}

/** Makes the canary the stable version for every device. */
export function promoteCanary(options: CanaryChangeOptions): Promise<CanaryChange> {
  return changeCanary(options, 'promoted', (stable, canary, at) => ({
    entry: { ...canary.release, publishedAt: at },
    action: 'promote',
    version: canary.release.version,
    previousVersion: stable.version,
    share: 100,
  }));
}

/** Drops the canary: every device gets stable again, and the canary's version is refused after. */
export function rollbackCanary(options: CanaryChangeOptions): Promise<CanaryChange> {
  return changeCanary(options, 'rolled back', (stable, canary) => {
    const { canary: _dropped, ...withoutCanary } = stable;
    return {
      entry: withoutCanary,
      action: 'canary-rollback',
      version: stable.version,
      previousVersion: canary.release.version,
      share: 0,
    };
  });
}

type Change = Pick<HistoryEntry, 'action' | 'version' | 'previousVersion' | 'share'> & {
  entry: RemoteRelease;
  share: number;
};

function changeCanary(
  options: CanaryChangeOptions,
  verb: string,
  change: (
    stable: RemoteRelease,
    canary: NonNullable<RemoteRelease['canary']>,
    at: string,
  ) => Change,
): Promise<CanaryChange> {
  const { releasesDir, package: pkg, now = () => new Date() } = options;
  return withReleaseLock(
    releasesDir,
    async () => {
      const manifest = await readReleaseManifest(releasesDir);
      const stable = manifest.remotes[pkg];
      const canary = stable?.canary;
      if (!stable || !canary) {
        throw new DeployRefusal(`${pkg} cannot be ${verb}: it has no canary`);
      }
      if (options.expectVersion && canary.release.version !== options.expectVersion) {
        throw new DeployRefusal(
          `${pkg} cannot be ${verb}: its canary is now ${canary.release.version}, not ${options.expectVersion}`,
        );
      }
      const at = now().toISOString();
      const { entry, share, ...line } = change(stable, canary, at);
      await writeEntry(releasesDir, manifest, entry, at);
      await appendHistory(releasesDir, {
        at,
        ...line,
        package: pkg,
        ...(line.action === 'canary-step' ? { share } : {}),
        ...(options.by ? { by: options.by } : {}),
        ...(options.reason ? { reason: options.reason } : {}),
        ...(options.numbers ? { numbers: options.numbers } : {}),
      });
      return {
        package: pkg,
        version: canary.release.version,
        stableVersion: stable.version,
        share,
      };
    },
    options.lock,
  );
}

async function writeEntry(
  releasesDir: string,
  manifest: ReleaseManifest,
  entry: RemoteRelease,
  at: string,
): Promise<void> {
  await writeReleaseManifest(releasesDir, {
    ...manifest,
    updatedAt: at,
    remotes: { ...manifest.remotes, [entry.package]: entry },
  });
}
