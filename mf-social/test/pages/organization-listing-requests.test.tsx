import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from 'shared-api';
import type { EventListing, OrganizationLevel } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import { sampleOrganization } from 'shared-api/testing';
import OrganizationDashboardPage from '../../src/pages/organization-dashboard-page';
import { me } from './fixtures';

afterEach(() => {
  configureApi();
  vi.restoreAllMocks();
});

const asked: EventListing = {
  eventId: 'e9',
  eventName: 'Poetry Slam',
  eventStartTime: 1,
  organizationId: 'o1',
  organizationName: 'Chess Club',
  requestedBy: { id: 'u7', displayName: 'Mia' },
  state: 'pending',
  createdAt: 1,
  answeredAt: null,
};

/** The dashboard's calls as `mine`, with `waiting` the requests to list an event. */
function api(mine: OrganizationLevel, waiting: () => EventListing[]) {
  return {
    'GET /organizations/': {
      data: {
        organization: sampleOrganization({ currentPrivilege: mine }),
        userOrganizationMapping: null,
      },
    },
    'GET /organizations/users': { data: { members: [] } },
    'GET /organizations/users/pending': { data: { members: [] } },
    'GET /organizations/invitations/': { data: { members: [] } },
    'GET /organizations/events': { data: { events: [] } },
    'GET /organizations/event-requests': () => ({ data: { listings: waiting() } }),
  };
}

const show = () =>
  renderPage(<OrganizationDashboardPage />, {
    path: '/app/org/:orgId/dashboard',
    at: '/app/org/o1/dashboard',
    user: me,
  });

const section = async () =>
  (await screen.findByRole('heading', { name: 'Events asked to be listed' })).closest(
    'section',
  ) as HTMLElement;

describe('events asked to be listed (the organization dashboard)', () => {
  it('shows each request with a link to the event and who asked; Accept lists it', async () => {
    let answered = false;
    const calls = fakeApi({
      ...api('admin', () => (answered ? [] : [asked])),
      'PATCH /organizations/event-requests/accept': () => {
        answered = true;
        return { data: { listing: { ...asked, state: 'listed' } } };
      },
    });
    show();
    const requests = await section();
    const link = await within(requests).findByRole('link', { name: 'Poetry Slam' });
    expect(link.getAttribute('href')).toBe('/app/event/e9');
    expect(within(requests).getByText(/asked by Mia/)).toBeTruthy();
    fireEvent.click(within(requests).getByRole('button', { name: 'List Poetry Slam' }));
    expect(await within(requests).findByText('No events waiting to be listed.')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/v2/organizations/event-requests/accept');
    expect(patch?.body).toEqual({ eventId: 'e9', organizationId: 'o1' });
  });

  it('declines only after a confirmation, and Keep changes nothing', async () => {
    let answered = false;
    const calls = fakeApi({
      ...api('owner', () => (answered ? [] : [asked])),
      'DELETE /organizations/event-requests': () => {
        answered = true;
        return { data: { listing: { ...asked, state: 'declined', answeredAt: 2 } } };
      },
    });
    show();
    const requests = await section();
    fireEvent.click(await within(requests).findByRole('button', { name: 'Decline Poetry Slam' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline listing Poetry Slam?' });
    expect(within(dialog).getByText(/Mia sees the request declined/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(requests).getByRole('button', { name: 'Decline Poetry Slam' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline listing Poetry Slam?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(requests).findByText('No events waiting to be listed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.url).toBe('/v2/organizations/event-requests?eventId=e9&organizationId=o1');
  });

  it('says plainly why an answer failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...api('admin', () => [asked]),
      'PATCH /organizations/event-requests/accept': {
        status: 404,
        error: { code: 'not_found', message: 'No request to list this event in this organization' },
      },
    });
    show();
    const requests = await section();
    fireEvent.click(await within(requests).findByRole('button', { name: 'List Poetry Slam' }));
    expect((await within(requests).findByRole('alert')).textContent).toBe(
      'No request to list this event in this organization',
    );
  });

  it('shows an empty list in words', async () => {
    fakeApi(api('admin', () => []));
    show();
    const requests = await section();
    expect(await within(requests).findByText('No events waiting to be listed.')).toBeTruthy();
  });
});
