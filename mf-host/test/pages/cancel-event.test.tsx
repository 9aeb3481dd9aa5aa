import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { fakeApi, renderPage } from 'platform/testing';
import DashboardPage from '../../src/pages/dashboard-page';
import { dashboard, me, revenue } from './fixtures';

afterEach(() => configureApi());

const at = (modal = '') => ({
  path: '/app/host/:eventId/dashboard/:modal?',
  at: `/app/host/e1/dashboard${modal}`,
  user: me,
});
const cancellation = {
  eventId: 'e1',
  cancelledAt: 1_800_000_000,
  message: 'The venue flooded.',
  orders: 4,
  settledOrders: 1,
  refundedCents: 2110,
};

describe('cancelling an event from the dashboard', () => {
  it('offers "Cancel event" to the host alone, as a link to its dialog', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/hosts/revenue': { data: revenue() },
    });
    renderPage(<DashboardPage />, at());
    const group = await screen.findByRole('region', { name: 'If plans change' });
    expect(within(group).getByRole('link', { name: 'Cancel event' }).getAttribute('href')).toBe(
      '/app/host/e1/dashboard/cancel',
    );
  });

  it('never offers it to a co-host, not even by URL', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': {
        data: dashboard({
          access: { level: 'cohost', permissions: ['view_dashboard', 'view_guests', 'edit_event'] },
        }),
      },
    });
    renderPage(<DashboardPage />, at('/cancel'));
    await screen.findByRole('region', { name: 'Event and team' });
    expect(screen.queryByRole('link', { name: 'Cancel event' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what cancelling does, needs a message, and cancels only on the button', async () => {
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/hosts/revenue': { data: revenue() },
      'POST /events/hosts/cancel': { data: cancellation },
    });
    renderPage(<DashboardPage />, at('/cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    expect(dialog.textContent).toContain('Everyone who paid gets their money back in full');
    expect(dialog.textContent).toContain('Your 2 guests are told by notification and by text.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund everyone' }));
    expect(
      await within(dialog).findByText('Tell your guests why the event is cancelled'),
    ).toBeTruthy();
    expect(calls.some((c) => c.url === '/v2/events/hosts/cancel')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Message to your guests'), {
      target: { value: '  The venue flooded.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund everyone' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/v2/events/hosts/cancel')?.body).toEqual({
        eventId: 'e1',
        message: 'The venue flooded.',
      }),
    );
  });

  it('shows a cancelled event and how far its refunds have gone, without cancel or edit', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard({ cancellation }) },
      'GET /events/hosts/revenue': { data: revenue() },
    });
    renderPage(<DashboardPage />, at());
    const status = await screen.findByRole('region', { name: 'This event is cancelled' });
    expect(within(status).getByText('The venue flooded.')).toBeTruthy();
    expect(within(status).getByRole('status').textContent).toBe(
      'Refunding: 1 of 4 orders settled so far, $21.10 refunded.',
    );
    expect(screen.queryByRole('link', { name: 'Cancel event' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit event' })).toBeNull();
  });
});
