import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpDraft } from 'shared-api';
import GenderPage from '../../src/pages/gender-page';
import { PHOTO, location, renderStep } from './render-step';

afterEach(() => signUpDraft.clear());

const draft = { name: 'Ava', photo: PHOTO, birthday: '1994-03-09' };

describe('GenderPage', () => {
  it('marks the choices invalid and says why when nothing is chosen, like the fields do', () => {
    renderStep(<GenderPage />, { at: '/auth/gender', draft });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose one, or "Prefer not to say".');
    expect(alert.className).toBe('ui-field__error');
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('clears the error on a choice and moves on with it', () => {
    renderStep(<GenderPage />, { at: '/auth/gender', draft });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Non-binary' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toBe('/auth/instagram');
    expect(signUpDraft.read().gender).toBe('nonbinary');
  });
});
