import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from 'shared-api';
import type {
  Organization,
  OrganizationLevel,
  OrganizationMember,
  OrganizationPrivilege,
  PublicUser,
} from 'contract';
import { fakeApi, renderPage, type FakeRoutes } from 'platform/testing';
import { sampleOrganization } from 'shared-api/testing';
import OrganizationDashboardPage from '../../src/pages/organization-dashboard-page';
import { me, other } from './fixtures';

afterEach(() => {
  configureApi();
  vi.restoreAllMocks();
});

const org = (currentPrivilege: OrganizationLevel): Organization =>
  sampleOrganization({ currentPrivilege });
const person = (id: string, name: string): PublicUser => ({
  ...other,
  id,
  username: name.toLowerCase(),
  displayName: name,
  name,
});
// A member's privilege may also be `pending` (a request to join not answered yet).
const member = (user: PublicUser, privilege: OrganizationPrivilege): OrganizationMember => ({
  user,
  privilege,
  invitedPrivilege: null,
  since: 1,
});
const ann = person('u3', 'Ann');
const bob = person('u4', 'Bob');

/** The organization's calls, answering as `mine` and with the members `roles` says. */
function api(roles: { mine: OrganizationLevel; ann: OrganizationLevel; bob: OrganizationLevel }) {
  return {
    'GET /organizations/': () => ({
      data: { organization: org(roles.mine), userOrganizationMapping: null },
    }),
    'GET /organizations/users': () => ({
      data: {
        members: [member(me, roles.mine), member(ann, roles.ann), member(bob, roles.bob)],
      },
    }),
    'GET /organizations/users/pending': { data: { members: [] } },
    'GET /organizations/invitations/': { data: { members: [] } },
    'GET /organizations/events': { data: { events: [] } },
  };
}

const show = () =>
  renderPage(<OrganizationDashboardPage />, {
    path: '/app/org/:orgId/dashboard',
    at: '/app/org/o1/dashboard',
    user: me,
  });

const membersSection = async () => {
  const section = (await screen.findByRole('heading', { name: 'Members' })).closest('section');
  await within(section as HTMLElement).findByText('Bob');
  return section as HTMLElement;
};

describe('handing the organization over', () => {
  it('is not offered to an admin', async () => {
    fakeApi(api({ mine: 'admin', ann: 'owner', bob: 'member' }));
    show();
    const members = await membersSection();
    expect(within(members).getByText('Ann')).toBeTruthy();
    expect(within(members).queryByRole('button', { name: /the owner/ })).toBeNull();
    expect(within(members).queryByText('Make owner')).toBeNull();
  });

  it('lets the owner make another member the owner after a confirmation', async () => {
    const roles = { mine: 'owner', ann: 'admin', bob: 'member' } as {
      mine: OrganizationLevel;
      ann: OrganizationLevel;
      bob: OrganizationLevel;
    };
    const calls = fakeApi({
      ...api(roles),
      'PATCH /organizations/owner': () => {
        roles.mine = 'admin';
        roles.bob = 'owner';
        return { data: { member: member(bob, 'owner') } };
      },
    });
    show();
    const members = await membersSection();
    // On the others, never on the owner's own row.
    expect(within(members).getByRole('button', { name: 'Make Ann the owner' })).toBeTruthy();
    expect(within(members).queryByRole('button', { name: 'Make Gus the owner' })).toBeNull();

    // Cancel asks nothing of the server.
    fireEvent.click(within(members).getByRole('button', { name: 'Make Bob the owner' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make Bob the owner?' });
    expect(
      within(dialog).getByText(
        /Bob will become the owner of this organization and you will become an admin/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.click(within(members).getByRole('button', { name: 'Make Bob the owner' }));
    dialog = await screen.findByRole('dialog', { name: 'Make Bob the owner?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make Bob the owner' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/v2/organizations/owner');
    expect(patch?.body).toEqual({ organizationId: 'o1', userId: 'u4' });
    // The page shows the new roles: Bob owns it, the caller is an admin and can no longer hand over.
    await waitFor(() => {
      const row = within(members).getByText('Bob').closest('li') as HTMLElement;
      expect(within(row).getByText('Owner')).toBeTruthy();
    });
    await waitFor(() => expect(within(members).queryByText('Make owner')).toBeNull());
  });

  it('says plainly why the handover failed, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...api({ mine: 'owner', ann: 'admin', bob: 'member' }),
      'PATCH /organizations/owner': {
        status: 404,
        error: { code: 'not_found', message: 'This person is not a member' },
      },
    });
    show();
    const members = await membersSection();
    fireEvent.click(within(members).getByRole('button', { name: 'Make Bob the owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Bob the owner?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make Bob the owner' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This person is not a member',
    );
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'Organization action "transfer" failed for o1:',
    ]);
  });
});

/** The dashboard as the owner, with Ann asking to join, Bob invited and Cleo an admin. */
function ownerApi(extra: FakeRoutes) {
  const cleo = person('u5', 'Cleo');
  return fakeApi({
    ...api({ mine: 'owner', ann: 'member', bob: 'member' }),
    'GET /organizations/users': {
      data: { members: [member(me, 'owner'), member(bob, 'member'), member(cleo, 'admin')] },
    },
    'GET /organizations/users/pending': { data: { members: [member(ann, 'pending')] } },
    'GET /organizations/invitations/': {
      data: {
        members: [{ ...member(bob, 'member'), privilege: null, invitedPrivilege: 'member' }],
      },
    },
    ...extra,
  });
}

const sectionOf = async (heading: string, waitFor: string) => {
  const section = (await screen.findByRole('heading', { name: heading })).closest(
    'section',
  ) as HTMLElement;
  await within(section).findByRole('button', { name: waitFor });
  return section;
};

describe('the dashboard actions', () => {
  it('shows a refused action in words and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    ownerApi({
      'DELETE /organizations/requests/in/': {
        status: 404,
        error: { code: 'not_found', message: 'This person has not asked to join' },
      },
    });
    show();
    const requests = await sectionOf('Requests to join', 'Reject Ann');
    fireEvent.click(within(requests).getByRole('button', { name: 'Reject Ann' }));
    expect((await within(requests).findByRole('alert')).textContent).toBe(
      'This person has not asked to join',
    );
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'Organization action "reject" failed for o1:',
    ]);
  });

  it('rejects a request with DELETE /organizations/requests/in/', async () => {
    const calls = ownerApi({ 'DELETE /organizations/requests/in/': { data: { member: null } } });
    show();
    const requests = await sectionOf('Requests to join', 'Reject Ann');
    fireEvent.click(within(requests).getByRole('button', { name: 'Reject Ann' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        '/v2/organizations/requests/in/?organizationId=o1&userId=u3',
      ),
    );
  });

  it('cancels an invitation with DELETE /organizations/invitations/', async () => {
    const calls = ownerApi({ 'DELETE /organizations/invitations/': { data: { member: null } } });
    show();
    const invitations = await sectionOf('Invitations', 'Cancel the invitation to Bob');
    fireEvent.click(
      within(invitations).getByRole('button', { name: 'Cancel the invitation to Bob' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        '/v2/organizations/invitations/?organizationId=o1&userId=u4',
      ),
    );
  });

  it('removes a member only after the confirmation, with DELETE /organizations/users', async () => {
    const calls = ownerApi({ 'DELETE /organizations/users': { data: { member: null } } });
    show();
    const members = await sectionOf('Members', 'Remove Bob from the organization');
    fireEvent.click(
      within(members).getByRole('button', { name: 'Remove Bob from the organization' }),
    );
    // Keep asks nothing of the server.
    const confirm = within(members).getByRole('group', { name: 'Remove Bob?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(within(members).queryByRole('group', { name: 'Remove Bob?' })).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(
      within(members).getByRole('button', { name: 'Remove Bob from the organization' }),
    );
    fireEvent.click(
      within(within(members).getByRole('group', { name: 'Remove Bob?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        '/v2/organizations/users?organizationId=o1&userId=u4',
      ]),
    );
  });

  it('removes an admin with PATCH /organizations/remove-admin', async () => {
    const calls = ownerApi({
      'PATCH /organizations/remove-admin': {
        data: { member: member(person('u5', 'Cleo'), 'member') },
      },
    });
    show();
    const members = await sectionOf('Members', 'Remove Cleo as an admin');
    fireEvent.click(within(members).getByRole('button', { name: 'Remove Cleo as an admin' }));
    await waitFor(() => {
      const patch = calls.find((c) => c.method === 'PATCH');
      expect(patch?.url).toBe('/v2/organizations/remove-admin');
      expect(patch?.body).toEqual({ organizationId: 'o1', userId: 'u5' });
    });
  });
});

describe('inviting from the search', () => {
  it('offers Invite only to people neither in nor invited, and says where the others stand', async () => {
    const cleo = person('u5', 'Cleo');
    const dan = person('u6', 'Dan');
    const invited = [{ ...member(bob, 'member'), privilege: null, invitedPrivilege: 'member' }];
    const calls = fakeApi({
      ...api({ mine: 'owner', ann: 'member', bob: 'member' }),
      'GET /organizations/users': {
        data: { members: [member(me, 'owner'), member(cleo, 'admin')] },
      },
      'GET /organizations/invitations/': () => ({ data: { members: invited } }),
      'GET /search': {
        data: {
          events: [],
          users: [bob, cleo, dan],
          organizations: [],
          pagination: { continuationToken: null, hasMoreItems: false },
        },
      },
      'POST /organizations/invitations/': () => {
        invited.push({ ...member(dan, 'member'), privilege: null, invitedPrivilege: 'member' });
        return { status: 201, data: { member: invited[1] } };
      },
    });
    show();
    fireEvent.change(await screen.findByLabelText('Invite someone'), { target: { value: 'a' } });
    const found = await screen.findByRole('list', { name: 'People found' });
    const row = (name: string) => within(found).getByText(name).closest('li') as HTMLElement;
    await waitFor(() => expect(within(row('Bob')).getByText('Invited')).toBeTruthy());
    expect(within(row('Bob')).queryByRole('button')).toBeNull();
    expect(within(row('Cleo')).getByText('Admin')).toBeTruthy();
    expect(within(row('Cleo')).queryByRole('button')).toBeNull();

    const invite = within(row('Dan')).getByRole('button', { name: 'Invite Dan' });
    await waitFor(() => expect((invite as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(invite);
    // Once invited, Dan's row says so too: no second Invite.
    await waitFor(() => expect(within(row('Dan')).getByText('Invited')).toBeTruthy());
    expect(within(row('Dan')).queryByRole('button')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { organizationId: 'o1', userId: 'u6' },
    ]);
  });
});
