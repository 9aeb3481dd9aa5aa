import { beforeEach, describe, expect, it } from 'vitest';
import {
  OVERRIDE_LIFETIME_MS,
  OVERRIDE_STORAGE_KEY,
  clearStoredOverride,
  readStoredOverride,
  storeOverride,
} from './override-store';

const target = { package: 'mf-events', base: 'http://localhost:3012/' };
const now = Date.parse('2026-11-28T10:00:00Z');

beforeEach(() => localStorage.clear());

describe('the stored override', () => {
  it('lasts a few hours, then is dropped', () => {
    const stored = storeOverride(localStorage, target, now);
    expect(stored).toEqual({ ...target, expiresAt: now + OVERRIDE_LIFETIME_MS });
    expect(OVERRIDE_LIFETIME_MS).toBe(4 * 3_600_000);
    expect(readStoredOverride(localStorage, now + OVERRIDE_LIFETIME_MS - 1)).toEqual(stored);
    expect(readStoredOverride(localStorage, now + OVERRIDE_LIFETIME_MS)).toBeNull();
    // Expired, it is removed, not only ignored.
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('drops what it cannot read, and is cleared by Reset', () => {
    for (const bad of ['not json', '{"package":"mf-events"}', 'null']) {
      localStorage.setItem(OVERRIDE_STORAGE_KEY, bad);
      expect(readStoredOverride(localStorage, now), bad).toBeNull();
      expect(localStorage.getItem(OVERRIDE_STORAGE_KEY), bad).toBeNull();
    }
    storeOverride(localStorage, target, now);
    clearStoredOverride(localStorage);
    expect(readStoredOverride(localStorage, now)).toBeNull();
  });

  it('is nothing where storage cannot be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readStoredOverride(broken, now)).toBeNull();
    expect(readStoredOverride(null, now)).toBeNull();
    expect(() => clearStoredOverride(broken)).not.toThrow();
  });
});
