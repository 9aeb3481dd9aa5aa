import { describe, expect, it } from 'vitest';
import { judgeCanary, type VersionCounts } from './judge';
import { checkJudgeConfig, DEFAULT_JUDGE_CONFIG, type JudgeConfig } from './judge-config';

const config: JudgeConfig = DEFAULT_JUDGE_CONFIG;
const counts = (loads: number, errors = 0, loadFailures = 0): VersionCounts => ({
  loads,
  errors,
  loadFailures,
  devices: loads,
});
const LONG = 60 * 60_000;

describe('judgeCanary', () => {
  it('promotes a healthy canary step by step: 10 → 25 → 50 → all', () => {
    const seen: string[] = [];
    let share = 10;
    for (;;) {
      const verdict = judgeCanary({
        canary: counts(400, 2),
        stable: counts(4000, 20),
        share,
        msAtStep: LONG,
        config,
      });
      seen.push(`${verdict.action} ${'toShare' in verdict ? verdict.toShare : ''}`);
      if (verdict.action !== 'promote-step') break;
      share = verdict.toShare;
    }
    expect(seen).toEqual(['promote-step 25', 'promote-step 50', 'promote-full 100']);
  });

  it('rolls back a canary that errs clearly more than stable, whatever the time at step', () => {
    const verdict = judgeCanary({
      canary: counts(100, 20),
      stable: counts(1000, 10),
      share: 10,
      msAtStep: 0,
      config,
    });
    expect(verdict).toMatchObject({ action: 'rollback', cause: 'error_rate' });
    expect(verdict.numbers.errorPValue).toBeLessThan(config.alpha);
    expect(verdict.reason).toContain('20.0% (20/100)');
  });

  it('rolls back at once a canary that fails to load for a clear share of its attempts', () => {
    const verdict = judgeCanary({
      canary: counts(15, 0, 5),
      stable: counts(200, 0, 1),
      share: 10,
      msAtStep: 1000,
      config,
    });
    expect(verdict).toMatchObject({ action: 'rollback', cause: 'load_failures' });
  });

  it('does not roll back on one unlucky error, even at a high rate on few loads', () => {
    const verdict = judgeCanary({
      canary: counts(8, 1),
      stable: counts(1000, 0),
      share: 10,
      msAtStep: LONG,
      config,
    });
    expect(verdict).toMatchObject({ action: 'hold', cause: 'too_little_traffic' });
  });

  it('does not roll back on one error with enough traffic, and promotes', () => {
    const verdict = judgeCanary({
      canary: counts(300, 1),
      stable: counts(3000, 0),
      share: 25,
      msAtStep: LONG,
      config,
    });
    expect(verdict).toMatchObject({ action: 'promote-step', toShare: 50 });
  });

  it('holds while traffic is thin, on either side, and while the step is young', () => {
    const thin = judgeCanary({
      canary: counts(50),
      stable: counts(1000),
      share: 10,
      msAtStep: LONG,
      config,
    });
    expect(thin).toMatchObject({ action: 'hold', cause: 'too_little_traffic' });
    const noBaseline = judgeCanary({
      canary: counts(500),
      stable: counts(10),
      share: 50,
      msAtStep: LONG,
      config,
    });
    expect(noBaseline).toMatchObject({ action: 'hold', cause: 'too_little_traffic' });
    const young = judgeCanary({
      canary: counts(500),
      stable: counts(1000),
      share: 10,
      msAtStep: 60_000,
      config,
    });
    expect(young).toMatchObject({ action: 'hold', cause: 'too_little_time' });
  });

  it('holds a canary that looks worse but not significantly so', () => {
    const verdict = judgeCanary({
      canary: counts(200, 5),
      stable: counts(200, 2),
      share: 10,
      msAtStep: LONG,
      config,
    });
    expect(verdict).toMatchObject({ action: 'hold', cause: 'inconclusive' });
  });

  describe('thresholds at their edges', () => {
    const edge: JudgeConfig = { ...config, minStepMs: 1000, minLoadsPerStep: 100 };
    const at = (canary: VersionCounts, msAtStep = 1000, stable = counts(1000)) =>
      judgeCanary({ canary, stable, share: 10, msAtStep, config: edge }).action;

    it('promotes at exactly minLoadsPerStep and minStepMs, not one short of either', () => {
      expect(at(counts(100))).toBe('promote-step');
      expect(at(counts(99))).toBe('hold');
      expect(at(counts(100), 999)).toBe('hold');
    });

    it('rolls back on minErrors errors, not one fewer', () => {
      // 5 errors in 100 loads against none in 1000: p ≈ 6e-6.
      expect(at(counts(100, config.minErrors))).toBe('rollback');
      expect(at(counts(100, config.minErrors - 1))).not.toBe('rollback');
    });

    it('rolls back at exactly maxLoadFailureShare with minLoadAttempts, not below either', () => {
      // 2 failures of 20 attempts: 10 %.
      expect(at(counts(18, 0, 2))).toBe('rollback');
      expect(at(counts(19, 0, 1))).not.toBe('rollback');
      // 10 % of 10 attempts: too few attempts.
      expect(at(counts(9, 0, 1))).not.toBe('rollback');
    });

    it('needs the canary minRateRatio times worse than stable, however significant', () => {
      const stable = counts(100_000, 5_000); // 5 %
      expect(at(counts(20_000, 1_400), 1000, stable)).not.toBe('rollback'); // 7 %: 1.4×
      expect(at(counts(20_000, 1_500), 1000, stable)).toBe('rollback'); // 7.5 %: 1.5×
    });

    it('rolls back at p exactly alpha, not above it', () => {
      const input = { canary: counts(100, 6), stable: counts(100, 0), share: 10, msAtStep: 0 };
      const p = judgeCanary({ ...input, config: edge }).numbers.errorPValue;
      expect(judgeCanary({ ...input, config: { ...edge, alpha: p } }).action).toBe('rollback');
      expect(judgeCanary({ ...input, config: { ...edge, alpha: p * 0.99 } }).action).not.toBe(
        'rollback',
      );
    });
  });
});

describe('checkJudgeConfig', () => {
  it('takes the defaults and refuses a configuration that could act on one error', () => {
    expect(checkJudgeConfig(DEFAULT_JUDGE_CONFIG)).toBe(DEFAULT_JUDGE_CONFIG);
    expect(() => checkJudgeConfig({ ...config, minErrors: 1 })).toThrow(/minErrors/);
    expect(() => checkJudgeConfig({ ...config, steps: [10, 50] })).toThrow(/end at 100/);
    expect(() => checkJudgeConfig({ ...config, steps: [50, 10, 100] })).toThrow(/rising/);
  });
});
