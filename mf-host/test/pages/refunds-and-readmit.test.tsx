import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RefundRequest } from 'contract';
import { configureApi } from 'shared-api';
import { fakeApi, renderPage } from 'platform/testing';
import GuestsPage from '../../src/pages/guests-page';
import { counts, dashboard, guest, guestPage, me } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/event/:eventId/guests', at: '/app/event/e1/guests', user: me };

const request = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  id: 'r1',
  eventId: 'e1',
  userId: 'user-Rae Refund',
  status: 'pending',
  reason: 'I am ill',
  amountCents: 4220,
  currency: 'usd',
  createdAt: 1,
  answeredAt: null,
  answerMessage: null,
  ...overrides,
});
const rae = guest({
  passId: 'p1',
  person: { name: 'Rae Refund' } as never,
  refundRequest: request(),
});
// Her second ticket: the request shows once, on her first row.
const raeAgain = guest({
  passId: 'p2',
  qrToken: 'qr-2',
  person: { name: 'Rae Refund' } as never,
  refundRequest: request(),
});
const dee = guest({ passId: 'p3', status: 'removed', person: { name: 'Dee Removed' } as never });
const answer = (status: RefundRequest['status'], refundedCents: number) => ({
  data: { request: request({ status }), refundedCents, message: 'ok' },
});

describe('GuestsPage: refund requests', () => {
  it('has a tab of waiting requests and shows each once, with the reason', async () => {
    const calls = fakeApi({ 'GET /events/guests': { data: guestPage([rae, raeAgain]) } });
    renderPage(<GuestsPage />, at);
    const tab = await screen.findByRole('tab', { name: 'Refund requests (1)' });
    expect(screen.getAllByText('Asked for a refund of $42.20')).toHaveLength(1);
    expect(screen.getByText('“I am ill”')).toBeTruthy();
    fireEvent.click(tab);
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/v2/events/guests?eventId=e1&refundRequested=true')).toBe(
        true,
      ),
    );
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('says so when no request waits', async () => {
    fakeApi({
      'GET /events/guests': (call) => ({
        data: guestPage(call.url.includes('refund') ? [] : [dee]),
      }),
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(await screen.findByRole('tab', { name: 'Refund requests (0)' }));
    expect(await screen.findByText('No refund requests')).toBeTruthy();
  });

  it('asks before refunding, and refunds on confirmation', async () => {
    const calls = fakeApi({
      'GET /events/guests': { data: guestPage([rae]) },
      'POST /events/hosts/refund-requests/approve': answer('approved', 4220),
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund $42.20 to Rae Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Rae Refund?' });
    expect(dialog.textContent).toContain('$42.20 goes back to Rae Refund in full');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url.endsWith('/approve'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Refund $42.20 to Rae Refund' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund $42.20' }),
    );
    expect(await screen.findByText('Rae Refund was refunded $42.20')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/approve'))?.body).toEqual({
      eventId: 'e1',
      userId: 'user-Rae Refund',
    });
  });

  it('declines with a message for the guest, after asking', async () => {
    const calls = fakeApi({
      'GET /events/guests': { data: guestPage([rae]) },
      'POST /events/hosts/refund-requests/decline': answer('declined', 0),
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Decline Rae Refund’s refund request' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Decline Rae Refund’s refund request?',
    });
    fireEvent.change(within(dialog).getByLabelText('Message to Rae Refund'), {
      target: { value: 'Tickets are final' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Rae Refund’s refund request was declined')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/decline'))?.body).toEqual({
      eventId: 'e1',
      userId: 'user-Rae Refund',
      message: 'Tickets are final',
    });
  });

  it('offers no answer to a level that may not manage guests (a door co-host)', async () => {
    fakeApi({
      'GET /events/guests': { data: guestPage([rae, dee]) },
      'GET /events/hosts/dashboard': {
        data: dashboard({
          access: { level: 'door', permissions: ['view_dashboard', 'view_guests', 'scan'] },
        }),
      },
    });
    renderPage(<GuestsPage />, at);
    expect(await screen.findByText('Asked for a refund of $42.20')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Refund $42.20 to Rae Refund' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Let Dee Removed back in' })).toBeNull();
  });
});

describe('GuestsPage: letting a guest back in', () => {
  it('lets a removed guest back in with one press and says what it gave them', async () => {
    const calls = fakeApi({
      'GET /events/guests': { data: guestPage([dee], null, counts({ all: 1, removed: 1 })) },
      'POST /events/hosts/readmit': {
        data: {
          eventId: 'e1',
          userId: 'u',
          status: 'going',
          changedPasses: 2,
          refundedCents: 0,
          message: 'ok',
        },
      },
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Let Dee Removed back in' }));
    expect(await screen.findByText('Dee Removed was let back in with a new pass')).toBeTruthy();
    expect(calls.find((c) => c.url === '/v2/events/hosts/readmit')?.body).toEqual({
      eventId: 'e1',
      userId: 'user-Dee Removed',
    });
  });

  it('says a paid guest can buy again, and a refusal in plain words', async () => {
    let first = true;
    fakeApi({
      'GET /events/guests': { data: guestPage([dee]) },
      'POST /events/hosts/readmit': () => {
        if (first) {
          first = false;
          return {
            data: {
              eventId: 'e1',
              userId: 'u',
              status: 'cancelled',
              changedPasses: 1,
              refundedCents: 0,
              message: 'ok',
            },
          };
        }
        return {
          status: 409,
          error: {
            code: 'conflict',
            message: '"General" has no seat left; raise its capacity first',
          },
        };
      },
    });
    renderPage(<GuestsPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Let Dee Removed back in' }));
    expect(
      await screen.findByText('Dee Removed was let back in and can buy a ticket again'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Let Dee Removed back in' }));
    expect(
      await screen.findByText(
        'Could not let back in Dee Removed: "General" has no seat left; raise its capacity first',
      ),
    ).toBeTruthy();
  });
});
