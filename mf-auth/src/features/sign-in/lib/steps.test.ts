import { describe, expect, it } from 'vitest';
import type { SignUpDraft } from 'shared-api';
import {
  AUTH_STEPS,
  canVisit,
  firstMissingStep,
  nextStep,
  previousStep,
  stepProgress,
} from './steps';

const photo = { urls: { small: '/s.webp', large: '/l.webp' } };
const complete: SignUpDraft = {
  phone: '+15551234567',
  name: 'Ava',
  photo,
  birthday: '2000-01-31',
  gender: 'female',
  instagram: 'ava.q',
};

describe('sign-up step order', () => {
  it('has a route for every step of SPEC section 2', () => {
    expect(Object.values(AUTH_STEPS)).toEqual([
      '/auth',
      '/auth/phone',
      '/auth/otp',
      '/auth/name',
      '/auth/photo',
      '/auth/birthday',
      '/auth/gender',
      '/auth/instagram',
      '/auth/confirmInstagram',
      '/auth/done',
    ]);
  });

  it('walks name, photo, birthday, gender, instagram, confirm, done when a handle is given', () => {
    const order = ['name'];
    let step = nextStep('name', complete);
    while (step !== 'done') {
      order.push(step);
      step = nextStep(step, complete);
    }
    expect(order).toEqual(['name', 'photo', 'birthday', 'gender', 'instagram', 'confirmInstagram']);
  });

  it('skips the confirmation when Instagram was skipped', () => {
    const skipped = { ...complete, instagram: null };
    expect(nextStep('instagram', skipped)).toBe('done');
    expect(previousStep('done', skipped)).toBe('instagram');
    expect(previousStep('done', complete)).toBe('confirmInstagram');
  });

  it('goes back one step at a time, and not from name to the used code', () => {
    expect(previousStep('photo', complete)).toBe('name');
    expect(previousStep('gender', complete)).toBe('birthday');
    expect(previousStep('confirmInstagram', complete)).toBe('instagram');
    expect(previousStep('name', complete)).toBeNull();
  });
});

describe('where to resume', () => {
  it('is the first unanswered step', () => {
    expect(firstMissingStep({ phone: '+1' })).toBe('name');
    expect(firstMissingStep({ name: 'Ava' })).toBe('photo');
    expect(firstMissingStep({ name: 'Ava', photo })).toBe('birthday');
    expect(firstMissingStep({ name: 'Ava', photo, birthday: '2000-01-31' })).toBe('gender');
    expect(firstMissingStep({ ...complete, instagram: undefined })).toBe('instagram');
    expect(firstMissingStep({ ...complete, instagram: null })).toBe('done');
    expect(firstMissingStep(complete)).toBe('done');
  });

  it('refuses steps past the first unanswered one', () => {
    const half: SignUpDraft = { name: 'Ava', photo };
    expect(canVisit('name', half)).toBe(true);
    expect(canVisit('birthday', half)).toBe(true);
    expect(canVisit('gender', half)).toBe(false);
    expect(canVisit('done', half)).toBe(false);
    expect(canVisit('done', complete)).toBe(true);
  });

  it('shows the Instagram confirmation only with a handle', () => {
    expect(canVisit('confirmInstagram', complete)).toBe(true);
    expect(canVisit('confirmInstagram', { ...complete, instagram: null })).toBe(false);
    expect(canVisit('confirmInstagram', { ...complete, instagram: undefined })).toBe(false);
  });
});

describe('stepProgress', () => {
  it('counts seven steps, Instagram and its confirmation as one', () => {
    expect(stepProgress('phone')).toEqual({ current: 1, total: 7 });
    expect(stepProgress('otp')).toEqual({ current: 2, total: 7 });
    expect(stepProgress('gender')).toEqual({ current: 6, total: 7 });
    expect(stepProgress('instagram')).toEqual({ current: 7, total: 7 });
    expect(stepProgress('confirmInstagram')).toEqual({ current: 7, total: 7 });
    expect(stepProgress('done')).toEqual({ current: 7, total: 7 });
  });
});
