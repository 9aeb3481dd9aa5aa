import { describe, expect, it } from 'vitest';
import { FILE_QUOTAS, FUZZ_GOAL } from './fuzz-settings';

describe('fuzz settings', () => {
  it('the files’ quotas add up to the goal of requests per database', () => {
    const total = Object.values(FILE_QUOTAS).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThanOrEqual(FUZZ_GOAL);
  });
});
