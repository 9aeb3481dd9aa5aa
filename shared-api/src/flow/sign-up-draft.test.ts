// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sanitizeDraft, signUpDraft } from './sign-up-draft';

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

describe('signUpDraft.startFor', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the draft of the same phone number, so a reload mid sign-up resumes it', () => {
    signUpDraft.update({ phone: '+15551234567', name: 'Avery' });
    expect(signUpDraft.startFor('+15551234567')).toEqual({ phone: '+15551234567', name: 'Avery' });
  });

  it("drops another number's draft, so its name or photo never reach this account", () => {
    signUpDraft.update({ phone: '+15551234567', name: 'Avery', gender: 'female' });
    signUpDraft.startFor('+15557654321');
    expect(signUpDraft.read()).toEqual({ phone: '+15557654321' });
  });
});

describe('sanitizeDraft', () => {
  it('keeps well-typed fields, with null meaning an answered "none"', () => {
    const photo = { urls: { small: '/s.webp', large: '/l.webp' } };
    expect(
      sanitizeDraft({
        name: 'Ava',
        photo,
        birthday: '2000-01-31',
        gender: 'male',
        instagram: null,
      }),
    ).toEqual({ name: 'Ava', photo, birthday: '2000-01-31', gender: 'male', instagram: null });
  });

  it('drops fields of the wrong type and unknown genders', () => {
    expect(
      sanitizeDraft({ name: 3, photo: { urls: { small: 1 } }, gender: 'robot', extra: true }),
    ).toEqual({});
    expect(sanitizeDraft([1, 2])).toEqual({});
    expect(sanitizeDraft('text')).toEqual({});
  });

  it('is what read() applies to the stored value', () => {
    localStorage.setItem('signUpDraft', JSON.stringify({ name: 'Ava', gender: 'robot' }));
    expect(signUpDraft.read()).toEqual({ name: 'Ava' });
  });
});
