import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { fakeApi, renderPage } from 'platform/testing';
import GuestsPage from '../../src/pages/guests-page';
import { guestsCsv } from '../../src/features/guests/lib/guests-csv';
import { admitted, counts, dashboard, forbidden, guest, guestPage, me } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/event/:eventId/guests', at: '/app/event/e1/guests', user: me };
const gina = guest();
const zed = guest({
  passId: 'p2',
  qrToken: 'qr-zed',
  status: 'checked_in',
  checkedInAt: 1_800_000_000,
  person: { name: 'Zed Second' } as never,
});

describe('GuestsPage', () => {
  it('lists guests with ticket type and status, and tabs with counts', async () => {
    const calls = fakeApi({ 'GET /events/guests': { data: guestPage([gina, zed]) } });
    renderPage(<GuestsPage />, at);
    expect(await screen.findByText('Gina Guest')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Guest list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/Checked in/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (2)' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Checked in (1)' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('status=checked_in'))).toBe(true));
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('searches after typing stops', async () => {
    const calls = fakeApi({
      'GET /events/guests': (call) => ({
        data: guestPage(call.url.includes('search=zed') ? [zed] : [gina, zed]),
      }),
    });
    renderPage(<GuestsPage />, at);
    await screen.findByText('Gina Guest');
    fireEvent.change(screen.getByLabelText('Search guests'), { target: { value: 'zed' } });
    await waitFor(() => expect(screen.queryByText('Gina Guest')).toBeNull());
    expect(await screen.findByText('Zed Second')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('search=')).map((c) => c.url)).toEqual([
      '/v2/events/guests?eventId=e1&search=zed',
    ]);
  });

  it('loads the next page with the continuation token', async () => {
    fakeApi({
      'GET /events/guests': (call) => ({
        data: call.url.includes('continuationToken=c2')
          ? guestPage([zed])
          : guestPage([gina], 'c2'),
      }),
    });
    renderPage(<GuestsPage />, at);
    await screen.findByText('Gina Guest');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Zed Second')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('checks a guest in by hand with their door code and says so (a cohost gets no pass token)', async () => {
    const calls = fakeApi({
      'GET /events/guests': { data: guestPage([{ ...gina, qrToken: null, phone: null }]) },
      'POST /events/hosts/scan': { data: admitted() },
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Gina Guest' }));
    expect(await screen.findByText('Gina Guest is checked in')).toBeTruthy();
    const scan = calls.find((c) => c.url === '/v2/events/hosts/scan');
    expect(scan?.body).toMatchObject({ eventId: 'e1', qrToken: 'AB12CD34EF56' });
  });

  it('offers no "Check in" to a level that may not scan (a viewer)', async () => {
    fakeApi({
      'GET /events/guests': { data: guestPage([gina]) },
      'GET /events/hosts/dashboard': {
        data: dashboard({
          access: { level: 'viewer', permissions: ['view_dashboard', 'view_guests'] },
        }),
      },
    });
    renderPage(<GuestsPage />, at);
    expect(await screen.findByText('Gina Guest')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Check in Gina Guest' })).toBeNull(),
    );
  });

  it('tells someone who does not organize the event that only its hosts can see guests', async () => {
    fakeApi({ 'GET /events/guests': forbidden });
    renderPage(<GuestsPage />, at);
    expect(
      await screen.findByRole('heading', {
        name: 'Only the hosts of this event can see its guests',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Guest list' })).toBeNull();
  });

  it('says so when there are no guests yet', async () => {
    fakeApi({
      'GET /events/guests': {
        data: guestPage([], null, counts({ all: 0, going: 0, checked_in: 0 })),
      },
    });
    renderPage(<GuestsPage />, at);
    expect(await screen.findByText('No guests yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toHaveProperty('disabled', true);
  });
});

describe('GuestsPage: approve, deny and remove', () => {
  const pat = guest({
    passId: 'p3',
    qrToken: 'qr-pat',
    status: 'pending',
    person: { name: 'Pat Pending' } as never,
  });
  const paid = guest({
    passId: 'p4',
    refundableCents: 5250,
    person: { name: 'Paula Paid' } as never,
  });
  const done = (status: string, refundedCents = 0) => ({
    data: {
      eventId: 'e1',
      userId: 'u',
      status,
      changedPasses: 1,
      refundedCents,
      message: 'ok',
    },
  });

  it('shows a pending tab and approves or denies a pending guest by their user id', async () => {
    const calls = fakeApi({
      'GET /events/guests': { data: guestPage([pat], null, counts({ all: 1, pending: 1 })) },
      'POST /events/hosts/approve': done('going'),
      'POST /events/hosts/deny': done('denied'),
    });
    renderPage(<GuestsPage />, at);
    expect(await screen.findByRole('tab', { name: 'Pending approval (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in Pat Pending' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Pat Pending' }));
    expect(await screen.findByText('Pat Pending is approved and can come in')).toBeTruthy();
    const approve = calls.find((c) => c.url === '/v2/events/hosts/approve');
    expect(approve?.body).toEqual({ eventId: 'e1', userId: 'user-Pat Pending' });
    fireEvent.click(screen.getByRole('button', { name: 'Deny Pat Pending' }));
    expect(await screen.findByText(/Pat Pending was denied/)).toBeTruthy();
  });

  it('asks before removing, saying the refund, and removes only on confirmation', async () => {
    const calls = fakeApi({
      'GET /events/guests': { data: guestPage([paid]) },
      'POST /events/hosts/remove': done('removed', 5250),
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Paula Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Paula Paid?' });
    expect(within(dialog).getByText('$52.50 will be refunded to them in full.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Paula Paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url === '/v2/events/hosts/remove')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Paula Paid' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Remove and refund $52.50',
      }),
    );
    expect(await screen.findByText('Paula Paid was removed and $52.50 was refunded')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/v2/events/hosts/remove')).toHaveLength(1);
  });

  it('says in plain words when a removal fails', async () => {
    fakeApi({
      'GET /events/guests': { data: guestPage([paid]) },
      'POST /events/hosts/remove': {
        status: 409,
        error: {
          code: 'conflict',
          message: 'This guest holds no tickets for this event any more',
        },
      },
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Paula Paid' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Remove and refund $52.50',
      }),
    );
    expect(
      await screen.findByText(
        'Could not remove Paula Paid: This guest holds no tickets for this event any more',
      ),
    ).toBeTruthy();
  });
});

describe('guestsCsv', () => {
  it('writes a header and one quoted, formula-safe row per guest', () => {
    const csv = guestsCsv([
      guest({ person: { name: 'Ann "A", B' } as never }),
      guest({ person: { name: '=HYPERLINK()' } as never, checkedInAt: 0 }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Username,Phone,Ticket type,Status,Checked in at');
    expect(lines[1]).toBe('"Ann ""A"", B","ann""a"",b",+15555550111,General,going,');
    expect(lines[2]?.startsWith("'=HYPERLINK()")).toBe(true);
  });

  it("opens a guest's details from their row: passes, check-in, events attended, no phone", async () => {
    const calls = fakeApi({
      'GET /events/guests': { data: guestPage([gina, zed]) },
      'POST /events/hosts/user-context': {
        data: {
          person: gina.person,
          tickets: [
            { passId: 'p1', ticketTypeName: 'General', status: 'going', checkedInAt: null },
            { passId: 'p3', ticketTypeName: 'VIP', status: 'refunded', checkedInAt: null },
          ],
          checkedIn: false,
          eventsAttended: 3,
        },
      },
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Details for Gina Guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gina Guest' });
    expect(await within(dialog).findByText('Came to 3 of your events')).toBeTruthy();
    expect(within(dialog).getByText('Not checked in yet')).toBeTruthy();
    const passes = within(dialog).getByRole('list', { name: "Gina Guest's passes" });
    expect(within(passes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(passes).getByText('VIP')).toBeTruthy();
    expect(dialog.textContent).not.toContain('5555');
    expect(calls.find((c) => c.url.endsWith('/events/hosts/user-context'))?.body).toEqual({
      eventId: 'e1',
      userId: gina.person.id,
    });
  });

  it("says in plain words when a guest's details cannot be loaded", async () => {
    fakeApi({
      'GET /events/guests': { data: guestPage([gina]) },
      'POST /events/hosts/user-context': {
        status: 404,
        error: { code: 'not_found', message: 'This person is not a guest of this event' },
      },
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Details for Gina Guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gina Guest' });
    expect(
      await within(dialog).findByText(/We couldn't load Gina Guest's details: This person/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
