import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpDraft } from 'shared-api';
import NamePage from '../../src/pages/name-page';
import { PHONE, location, renderStep } from './render-step';

afterEach(() => signUpDraft.clear());

describe('NamePage', () => {
  it('takes focus on the name and moves on with it', () => {
    renderStep(<NamePage />, { at: '/auth/name', draft: {} });
    const field = screen.getByLabelText('Your name');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  Ava   Quinn ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toBe('/auth/photo');
    expect(signUpDraft.read()).toMatchObject({ phone: PHONE, name: 'Ava Quinn' });
  });

  it('offers starting over with another number, naming the one just confirmed', () => {
    const signOut = vi.fn(() => Promise.resolve());
    renderStep(<NamePage />, { at: '/auth/name', draft: { name: 'Ava' }, signOut });
    expect(screen.getByText(/^Not \+1 555 123 4567\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a different number' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(signUpDraft.read().name).toBeUndefined();
    // It is not the form's submit: the name was not sent on.
    expect(location()).toBe('/auth/name');
  });
});
