import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import CreatePage from '../../src/pages/create-page';
import { fakeApi, renderPage } from 'platform/testing';
import { event, me } from './fixtures';

afterEach(() => configureApi());

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillRequired() {
  fill('Event name', 'Rooftop Jazz');
  fill('Starts', '2030-06-01T19:00');
  fill('Time zone', 'America/New_York');
  fill('Address line 1', '1 Main St');
  fill('City', 'Brooklyn');
  fill('State', 'NY');
}

const at = (path: string) => ({ path: '/app/create', at: path, user: me });

// The time zone select holds every IANA zone: slow to render in jsdom on a busy machine.
describe('CreatePage', { timeout: 20_000 }, () => {
  it('starts as a free RSVP event and posts the form in the chosen zone', async () => {
    const calls = fakeApi({
      'POST /events/': { status: 201, data: { event: event({ id: 'new1' }) } },
    });
    renderPage(<CreatePage />, at('/app/create'));
    expect(screen.getByText(/Free RSVP event/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Ticket type 1' })).toBeNull();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/app/create/confirmation/new1'),
    );
    expect(calls[0]?.body).toMatchObject({
      name: 'Rooftop Jazz',
      type: 'simpleRsvp',
      timeZone: 'America/New_York',
      startTime: Date.UTC(2030, 5, 1, 23) / 1000,
      location: { address: { line1: '1 Main St', city: 'Brooklyn', state: 'NY' } },
    });
  });

  it('shows the server refusal in its words and stays on the form', async () => {
    fakeApi({
      'POST /events/': {
        status: 400,
        error: { code: 'invalid_request', message: 'timeZone must be an IANA time zone' },
      },
    });
    renderPage(<CreatePage />, at('/app/create'));
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('timeZone must be an IANA time zone')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/app/create');
  });

  it('checks the form before sending anything', () => {
    const calls = fakeApi({});
    renderPage(<CreatePage />, at('/app/create?type=ticketed'));
    fill('Ticket 1 price', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    // Each problem at its field and in the summary at the top.
    expect(screen.getAllByText('Give your event a name')).toHaveLength(2);
    expect(screen.getByText('Enter a price like 25 or 12.50 (0 for free)')).toBeTruthy();
    expect(
      screen.getByText('Ticket type 1: Enter a price like 25 or 12.50 (0 for free)'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Event name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('a paid ticket says payouts are not set up and links to set-up in a new tab', async () => {
    const account = {
      state: 'none',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: [],
      currency: null,
      canSellPaidTickets: false,
    };
    const calls = fakeApi({ 'GET /users/connect/': { status: 200, data: account } });
    renderPage(<CreatePage />, at('/app/create?type=ticketed'));
    expect(screen.queryByText(/Payouts aren't set up/)).toBeNull();
    fill('Ticket 1 price', '0');
    expect(screen.queryByText(/Payouts aren't set up/)).toBeNull();
    fill('Ticket 1 price', '25');
    expect(await screen.findByText("Payouts aren't set up yet.")).toBeTruthy();
    expect(screen.getByText("Buyers can't pay for tickets until you set up payouts.")).toBeTruthy();
    const link = screen.getByRole('link', { name: /Set up payouts/ });
    expect(link.getAttribute('href')).toBe('/app/host/stripe-connect');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /v2/users/connect/']);
  });

  it('a paid ticket of a host whose payouts work says so and links the wallet', async () => {
    fakeApi({
      'GET /users/connect/': {
        status: 200,
        data: {
          state: 'enabled',
          detailsSubmitted: true,
          chargesEnabled: true,
          payoutsEnabled: true,
          requirementsDue: [],
          currency: 'usd',
          canSellPaidTickets: true,
        },
      },
    });
    renderPage(<CreatePage />, at('/app/create?type=ticketed'));
    fill('Ticket 1 price', '12.50');
    expect(await screen.findByText(/Payouts are set up/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your wallet' }).getAttribute('href')).toBe(
      '/app/host/wallet',
    );
  });
});
