import { describe, expect, it } from 'vitest';
import { formatCompactCount } from './format-compact-count';

describe('formatCompactCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1k'],
    [1001, '1k'],
    [1099, '1k'],
    [1100, '1.1k'],
    [1500, '1.5k'],
    [1999, '1.9k'],
    [10_000, '10k'],
    [12_345, '12.3k'],
    [999_950, '999.9k'],
    [999_999, '999.9k'],
    [1_000_000, '1m'],
    [1_250_000, '1.2m'],
    [1_299_999, '1.2m'],
    [45_600_000, '45.6m'],
    [999_999_999, '999.9m'],
    [1_000_000_000, '1b'],
    [2_000_000_000, '2b'],
    [3_450_000_000, '3.4b'],
    [1_500_000_000_000, '1500b'],
  ])('%d → %s', (n, text) => {
    expect(formatCompactCount(n)).toBe(text);
  });

  it('drops a fractional part rather than printing it', () => {
    expect(formatCompactCount(12.7)).toBe('12');
    expect(formatCompactCount(1500.9)).toBe('1.5k');
  });

  it('keeps the sign of negative values', () => {
    expect(formatCompactCount(-1500)).toBe('-1.5k');
    expect(formatCompactCount(-42)).toBe('-42');
    expect(formatCompactCount(-0.4)).toBe('0');
  });

  it('shows 0 for values that are not numbers', () => {
    expect(formatCompactCount(Number.NaN)).toBe('0');
    expect(formatCompactCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
