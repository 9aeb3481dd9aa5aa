/**
 * The canary judge: one pure decision from the counts of the canary and of stable over the same
 * window (since the current step began). Rollback first, on either of two rules; else promotion
 * once the step has had enough loads and time; else hold. It never reads a clock or a database:
 * the watcher (watch.ts) gathers the counts and applies the verdict.
 */
import { fisherOneSidedPValue } from './fisher-test';
import type { JudgeConfig } from './judge-config';

/**
 * One version's counts over the window. A device counts once per counting window (the API's
 * dedupe), so a page reloading in a loop is one load, and one error, not hundreds.
 */
export interface VersionCounts {
  /** Device-windows in which the remote loaded. */
  loads: number;
  /** Device-windows in which the remote failed to load (its entry or a chunk). */
  loadFailures: number;
  /** Device-windows in which the remote, once loaded, reported an error. */
  errors: number;
  /** Distinct devices. */
  devices: number;
}

export interface JudgeInput {
  canary: VersionCounts;
  stable: VersionCounts;
  /** The canary's current share, one of `config.steps` below 100. */
  share: number;
  /** How long the canary has been at this share, ms. */
  msAtStep: number;
  config: JudgeConfig;
}

/** What decided the verdict, written to the release history beside it. */
export interface JudgeNumbers {
  canary: VersionCounts;
  stable: VersionCounts;
  share: number;
  msAtStep: number;
  canaryErrorRate: number | null;
  stableErrorRate: number | null;
  canaryLoadFailureShare: number | null;
  /** One-sided Fisher p-value of "the canary errs more than stable". */
  errorPValue: number;
  /** The same for failing to load. */
  loadFailurePValue: number;
}

export type Verdict =
  | { action: 'promote-step'; toShare: number; reason: string; numbers: JudgeNumbers }
  | { action: 'promote-full'; toShare: 100; reason: string; numbers: JudgeNumbers }
  | {
      action: 'rollback';
      cause: 'load_failures' | 'error_rate';
      reason: string;
      numbers: JudgeNumbers;
    }
  | {
      action: 'hold';
      cause: 'too_little_traffic' | 'too_little_time' | 'inconclusive';
      reason: string;
      numbers: JudgeNumbers;
    };

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`);

export function judgeCanary(input: JudgeInput): Verdict {
  const { canary, stable, share, msAtStep, config } = input;
  const canaryAttempts = canary.loads + canary.loadFailures;
  const stableAttempts = stable.loads + stable.loadFailures;
  const numbers: JudgeNumbers = {
    canary,
    stable,
    share,
    msAtStep,
    canaryErrorRate: ratio(canary.errors, canary.loads),
    stableErrorRate: ratio(stable.errors, stable.loads),
    canaryLoadFailureShare: ratio(canary.loadFailures, canaryAttempts),
    errorPValue: fisherOneSidedPValue(canary.errors, canary.loads, stable.errors, stable.loads),
    loadFailurePValue: fisherOneSidedPValue(
      canary.loadFailures,
      canaryAttempts,
      stable.loadFailures,
      stableAttempts,
    ),
  };
  const canaryRate = numbers.canaryErrorRate ?? 0;
  const stableRate = numbers.stableErrorRate ?? 0;
  // canaryRate ≥ stableRate × minRateRatio, cross-multiplied: exact on whole counts.
  const worseByRatio =
    canary.errors * stable.loads >= config.minRateRatio * stable.errors * canary.loads;

  // 1. Failing to load: at once, whatever the time at step, once there are a few attempts.
  const failureShare = numbers.canaryLoadFailureShare ?? 0;
  if (
    canaryAttempts >= config.minLoadAttempts &&
    failureShare >= config.maxLoadFailureShare &&
    numbers.loadFailurePValue <= config.alpha
  ) {
    return {
      action: 'rollback',
      cause: 'load_failures',
      reason: `failed to load in ${canary.loadFailures} of ${canaryAttempts} attempts (${percent(failureShare)} ≥ ${percent(config.maxLoadFailureShare)}; stable ${stable.loadFailures} of ${stableAttempts}; p = ${numbers.loadFailurePValue.toPrecision(2)})`,
      numbers,
    };
  }

  // 2. Erring more: clearly (significant), by enough (ratio), on more than one unlucky error.
  const clearlyWorse =
    canary.errors >= config.minErrors &&
    stable.loads >= config.minStableLoads &&
    worseByRatio &&
    numbers.errorPValue <= config.alpha;
  if (clearlyWorse) {
    return {
      action: 'rollback',
      cause: 'error_rate',
      reason: `error rate ${percent(canaryRate)} (${canary.errors}/${canary.loads}) against stable's ${percent(stableRate)} (${stable.errors}/${stable.loads}); p = ${numbers.errorPValue.toPrecision(2)} ≤ ${config.alpha}`,
      numbers,
    };
  }

  // 3. Not enough to judge yet.
  if (canary.loads < config.minLoadsPerStep || stable.loads < config.minStableLoads) {
    return {
      action: 'hold',
      cause: 'too_little_traffic',
      reason: `${canary.loads}/${config.minLoadsPerStep} canary loads, ${stable.loads}/${config.minStableLoads} stable loads at ${share}%`,
      numbers,
    };
  }
  if (msAtStep < config.minStepMs) {
    return {
      action: 'hold',
      cause: 'too_little_time',
      reason: `${Math.floor(msAtStep / 1000)} s of ${Math.ceil(config.minStepMs / 1000)} s at ${share}%`,
      numbers,
    };
  }
  // Worse by enough but not (yet) significant: neither roll back nor widen; more loads will tell.
  if (canary.errors >= config.minErrors && worseByRatio) {
    return {
      action: 'hold',
      cause: 'inconclusive',
      reason: `error rate ${percent(canaryRate)} against stable's ${percent(stableRate)}, not yet significant (p = ${numbers.errorPValue.toPrecision(2)} > ${config.alpha})`,
      numbers,
    };
  }

  const next = config.steps.find((step) => step > share) ?? 100;
  const healthy = `${canary.loads} loads, error rate ${percent(canaryRate)} against stable's ${percent(stableRate)}`;
  return next >= 100
    ? { action: 'promote-full', toShare: 100, reason: `${healthy}: promoted to all`, numbers }
    : {
        action: 'promote-step',
        toShare: next,
        reason: `${healthy}: ${share}% → ${next}%`,
        numbers,
      };
}
