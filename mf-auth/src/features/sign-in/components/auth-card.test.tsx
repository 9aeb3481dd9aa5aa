import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthCard } from './auth-card';

afterEach(cleanup);

function renderCard(props: Omit<Parameters<typeof AuthCard>[0], 'title' | 'children'>) {
  return render(
    <MemoryRouter>
      <AuthCard title="A step" {...props}>
        <p>body</p>
      </AuthCard>
    </MemoryRouter>,
  );
}

describe('AuthCard top-left corner', () => {
  it('is the way back when there is one, named "Back" unless told otherwise', () => {
    renderCard({ step: 'photo', back: { to: '/auth/name' } });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/auth/name');
    cleanup();
    renderCard({ step: 'otp', back: { to: '/auth/phone', label: 'Change number' } });
    expect(screen.getByRole('link', { name: 'Change number' })).toBeTruthy();
  });

  it('stays empty on a numbered step with no way back, the progress still shown', () => {
    renderCard({ step: 'name' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('auth-progress').textContent).toBe('Step 3 of 7');
  });

  it("is the app's mark outside the numbered steps", () => {
    renderCard({});
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/app');
  });
});
