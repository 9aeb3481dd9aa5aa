/**
 * The judge's configuration for `watch`, from the environment: each `CANARY_*` variable replaces
 * one default of DEFAULT_JUDGE_CONFIG (judge-config.ts has the reasoning). The browser run sets
 * small ones so a few dozen page loads decide.
 */
import { checkJudgeConfig, DEFAULT_JUDGE_CONFIG, type JudgeConfig } from './judge-config';

const NUMBERS = {
  CANARY_MIN_LOADS: 'minLoadsPerStep',
  CANARY_MIN_STABLE_LOADS: 'minStableLoads',
  CANARY_MAX_LOAD_FAILURE_SHARE: 'maxLoadFailureShare',
  CANARY_MIN_LOAD_ATTEMPTS: 'minLoadAttempts',
  CANARY_ALPHA: 'alpha',
  CANARY_MIN_ERRORS: 'minErrors',
  CANARY_MIN_RATE_RATIO: 'minRateRatio',
} as const satisfies Record<string, keyof JudgeConfig>;

export function judgeConfigFromEnv(env: NodeJS.ProcessEnv): JudgeConfig {
  const config: JudgeConfig = { ...DEFAULT_JUDGE_CONFIG };
  const number = (name: string, text: string) => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) {
      throw new RangeError(`${name} must be a number, got '${text}'`);
    }
    return value;
  };
  for (const [name, key] of Object.entries(NUMBERS)) {
    const text = env[name];
    if (text !== undefined) config[key] = number(name, text);
  }
  if (env.CANARY_MIN_STEP_SECONDS !== undefined) {
    config.minStepMs = number('CANARY_MIN_STEP_SECONDS', env.CANARY_MIN_STEP_SECONDS) * 1000;
  }
  if (env.CANARY_STEPS !== undefined) {
    config.steps = env.CANARY_STEPS.split(',').map((s) => number('CANARY_STEPS', s));
  }
  return checkJudgeConfig(config);
}
