// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from 'platform/react';
import { createStaticSession, redirectMemory } from 'shared-api';
import type { User } from 'contract';
import { OrganizationRedirect } from './organization-redirect';

const user = { id: 'u1', displayName: 'Avery', name: 'Avery', username: 'avery' } as User;

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderAt(url: string, session = createStaticSession()) {
  render(
    <AppProviders shell={{ shellVersion: 'test' }} session={session}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/app/organization/:orgId" element={<OrganizationRedirect />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('OrganizationRedirect', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('sends a signed-in person to /app/org/:orgId with the query', () => {
    renderAt('/app/organization/o7?tab=events', createStaticSession({ token: 't', user }));
    expect(screen.getByText('at /app/org/o7?tab=events')).toBeTruthy();
  });

  it('sends a visitor to sign in with the organization prompt and remembers the old address', () => {
    renderAt('/app/organization/o7');
    expect(screen.getByText('at /auth/phone')).toBeTruthy();
    expect(redirectMemory.read()).toEqual({
      path: '/app/organization/o7',
      query: '',
      message: '🏛️ Sign up/login to view this organization',
      requiresFullLogin: true,
    });
  });
});
