import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from 'shared-api';
import type { OrganizationPrivilege } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import { sampleOrganization } from 'shared-api/testing';
import OrganizationEditPage from '../../src/pages/organization-edit-page';
import OrganizationDashboardPage from '../../src/pages/organization-dashboard-page';
import { me } from './fixtures';

afterEach(() => {
  configureApi();
  vi.restoreAllMocks();
});

const as = (currentPrivilege: OrganizationPrivilege | null) => ({
  'GET /organizations/': {
    data: {
      organization: sampleOrganization({ currentPrivilege }),
      userOrganizationMapping: null,
    },
  },
});

const showEdit = () =>
  renderPage(<OrganizationEditPage />, {
    path: '/app/org/:orgId/edit',
    at: '/app/org/o1/edit',
    user: me,
  });

describe('the organization admin gate (edit and dashboard pages)', () => {
  it('refuses a member and someone whose request waits, in words', async () => {
    for (const level of ['member', 'pending', null] as const) {
      fakeApi(as(level));
      const { unmount } = showEdit();
      expect(await screen.findByText('Only admins can edit this organization')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      unmount();
    }
    fakeApi(as('member'));
    renderPage(<OrganizationDashboardPage />, {
      path: '/app/org/:orgId/dashboard',
      at: '/app/org/o1/dashboard',
      user: me,
    });
    expect(await screen.findByText('Only admins can manage this organization')).toBeTruthy();
  });

  it('says it could not load the organization, and Retry asks again', async () => {
    let tries = 0;
    fakeApi({
      'GET /organizations/': () => {
        tries += 1;
        return tries === 1
          ? { status: 404, error: { code: 'not_found', message: 'No such organization' } }
          : as('admin')['GET /organizations/'];
      },
    });
    showEdit();
    expect(await screen.findByText("We couldn't load this organization")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('editing an organization', () => {
  it('gives an admin the form, without Delete', async () => {
    fakeApi(as('admin'));
    showEdit();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull();
  });

  it('lets the owner delete only after a confirmation, and Keep changes nothing', async () => {
    const calls = fakeApi({
      ...as('owner'),
      'DELETE /organizations/': { data: { organizationId: 'o1' } },
    });
    showEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete organization' }));
    expect(screen.getByRole('group', { name: 'Delete Chess Club?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete organization' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toContain('/edit'));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      '/v2/organizations/?organizationId=o1',
    );
  });
});
