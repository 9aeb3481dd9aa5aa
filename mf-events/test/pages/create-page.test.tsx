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
});
