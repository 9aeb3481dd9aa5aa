import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import EditEventPage from '../../src/pages/edit-event-page';
import { fakeApi, renderPage } from 'platform/testing';
import { event, host, me } from './fixtures';

afterEach(() => configureApi());

const at = (user = me) => ({ path: '/app/event/:eventId/edit', at: '/app/event/e1/edit', user });

describe('EditEventPage', { timeout: 20_000 }, () => {
  it('lets a co-host edit, but leaves deleting to the host', async () => {
    fakeApi({
      'GET /events/': { data: { event: event() } },
      'GET /events/organizers': {
        data: {
          organizers: [
            { role: 'host', user: host },
            { role: 'cohost', user: me },
          ],
        },
      },
    });
    renderPage(<EditEventPage />, at());
    expect(await screen.findByRole('heading', { name: 'Edit Paid gala' })).toBeTruthy();
    expect((screen.getByLabelText('Event name') as HTMLInputElement).value).toBe('Paid gala');
    expect(screen.queryByRole('button', { name: 'Delete event' })).toBeNull();
  });

  it('tells anyone else plainly that only organizers can edit', async () => {
    fakeApi({
      'GET /events/': { data: { event: event() } },
      'GET /events/organizers': { data: { organizers: [{ role: 'host', user: host }] } },
    });
    renderPage(<EditEventPage />, at());
    expect(
      await screen.findByRole('heading', { name: "Only the event's organizers can edit it" }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Event name')).toBeNull();
  });

  it('gives the host the form and the delete button', async () => {
    fakeApi({ 'GET /events/': { data: { event: event() } } });
    renderPage(<EditEventPage />, at({ ...me, id: host.id }));
    expect(await screen.findByRole('button', { name: 'Delete event' })).toBeTruthy();
  });
});
