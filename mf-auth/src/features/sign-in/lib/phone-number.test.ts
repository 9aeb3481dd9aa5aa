import { describe, expect, it } from 'vitest';
import { toE164 } from './phone-number';

describe('toE164', () => {
  it('reads ten digits as a US number', () => {
    expect(toE164('(555) 123-4567')).toBe('+15551234567');
    expect(toE164('1 555 123 4567')).toBe('+15551234567');
  });

  it('keeps an international number that starts with +', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what cannot be a phone number', () => {
    expect(toE164('')).toBeNull();
    expect(toE164('12345')).toBeNull();
    expect(toE164('+0 123 456 789')).toBeNull();
    expect(toE164('+1234567890123456')).toBeNull();
  });
});
