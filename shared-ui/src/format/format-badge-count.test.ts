import { describe, expect, it } from 'vitest';
import { BADGE_MAX_COUNT, formatBadgeCount } from './format-badge-count';

describe('formatBadgeCount', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(42)).toBe('42');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it("shows '99+' above 99", () => {
    expect(BADGE_MAX_COUNT).toBe(99);
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_000)).toBe('99+');
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBe('99+');
  });

  it('accepts a custom maximum', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(9, 9)).toBe('9');
  });

  it('clamps odd input', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(Number.NaN)).toBe('0');
    expect(formatBadgeCount(3.7)).toBe('3');
  });
});
