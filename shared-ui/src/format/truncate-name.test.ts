import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, truncateName } from './truncate-name';

describe('truncateName', () => {
  it('cuts at 15 characters by default', () => {
    expect(NAME_MAX_LENGTH).toBe(15);
    expect(truncateName('Alexandria Ocasio-Cortez')).toBe('Alexandria Ocas...');
  });

  it('keeps a name of exactly 15 characters whole', () => {
    expect(truncateName('Abcdefghijklmno')).toBe('Abcdefghijklmno');
  });

  it('cuts a name of 16 characters', () => {
    expect(truncateName('Abcdefghijklmnop')).toBe('Abcdefghijklmno...');
  });

  it('leaves short and empty names alone', () => {
    expect(truncateName('Bob')).toBe('Bob');
    expect(truncateName('')).toBe('');
  });

  it('accepts a custom maximum', () => {
    expect(truncateName('Christopher', 5)).toBe('Chris...');
    expect(truncateName('Chris', 5)).toBe('Chris');
  });

  it('drops whitespace left at the cut', () => {
    expect(truncateName('Mary Jane Watson-Parker', 10)).toBe('Mary Jane...');
  });

  it('never splits an emoji or accented letter', () => {
    expect(truncateName('👩‍🎤👩‍🎤👩‍🎤', 2)).toBe('👩‍🎤👩‍🎤...');
    expect(truncateName('Zoë Zoë Zoë Zoë Zoë', 3)).toBe('Zoë...');
    expect(truncateName('🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉')).toBe('🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉');
  });
});
