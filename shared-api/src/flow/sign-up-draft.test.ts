// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpDraft } from './sign-up-draft';

describe('signUpDraft', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty', () => {
    expect(signUpDraft.read()).toEqual({});
  });

  it('merges updates and keeps them in localStorage, so a reload does not lose them', () => {
    signUpDraft.update({ phone: '+15551234567' });
    signUpDraft.update({ name: 'Avery' });
    expect(signUpDraft.read()).toEqual({ phone: '+15551234567', name: 'Avery' });
    expect(JSON.parse(localStorage.getItem('signUpDraft')!)).toEqual({
      phone: '+15551234567',
      name: 'Avery',
    });
  });

  it('is emptied by clear', () => {
    signUpDraft.update({ name: 'Avery', gender: 'female' });
    signUpDraft.clear();
    expect(signUpDraft.read()).toEqual({});
    expect(localStorage.getItem('signUpDraft')).toBeNull();
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem('signUpDraft', '{not json');
    expect(signUpDraft.read()).toEqual({});
  });
});
