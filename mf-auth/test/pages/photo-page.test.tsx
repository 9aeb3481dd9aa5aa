import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpDraft } from 'shared-api';
import PhotoPage from '../../src/pages/photo-page';
import { location, renderStep } from './render-step';

afterEach(() => signUpDraft.clear());

const input = () => screen.getByLabelText('Choose a photo') as HTMLInputElement;

/** The step's error as the fields on the other steps show theirs, tied to the file input. */
function expectFieldError(message: string) {
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toBe(message);
  expect(alert.className).toBe('ui-field__error');
  expect(alert.querySelector('svg.ui-field__error-icon')).toBeTruthy();
  expect(input().getAttribute('aria-invalid')).toBe('true');
  expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
}

describe('PhotoPage', () => {
  it('asks for a photo when Continue is pressed without one', () => {
    renderStep(<PhotoPage />, { at: '/auth/photo', draft: { name: 'Ava' } });
    expect(input().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expectFieldError('Add a photo to continue.');
    expect(location()).toBe('/auth/photo');
  });

  it('says why a file is refused, in place of the missing-photo message', () => {
    renderStep(<PhotoPage />, { at: '/auth/photo', draft: { name: 'Ava' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const notes = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input(), { target: { files: [notes] } });
    expectFieldError('Choose a JPEG, PNG, WebP or GIF image.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
