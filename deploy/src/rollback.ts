import { hashTree } from './content-hash';
import { DeployRefusal } from './deploy-refusal';
import type { LockOptions } from './dir-lock';
import { readRemoteDist, readShellBuild } from './federation-manifest';
import { listReleases } from './list-releases';
import { swapEntry } from './publish';
import type { PublishResult } from './publish';
import {
  exists,
  readHistory,
  readReleaseManifest,
  releaseDir,
  withReleaseLock,
} from './release-store';
import type { HistoryEntry } from './release-store';
import { refuseIfProblems, releaseProblems } from './validate-release';
import { rollbackCanary } from './canary/canary-ops';

export interface RollbackOptions {
  releasesDir: string;
  package: string;
  /** A version that exists in releasesDir; by default the one live before the current one. */
  toVersion?: string;
  /** When given, shared singletons of the target are checked against the shell as in publish. */
  shellDistDir?: string;
  now?: () => Date;
  lock?: LockOptions;
  /** Who acts, for the history (`person:<name>`). */
  by?: string;
}

/**
 * Make an earlier release of one remote live again. The files are already in place (versions are
 * immutable), so this is only a validated manifest swap: it takes effect on the shell's next load.
 */
export async function rollbackRemote(options: RollbackOptions): Promise<PublishResult> {
  const { releasesDir, package: pkg, now = () => new Date() } = options;
  const live = (await readReleaseManifest(releasesDir)).remotes[pkg];
  // With a canary out, rolling back means pulling the canary: stable never stopped being live.
  if (live?.canary && !options.toVersion) {
    const pulled = await rollbackCanary({
      releasesDir,
      package: pkg,
      now,
      lock: options.lock,
      by: options.by,
    });
    return {
      package: pkg,
      version: pulled.stableVersion,
      previousVersion: pulled.version,
      entryUrl: live.entryUrl,
      manifestUrl: live.manifestUrl,
      releaseDir: releaseDir(releasesDir, pkg, pulled.stableVersion),
      changed: true,
    };
  }
  const shell = options.shellDistDir ? await readShellBuild(options.shellDistDir) : undefined;

  return withReleaseLock(
    releasesDir,
    async () => {
      const manifest = await readReleaseManifest(releasesDir);
      const live = manifest.remotes[pkg];
      if (!live) {
        throw new DeployRefusal(`${pkg} cannot be rolled back: it has never been published here`);
      }
      const target =
        options.toVersion ?? previousLiveVersion(await readHistory(releasesDir), pkg, live.version);
      if (!target) {
        throw new DeployRefusal(
          `${pkg} cannot be rolled back: there is nothing to roll back to (${live.version} is the only version that has been live; use --to VERSION to pick one)`,
        );
      }
      const prefix = `${pkg} cannot be rolled back to ${target}`;
      if (live.canary) {
        throw new DeployRefusal(
          `${prefix}: ${live.canary.release.version} is a canary at ${live.canary.share}%; roll the canary back first (rollback without --to)`,
        );
      }
      if (target === live.version) throw new DeployRefusal(`${prefix}: it is already live`);

      const dir = releaseDir(releasesDir, pkg, target);
      if (!(await exists(dir))) {
        const known = (await listReleases(releasesDir)).find((r) => r.package === pkg);
        const versions = known?.versions.map((v) => v.version).join(', ') || 'none';
        throw new DeployRefusal(`${prefix}: no such release (known versions: ${versions})`);
      }
      await assertUntouched(prefix, dir, target);

      const remote = await readRemoteDist(dir);
      if (remote.buildInfo.package !== pkg) {
        throw new DeployRefusal(`${prefix}: that folder holds ${remote.buildInfo.package}`);
      }
      refuseIfProblems(prefix, releaseProblems(remote, manifest, shell));
      return swapEntry({
        releasesDir,
        manifest,
        remote,
        version: target,
        now,
        action: 'rollback',
        by: options.by,
      });
    },
    options.lock,
  );
}

const STABLE_CHANGES = new Set<HistoryEntry['action']>(['publish', 'rollback', 'promote']);

/**
 * The version that was live before `liveVersion`, by replaying the history as a stack: a publish
 * pushes, a rollback to the entry under the top pops (so rolling back twice walks further back),
 * and a rollback anywhere else (`--to`) pushes like a publish would.
 */
export function previousLiveVersion(
  history: readonly HistoryEntry[],
  pkg: string,
  liveVersion: string,
): string | null {
  const stack: string[] = [];
  for (const entry of history) {
    // A canary's start, steps and rollback never changed what was live for everyone; a promotion
    // did, as a publish does.
    if (entry.package !== pkg || !STABLE_CHANGES.has(entry.action)) continue;
    if (stack.at(-1) === entry.version) continue;
    if (entry.action === 'rollback' && stack.at(-2) === entry.version) stack.pop();
    else stack.push(entry.version);
  }
  // History can lag the manifest (a hand-edited current.json): trust the manifest for what is live.
  if (stack.at(-1) !== liveVersion) return stack.filter((v) => v !== liveVersion).at(-1) ?? null;
  return stack.at(-2) ?? null;
}

/** A release folder must still hash to the suffix of its own version: nobody edited it by hand. */
async function assertUntouched(prefix: string, dir: string, version: string): Promise<void> {
  const suffix = /-([0-9a-f]{8})$/.exec(version)?.[1];
  if (!suffix) return;
  if ((await hashTree(dir)).startsWith(suffix)) return;
  throw new DeployRefusal(`${prefix}: its files in ${dir} no longer match the version's hash`);
}
