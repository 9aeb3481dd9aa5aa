import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from 'platform/react';
import { createStaticSession, redirectMemory, signUpDraft, type Session } from 'shared-api';
import type { User } from 'contract';
import { SignUpGate } from './sign-up-gate';

const photo = { urls: { small: '/s.webp', large: '/l.webp' } };
const PHONE = '+15551234567';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string, session: Session) {
  return render(
    <AppProviders shell={{ shellVersion: 'test' }} session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/auth/birthday"
            element={<SignUpGate step="birthday">{(d) => <p>birthday for {d.name}</p>}</SignUpGate>}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const midSignUp = () =>
  createStaticSession({ token: 't', firebaseUser: { uid: 'u1', phoneNumber: PHONE } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  signUpDraft.clear();
});

describe('SignUpGate', () => {
  it('shows the step to someone mid sign-up who answered the steps before it', () => {
    signUpDraft.update({ phone: PHONE, name: 'Ava', photo });
    renderAt('/auth/birthday', midSignUp());
    expect(screen.getByText('birthday for Ava')).toBeTruthy();
  });

  it('sends a deep link past an unanswered step back to that step', () => {
    signUpDraft.update({ phone: PHONE, name: 'Ava' });
    renderAt('/auth/birthday', midSignUp());
    expect(screen.getByTestId('where').textContent).toBe('/auth/photo');
  });

  it("drops another number's draft, so its answers are asked again", () => {
    signUpDraft.update({ phone: '+15550000000', name: 'Someone Else', photo });
    renderAt('/auth/birthday', midSignUp());
    expect(screen.getByTestId('where').textContent).toBe('/auth/name');
    expect(signUpDraft.read()).toEqual({ phone: PHONE });
  });

  it('sends a signed-out visitor to the phone step', () => {
    renderAt('/auth/birthday', createStaticSession({}));
    expect(screen.getByTestId('where').textContent).toBe('/auth/phone');
  });

  it('sends someone whose account already exists on to the redirect memory', () => {
    redirectMemory.save({ path: '/app/create', query: 'type=simpleRsvp' });
    const user = { id: 'u1', name: 'Ava', phone: PHONE } as User;
    renderAt('/auth/birthday', createStaticSession({ token: 't', user }));
    expect(screen.getByTestId('where').textContent).toBe('/app/create?type=simpleRsvp');
    expect(redirectMemory.read()).toBeNull();
  });

  it('offers a retry when the account could not be loaded', () => {
    const session = createStaticSession({
      status: 'loading',
      token: 't',
      error: new Error("Can't reach the server. Check your connection."),
    });
    renderAt('/auth/birthday', session);
    expect(screen.getByText("We couldn't load your account")).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
