import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { fakeApi, renderPage } from 'platform/testing';
import DashboardPage from '../../src/pages/dashboard-page';
import { dashboard, me } from './fixtures';

afterEach(() => configureApi());

const at = (modal = '') => ({
  path: '/app/host/:eventId/dashboard/:modal?',
  at: `/app/host/e1/dashboard${modal ? `/${modal}` : ''}`,
  user: me,
});

const club = { id: 'o1', name: 'Night Owls', image: null, isVerified: false, numFriends: 0 };
const found = (organizations: unknown[]) => ({
  data: {
    events: [],
    users: [],
    organizations,
    pagination: { continuationToken: null, hasMoreItems: false },
  },
});
const invitation = { invitation: { eventId: 'e1', organizationId: 'o1', createdAt: 1 } };
/** The caller's organizations: `privilege` in Night Owls (o1). */
const mine = (privilege: string | null) => ({
  data: {
    organizations: privilege ? [{ ...club, currentPrivilege: privilege }] : [],
  },
});
const listing = (state: 'pending' | 'declined' | 'listed') => ({
  eventId: 'e1',
  eventName: 'Party',
  eventStartTime: 1,
  organizationId: 'o1',
  organizationName: 'Night Owls',
  requestedBy: { id: 'u1', displayName: 'Me' },
  state,
  createdAt: 1,
  answeredAt: state === 'declined' ? 2 : null,
});
const noListings = { data: { listings: [] } };

async function searchFor(text: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Invite an organization' });
  fireEvent.change(within(dialog).getByLabelText('Search organizations'), {
    target: { value: text },
  });
  return dialog;
}

describe('the invite-an-organization modal', () => {
  it('is offered only to a level with edit_event', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': {
        data: dashboard({
          access: { level: 'door', permissions: ['view_dashboard', 'view_guests', 'scan'] },
        }),
      },
    });
    renderPage(<DashboardPage />, at('organizations'));
    expect(await screen.findByRole('link', { name: 'Co-hosts' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Invite an organization' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('searches organizations, asks first, invites with the right body and says so', async () => {
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /search': found([club]),
      'GET /users/organizations': mine('admin'),
      'GET /events/organization-requests': noListings,
      'POST /events/organization-invitations': { status: 201, data: invitation },
    });
    renderPage(<DashboardPage />, at());
    expect(
      (await screen.findByRole('link', { name: 'Invite an organization' })).getAttribute('href'),
    ).toBe('/app/host/e1/dashboard/organizations');
    fireEvent.click(screen.getByRole('link', { name: 'Invite an organization' }));
    const dialog = await searchFor('night');
    const list = await within(dialog).findByRole('list', { name: 'Organizations' });
    const search = calls.find((c) => c.url.startsWith('/v2/search'));
    expect(new URL(search?.url ?? '', 'http://x').searchParams.get('type')).toBe('organization');

    fireEvent.click(within(list).getByRole('button', { name: 'Invite Night Owls' }));
    expect(within(dialog).getByText(/Every member is notified/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite Night Owls' }));

    expect(
      await within(dialog).findByText(
        'Night Owls is invited. Members of Night Owls will see this event.',
      ),
    ).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/v2/events/organization-invitations');
    expect(post?.body).toEqual({ eventId: 'e1', organizationId: 'o1' });
    // The invited organization is marked, not offered again.
    const row = within(dialog).getByText('Night Owls').closest('li') as HTMLElement;
    expect(within(row).getByText('Invited')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says plainly why an invitation failed and keeps the choice to retry', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /search': found([club]),
      'GET /users/organizations': mine('admin'),
      'GET /events/organization-requests': noListings,
      'POST /events/organization-invitations': {
        status: 403,
        error: {
          code: 'forbidden',
          message: 'Only organizers who can edit this event can invite.',
        },
      },
    });
    renderPage(<DashboardPage />, at('organizations'));
    const dialog = await searchFor('night');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Invite Night Owls' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite Night Owls' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only organizers who can edit this event can invite.',
    );
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows an empty result in words', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /search': found([]),
      'GET /users/organizations': mine(null),
      'GET /events/organization-requests': noListings,
    });
    renderPage(<DashboardPage />, at('organizations'));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an organization' });
    expect(within(dialog).getByText(/Type an organization/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Search organizations'), {
      target: { value: 'zzz' },
    });
    expect(await within(dialog).findByText('No organization matches “zzz”.')).toBeTruthy();
  });
});

describe('asking an organization to list the event (a plain member there)', () => {
  it('offers "Ask to list", says what happens, sends the request and shows it waiting', async () => {
    let asked = false;
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /search': found([club]),
      'GET /users/organizations': mine('member'),
      'GET /events/organization-requests': () =>
        asked ? { data: { listings: [listing('pending')] } } : noListings,
      'POST /events/organization-requests': () => {
        asked = true;
        return { status: 201, data: { listing: listing('pending') } };
      },
    });
    renderPage(<DashboardPage />, at('organizations'));
    const dialog = await searchFor('night');
    expect(within(dialog).queryByRole('button', { name: 'Invite Night Owls' })).toBeNull();
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Ask Night Owls to list this event' }),
    );
    expect(within(dialog).getByText(/Ask the admins of/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask Night Owls' }));

    expect(
      await within(dialog).findByText(
        'You asked Night Owls to list this event. Its admins will answer.',
      ),
    ).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/v2/events/organization-requests');
    expect(post?.body).toEqual({ eventId: 'e1', organizationId: 'o1' });
    const states = await within(dialog).findByRole('list', {
      name: 'This event in organizations',
    });
    expect(await within(states).findByText('Waiting for an admin')).toBeTruthy();
  });

  it('shows a declined request and withdraws it', async () => {
    let withdrawn = false;
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /users/organizations': mine('member'),
      'GET /events/organization-requests': () =>
        withdrawn ? noListings : { data: { listings: [listing('declined')] } },
      'DELETE /events/organization-requests': () => {
        withdrawn = true;
        return { data: { eventId: 'e1', organizationId: 'o1' } };
      },
    });
    renderPage(<DashboardPage />, at('organizations'));
    const states = await screen.findByRole('list', { name: 'This event in organizations' });
    expect(within(states).getByText('Declined by its admins')).toBeTruthy();
    fireEvent.click(
      within(states).getByRole('button', { name: 'Withdraw the request to Night Owls' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'This event in organizations' })).toBeNull(),
    );
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.url).toBe('/v2/events/organization-requests?eventId=e1&organizationId=o1');
  });

  it('tells someone outside the organization it is for members, with no button', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /search': found([club]),
      'GET /users/organizations': mine(null),
      'GET /events/organization-requests': noListings,
    });
    renderPage(<DashboardPage />, at('organizations'));
    const dialog = await searchFor('night');
    const list = await within(dialog).findByRole('list', { name: 'Organizations' });
    const row = within(list).getByText('Night Owls').closest('li') as HTMLElement;
    expect(within(row).getByText('Members only')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
