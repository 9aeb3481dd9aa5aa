/**
 * Renders one sign-up step as someone mid sign-up sees it: the code confirmed (a Firebase account
 * and token) but no user record yet. platform/testing's renderPage signs in with a user or not at
 * all, so the step pages get the same provider stack (providersWith) with this session instead.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { providersWith } from 'platform/testing';
import { createStaticSession, signUpDraft, type SignUpDraft } from 'shared-api';

export const PHONE = '+15551234567';
export const PHOTO = { urls: { small: '/s.webp', large: '/l.webp' } };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderStep(
  page: ReactElement,
  { at, draft, signOut }: { at: string; draft: SignUpDraft; signOut?: () => Promise<void> },
) {
  signUpDraft.update({ phone: PHONE, ...draft });
  const session = createStaticSession({
    token: 't',
    firebaseUser: { uid: 'u1', phoneNumber: PHONE },
    ...(signOut ? { signOut } : {}),
  });
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={at} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: providersWith(session) },
  );
}

export const location = () => screen.getByTestId('location').textContent;
