import { describe, expect, it } from 'vitest';
import { me } from '../../../../test/pages/fixtures';
import { draftOf, patchOf, withoutLeadingAt } from './profile-form';

describe('withoutLeadingAt', () => {
  it('drops the "@" the field already shows, and nothing else', () => {
    expect(withoutLeadingAt('@pia.picnics')).toBe('pia.picnics');
    expect(withoutLeadingAt(' @@pia')).toBe('pia');
    expect(withoutLeadingAt('pia@home')).toBe('pia@home');
    expect(withoutLeadingAt('')).toBe('');
  });
});

describe('draftOf', () => {
  it('shows a stored handle without its "@", and sends nothing when it is left alone', () => {
    const before = draftOf({ ...me, instagram: '@gus.dances' });
    expect(before.instagram).toBe('gus.dances');
    expect(patchOf(before, { ...before })).toEqual({});
  });
});
