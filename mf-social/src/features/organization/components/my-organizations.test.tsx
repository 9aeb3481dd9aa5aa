import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { Organization } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import { sampleOrganization } from 'shared-api/testing';
import { me } from '../../../../test/pages/fixtures';
import { MyOrganizations } from './my-organizations';

afterEach(() => configureApi());

const org = (id: string, name: string, overrides: Partial<Organization> = {}): Organization =>
  sampleOrganization({ id, name, ...overrides });

const show = () =>
  renderPage(<MyOrganizations />, { path: '/app/user', at: '/app/user', user: me });
const group = (name: string) => screen.findByRole('list', { name });

describe('MyOrganizations', () => {
  it('groups invitations, memberships with their level and requests, each linking to its page', async () => {
    fakeApi({
      'GET /users/organizations': {
        data: {
          organizations: [
            org('o1', 'Chess Club', { currentPrivilege: 'owner' }),
            org('o2', 'Debate Society', { invitedPrivilege: 'admin' }),
            org('o3', 'Film Club', { currentPrivilege: 'pending' }),
            org('o4', 'Rowing Crew', { currentPrivilege: 'member', numMembers: 1 }),
          ],
        },
      },
    });
    show();
    const invited = await group('Invitations');
    expect(within(invited).getByRole('link', { name: 'Debate Society' }).getAttribute('href')).toBe(
      '/app/org/o2',
    );
    expect(within(invited).getByText('Invited as an admin')).toBeTruthy();
    expect(
      within(invited).getByRole('button', { name: 'Accept invitation to join Debate Society' }),
    ).toBeTruthy();
    expect(
      within(invited).getByRole('button', {
        name: 'Decline the invitation to join Debate Society',
      }),
    ).toBeTruthy();

    const member = screen.getByRole('list', { name: 'Member of' });
    expect(
      within(member)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Chess Club', 'Rowing Crew']);
    expect(within(member).getByRole('button', { name: /Owner of Chess Club/ }).textContent).toBe(
      'Owner',
    );
    expect(within(member).getByRole('button', { name: /Member of Rowing Crew/ }).textContent).toBe(
      'Member',
    );
    expect(within(member).getByText('1 member')).toBeTruthy();

    const waiting = screen.getByRole('list', { name: 'Waiting for an answer' });
    expect(within(waiting).getByRole('button', { name: /Requested/ }).textContent).toBe(
      'Requested',
    );
    expect(screen.getByRole('link', { name: 'Create an organization' }).getAttribute('href')).toBe(
      '/app/org/create',
    );
  });

  it('accepts an invitation from the list, which then shows the membership', async () => {
    let accepted = false;
    const debate = () =>
      org(
        'o2',
        'Debate Society',
        accepted ? { currentPrivilege: 'member' } : { invitedPrivilege: 'member' },
      );
    const calls = fakeApi({
      'GET /users/organizations': () => ({ data: { organizations: [debate()] } }),
      'PATCH /organizations/invitations/accept': () => {
        accepted = true;
        return { data: { organization: debate(), userOrganizationMapping: null } };
      },
    });
    show();
    fireEvent.click(
      within(await group('Invitations')).getByRole('button', {
        name: 'Accept invitation to join Debate Society',
      }),
    );
    const member = await group('Member of');
    expect(within(member).getByRole('button', { name: /Member of Debate Society/ })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Invitations' })).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ organizationId: 'o2' });
  });

  it('declines an invitation from the list, which then drops it', async () => {
    let declined = false;
    const calls = fakeApi({
      'GET /users/organizations': () => ({
        data: {
          organizations: declined
            ? []
            : [org('o2', 'Debate Society', { invitedPrivilege: 'member' })],
        },
      }),
      'DELETE /organizations/invitations/': () => {
        declined = true;
        return { data: { member: null } };
      },
      'GET /organizations/': () => ({
        data: { organization: org('o2', 'Debate Society'), userOrganizationMapping: null },
      }),
    });
    show();
    fireEvent.click(
      within(await group('Invitations')).getByRole('button', {
        name: 'Decline the invitation to join Debate Society',
      }),
    );
    fireEvent.click(
      within(
        screen.getByRole('group', { name: 'Decline the invitation to join Debate Society?' }),
      ).getByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText(/You're not in any organization yet/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      '/v2/organizations/invitations/?organizationId=o2&userId=u2',
    );
  });

  it('says so when one is in none, with the create link', async () => {
    fakeApi({ 'GET /users/organizations': { data: { organizations: [] } } });
    show();
    expect(await screen.findByText(/You're not in any organization yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an organization' }).getAttribute('href')).toBe(
      '/app/org/create',
    );
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('says plainly when the list cannot load, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /users/organizations': () =>
        fail
          ? { status: 400, error: { code: 'invalid_request', message: 'Something is off' } }
          : { data: { organizations: [org('o1', 'Chess Club', { currentPrivilege: 'member' })] } },
    });
    show();
    expect(await screen.findByText("We couldn't load your organizations")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Chess Club' })).toBeTruthy());
  });
});
