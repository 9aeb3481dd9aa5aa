import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Ada King Lovelace')).toBe('AL');
  });

  it('takes one letter from a single word', () => {
    expect(initials('cher')).toBe('C');
    expect(initials('@party_people')).toBe('P');
  });

  it('copes with extra whitespace, accents and emoji', () => {
    expect(initials('  zoë   ödegaard ')).toBe('ZÖ');
    expect(initials('🎉 Party')).toBe('🎉P');
  });

  it('gives an empty string for an empty name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});
