import { fireEvent, screen, within } from '@testing-library/react';
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
