/**
 * The judge's thresholds. Every default is chosen for a site of modest traffic (a few thousand
 * page loads an hour); the reasoning sits beside each. Tests and the browser run pass small
 * values; `CANARY_*` environment variables set them for `watch` (watch-config.ts).
 */
export interface JudgeConfig {
  /**
   * The shares (percent of devices) a canary climbs through; the last must be 100. Small first:
   * a broken version reaches 1 device in 10, and each step at least doubles the exposure only
   * once the one before looked healthy (as Argo Rollouts' and Flagger's default step plans do).
   */
  steps: readonly number[];
  /**
   * Loads of the canary (one per device per counting window) a step needs before it may be
   * promoted. 200 makes an error rate of 1 % visible (two or more errors expected) and keeps a
   * step at 10 % of a few thousand loads an hour under half an hour.
   */
  minLoadsPerStep: number;
  /** Loads of the stable version the comparison needs: a baseline of a handful says nothing. */
  minStableLoads: number;
  /**
   * Time a step must last before it is promoted, in ms (default 10 minutes): errors that come a
   * while after a page opens (a timer, a second page) need time to show, and traffic shifts over
   * the day, so a step is never promoted on one burst of loads.
   */
  minStepMs: number;
  /**
   * A canary whose remote fails to load for this share of its attempts or more (and more often
   * than stable, by the test below) is rolled back at once, whatever the time at step: a missing
   * chunk or a broken entry is not a matter of statistics. 10 %: ordinary network failures stay
   * well below it (stable's share is the baseline).
   */
  maxLoadFailureShare: number;
  /** Attempts the load-failure rule needs: 2 failures in 3 loads is a bad minute, not a verdict. */
  minLoadAttempts: number;
  /**
   * Significance of "the canary's error rate is higher than stable's" (one-sided Fisher's exact
   * test on device-windows with an error). 1 %: the watcher judges every minute, so a looser level
   * would roll back healthy canaries by chance over a day of tests.
   */
  alpha: number;
  /**
   * Errors (device-windows with one) the canary must have before any rollback on error rate:
   * never one unlucky error. Must be 2 or more.
   */
  minErrors: number;
  /**
   * How much worse the canary's rate must be than stable's to count (1.5×): with very many loads
   * the test calls a 1 % difference significant, which is no reason to roll back.
   */
  minRateRatio: number;
}

export const DEFAULT_JUDGE_CONFIG: JudgeConfig = {
  steps: [10, 25, 50, 100],
  minLoadsPerStep: 200,
  minStableLoads: 50,
  minStepMs: 10 * 60_000,
  maxLoadFailureShare: 0.1,
  minLoadAttempts: 20,
  alpha: 0.01,
  minErrors: 5,
  minRateRatio: 1.5,
};

/** Refuses a configuration the judge could not apply safely (why each rule: see the fields). */
export function checkJudgeConfig(config: JudgeConfig): JudgeConfig {
  const problems: string[] = [];
  const { steps } = config;
  if (steps.length === 0 || steps.at(-1) !== 100) problems.push('steps must end at 100');
  if (
    steps.some((s, i) => !Number.isInteger(s) || s < 1 || s > 100 || (i > 0 && s <= steps[i - 1]!))
  )
    problems.push('steps must be whole percents rising from 1 to 100');
  if (!(config.minErrors >= 2)) problems.push('minErrors must be 2 or more (never one error)');
  if (!(config.alpha > 0 && config.alpha < 0.5)) problems.push('alpha must be between 0 and 0.5');
  if (!(config.maxLoadFailureShare > 0 && config.maxLoadFailureShare <= 1))
    problems.push('maxLoadFailureShare must be in (0, 1]');
  if (!(config.minRateRatio >= 1)) problems.push('minRateRatio must be 1 or more');
  for (const key of ['minLoadsPerStep', 'minStableLoads', 'minStepMs', 'minLoadAttempts'] as const)
    if (!(config[key] >= 0)) problems.push(`${key} must be 0 or more`);
  if (problems.length) throw new RangeError(`canary judge configuration: ${problems.join('; ')}`);
  return config;
}
