import { describe, expect, it } from 'vitest';
import { accentFor } from './accent-for';
import { ACCENT_COLORS } from './colors';

describe('accentFor', () => {
  it('returns the same accent for the same key', () => {
    expect(accentFor('user_123')).toBe(accentFor('user_123'));
  });

  it('always returns one of the nine accents, even for an empty key', () => {
    for (const key of ['', 'a', 'Alice', '🎉', 'x'.repeat(500)]) {
      expect(ACCENT_COLORS).toContain(accentFor(key));
    }
  });

  it('spreads similar keys across the palette', () => {
    const names = ['Ann', 'Anna', 'Anne', 'Annie', 'Ben', 'Bea', 'Cat', 'Dan', 'Eve', 'Fay'];
    const used = new Set(names.map(accentFor));
    expect(used.size).toBeGreaterThanOrEqual(5);
  });
});
