/**
 * The watcher: for every remote with a canary, reads canary and stable counts since the step
 * began, asks the judge, and applies its verdict (widen, promote, roll back) as the atomic
 * manifest swaps of canary-ops.ts, written to the release history with the reason, the numbers
 * and `by: watch`. A hold changes nothing and writes nothing (it is the common case, every pass).
 * `npm run watch -w deploy` runs a pass every interval; `--once` one pass, for cron.
 */
import { DeployRefusal } from '../deploy-refusal';
import { readReleaseManifest } from '../release-store';
import { promoteCanary, rollbackCanary, stepCanary } from './canary-ops';
import { judgeCanary, type Verdict, type VersionCounts } from './judge';
import type { JudgeConfig } from './judge-config';
import type { ReadReleaseCounts } from './release-counts-client';

export const WATCHER = 'watch';

export interface WatchOptions {
  releasesDir: string;
  readCounts: ReadReleaseCounts;
  config: JudgeConfig;
  now?: () => Date;
}

export interface WatchOutcome {
  package: string;
  canaryVersion: string;
  stableVersion: string;
  verdict: Verdict;
  /** Whether the verdict changed the manifest (a hold does not; a race lost neither). */
  applied: boolean;
}

const NONE: VersionCounts = { loads: 0, loadFailures: 0, errors: 0, devices: 0 };

export async function watchOnce(options: WatchOptions): Promise<WatchOutcome[]> {
  const { releasesDir, readCounts, config, now = () => new Date() } = options;
  const manifest = await readReleaseManifest(releasesDir);
  const outcomes: WatchOutcome[] = [];
  for (const entry of Object.values(manifest.remotes)) {
    const { canary } = entry;
    if (!canary) continue;
    const stepStartedAt = new Date(canary.stepStartedAt);
    const rows = await readCounts(entry.package, stepStartedAt);
    const countsOf = (version: string): VersionCounts => {
      const row = rows.find((r) => r.version === version);
      return row
        ? {
            loads: row.loads,
            loadFailures: row.loadFailures,
            errors: row.errors,
            devices: row.devices,
          }
        : NONE;
    };
    const verdict = judgeCanary({
      canary: countsOf(canary.release.version),
      stable: countsOf(entry.version),
      share: canary.share,
      msAtStep: now().getTime() - stepStartedAt.getTime(),
      config,
    });
    const change = {
      releasesDir,
      package: entry.package,
      expectVersion: canary.release.version,
      by: WATCHER,
      reason: verdict.reason,
      numbers: { ...verdict.numbers } as Record<string, unknown>,
      now,
    };
    let applied = true;
    try {
      if (verdict.action === 'rollback') await rollbackCanary(change);
      else if (verdict.action === 'promote-full') await promoteCanary(change);
      else if (verdict.action === 'promote-step')
        await stepCanary({ ...change, toShare: verdict.toShare });
      else applied = false;
    } catch (error) {
      // A person changed the canary since it was read: the verdict was about the old one.
      if (!(error instanceof DeployRefusal)) throw error;
      applied = false;
    }
    outcomes.push({
      package: entry.package,
      canaryVersion: canary.release.version,
      stableVersion: entry.version,
      verdict,
      applied,
    });
  }
  return outcomes;
}

/** One line per remote with a canary, for the watcher's log. */
export function describeOutcome(outcome: WatchOutcome): string {
  const { verdict } = outcome;
  const what =
    verdict.action === 'hold'
      ? `hold (${verdict.cause})`
      : verdict.action === 'rollback'
        ? `rolled back (${verdict.cause})`
        : verdict.action === 'promote-full'
          ? 'promoted to everyone'
          : `widened to ${verdict.toShare}%`;
  const skipped =
    verdict.action !== 'hold' && !outcome.applied ? ' [not applied: the canary changed]' : '';
  return `${outcome.package} ${outcome.canaryVersion} (stable ${outcome.stableVersion}): ${what}${skipped}: ${verdict.reason}`;
}
