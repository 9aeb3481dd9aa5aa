import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpDraft, type SignUpDraft } from 'shared-api';
import BirthdayPage from '../../src/pages/birthday-page';
import ConfirmInstagramPage from '../../src/pages/confirm-instagram-page';
import GenderPage from '../../src/pages/gender-page';
import InstagramPage from '../../src/pages/instagram-page';
import NamePage from '../../src/pages/name-page';
import PhotoPage from '../../src/pages/photo-page';
import { PHOTO, renderStep } from './render-step';

afterEach(() => signUpDraft.clear());

const answered: SignUpDraft = {
  name: 'Ava',
  photo: PHOTO,
  birthday: '1994-03-09',
  gender: 'nonbinary',
  instagram: 'ava.q',
};

const steps: [string, ReactElement, string][] = [
  ['/auth/photo', <PhotoPage />, '/auth/name'],
  ['/auth/birthday', <BirthdayPage />, '/auth/photo'],
  ['/auth/gender', <GenderPage />, '/auth/birthday'],
  ['/auth/instagram', <InstagramPage />, '/auth/gender'],
  ['/auth/confirmInstagram', <ConfirmInstagramPage />, '/auth/instagram'],
];

describe('the top-left corner of the sign-up steps', () => {
  it.each(steps)('on %s is "← Back" to the step before', (at, page, previous) => {
    renderStep(page, { at, draft: answered });
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe(previous);
    expect(back.className).toBe('auth-card__back');
    expect(screen.queryByRole('link', { name: 'Back to events' })).toBeNull();
  });

  it('on the name step is empty: no way back to the used code, and no app mark', () => {
    renderStep(<NamePage />, { at: '/auth/name', draft: {} });
    expect(screen.getByTestId('auth-progress').textContent).toBe('Step 3 of 7');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
