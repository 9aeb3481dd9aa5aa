import { describe, expect, it } from 'vitest';
import { fisherOneSidedPValue } from './fisher-test';

describe('fisherOneSidedPValue', () => {
  it('one error in ten loads against none in a hundred is 1 in 11, not significant', () => {
    expect(fisherOneSidedPValue(1, 10, 0, 100)).toBeCloseTo(10 / 110, 7);
  });

  it('matches the lady tasting tea (3 of 4 against 1 of 4: p = 17/70)', () => {
    expect(fisherOneSidedPValue(3, 4, 1, 4)).toBeCloseTo(17 / 70, 7);
  });

  it('is 1 with no errors or no canary loads, and tiny for a clearly worse sample', () => {
    expect(fisherOneSidedPValue(0, 50, 0, 50)).toBe(1);
    expect(fisherOneSidedPValue(0, 0, 3, 50)).toBe(1);
    expect(fisherOneSidedPValue(20, 100, 2, 1000)).toBeLessThan(1e-12);
  });

  it('refuses what is not a count', () => {
    expect(() => fisherOneSidedPValue(2, 1, 0, 1)).toThrow(RangeError);
    expect(() => fisherOneSidedPValue(-1, 1, 0, 1)).toThrow(RangeError);
    expect(() => fisherOneSidedPValue(0.5, 1, 0, 1)).toThrow(RangeError);
  });
});
