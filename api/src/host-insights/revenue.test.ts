import { describe, expect, it } from 'vitest';
import { allocate } from './revenue';

describe('allocate', () => {
  it('splits in proportion and the parts always add up to the amount', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(7875, [5250, 2625])).toEqual([5250, 2625]);
    for (const [amount, weights] of [
      [999, [3, 7, 11]],
      [1, [5, 5]],
      [-12345, [2, 9, 1, 4]],
    ] as const) {
      const parts = allocate(amount, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
    }
  });

  it('gives everything to the first part when no part has weight', () => {
    expect(allocate(50, [0, 0])).toEqual([50, 0]);
  });
});
