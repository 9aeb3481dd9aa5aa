// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RouteDeclaration } from 'platform';
import { AppProviders } from 'platform/react';
import { createStaticSession, redirectMemory } from 'shared-api';
import type { User } from 'contract';
import { LoginGate } from './login-gate';

const createRoute: RouteDeclaration = {
  path: '/app/create',
  page: './CreatePage',
  auth: {
    required: true,
    prompt: { emoji: '🎉', text: 'Sign up/login to create an event' },
    requiresFullLogin: true,
  },
};
const user = { id: 'u1', displayName: 'Avery', name: 'Avery', username: 'avery' } as User;

function renderAt(url: string, route: RouteDeclaration, session = createStaticSession()) {
  return render(
    <AppProviders shell={{ shellVersion: 'test' }} session={session}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={route.path}
            element={
              <LoginGate route={route}>
                <p>remote page</p>
              </LoginGate>
            }
          />
          <Route path="/auth/phone" element={<p>phone step</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('LoginGate', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('sends a logged-out visitor to /auth/phone and remembers path, query and prompt', () => {
    renderAt('/app/create?type=simpleRsvp', createRoute);
    expect(screen.getByText('phone step')).toBeTruthy();
    expect(screen.queryByText('remote page')).toBeNull();
    expect(redirectMemory.read()).toEqual({
      path: '/app/create',
      query: 'type=simpleRsvp',
      message: '🎉 Sign up/login to create an event',
      requiresFullLogin: true,
    });
  });

  it('uses the lock prompt when the route names none', () => {
    renderAt('/app/pass', { path: '/app/pass', page: './PassPage', auth: { required: true } });
    expect(redirectMemory.read()?.message).toBe('🔒 Sign up/login to continue');
  });

  it('treats a user mid sign-up (token, no user record) as logged out', () => {
    renderAt('/app/create', createRoute, createStaticSession({ token: 't' }));
    expect(screen.getByText('phone step')).toBeTruthy();
  });

  it('renders the page for a signed-in user and leaves the memory alone', () => {
    renderAt('/app/create', createRoute, createStaticSession({ token: 't', user }));
    expect(screen.getByText('remote page')).toBeTruthy();
    expect(redirectMemory.read()).toBeNull();
  });

  it('does not gate public routes', () => {
    renderAt('/app', { path: '/app', page: './FeedPage' });
    expect(screen.getByText('remote page')).toBeTruthy();
  });

  it('offers Retry instead of a sign-in when the signed-in user could not be loaded', () => {
    renderAt(
      '/app/create',
      createRoute,
      createStaticSession({ status: 'loading', token: 't', error: new Error('offline') }),
    );
    expect(screen.getByText("We couldn't load your account")).toBeTruthy();
    expect(screen.queryByText('phone step')).toBeNull();
    expect(redirectMemory.read()).toBeNull();
  });

  it('waits while the session is loading, rendering neither the page nor a redirect', () => {
    renderAt('/app/create', createRoute, createStaticSession({ status: 'loading' }));
    expect(screen.queryByText('remote page')).toBeNull();
    expect(screen.queryByText('phone step')).toBeNull();
  });
});
