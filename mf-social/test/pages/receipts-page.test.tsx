import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { Receipt } from 'contract';
import ReceiptsPage from '../../src/pages/receipts-page';
import { fakeApi, renderPage } from 'platform/testing';
import { me } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/user/receipts', at: '/app/user/receipts', user: me };

const event = {
  id: 'e1',
  name: 'Warehouse Rave',
  flyer: null,
  startTime: 1_800_000_000,
  endTime: null,
  timeZone: 'America/New_York',
  locationName: null,
  city: 'Brooklyn',
  state: 'NY',
  cancelledAt: null,
  cancellationMessage: null,
};

const receipt = (overrides: Partial<Receipt> = {}): Receipt => ({
  id: 'o1',
  eventId: 'e1',
  status: 'completed',
  provider: 'sandbox',
  currency: 'usd',
  subtotalCents: 5000,
  feeCents: 350,
  totalCents: 5350,
  items: [
    {
      ticketTypeId: 't1',
      name: 'General admission',
      quantity: 2,
      unitPriceCents: 2500,
      unitFeeCents: 175,
      totalCents: 5350,
    },
  ],
  expiresAt: null,
  createdAt: 1_790_000_000,
  completedAt: 1_790_000_100,
  statusReason: null,
  event,
  refundedCents: 0,
  ...overrides,
});

const last = { continuationToken: null, hasMoreItems: false };

describe('ReceiptsPage', () => {
  it('lists each order with its event, items, fees, total, status and refunds', async () => {
    const calls = fakeApi({
      'GET /users/receipts': {
        data: {
          receipts: [
            receipt(),
            receipt({
              id: 'o2',
              status: 'refunded',
              refundedCents: 5350,
              statusReason: 'The host refunded this order',
              event: { ...event, id: 'e2', name: 'Jazz Night' },
            }),
          ],
          pagination: last,
        },
      },
    });
    renderPage(<ReceiptsPage />, at);
    const first = await screen.findByRole('listitem', { name: 'Receipt for Warehouse Rave' });
    expect(within(first).getByRole('link', { name: 'Warehouse Rave' }).getAttribute('href')).toBe(
      '/app/event/e1',
    );
    expect(within(first).getByText('2 × General admission')).toBeTruthy();
    expect(within(first).getByText('$50.00')).toBeTruthy();
    expect(within(first).getByText('$3.50')).toBeTruthy();
    expect(within(first).getByText('$53.50')).toBeTruthy();
    expect(within(first).getByText('Paid')).toBeTruthy();
    expect(within(first).queryByText('Refunded')).toBeNull();

    const second = screen.getByRole('listitem', { name: 'Receipt for Jazz Night' });
    expect(within(second).getAllByText('Refunded')).toHaveLength(2); // status and the refund line
    expect(within(second).getByText('−$53.50')).toBeTruthy();
    expect(within(second).getByText('The host refunded this order')).toBeTruthy();
    expect(calls[0]?.url).toBe('/v2/users/receipts');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads older receipts with "Load more", passing the continuation token back', async () => {
    let call = 0;
    const calls = fakeApi({
      'GET /users/receipts': () => {
        call += 1;
        return call === 1
          ? {
              data: {
                receipts: [receipt()],
                pagination: { continuationToken: 'next-1', hasMoreItems: true },
              },
            }
          : {
              data: {
                receipts: [receipt({ id: 'o0', event: { ...event, id: 'e0', name: 'Old Show' } })],
                pagination: last,
              },
            };
      },
    });
    renderPage(<ReceiptsPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Receipt for Old Show' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Receipt for Warehouse Rave' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([
      '/v2/users/receipts',
      '/v2/users/receipts?continuationToken=next-1',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are none, with a way to find events', async () => {
    fakeApi({ 'GET /users/receipts': { data: { receipts: [], pagination: last } } });
    renderPage(<ReceiptsPage />, at);
    expect(await screen.findByRole('heading', { name: 'No receipts yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find events' }).getAttribute('href')).toBe('/app');
  });

  it('explains a failure in words and offers a retry', async () => {
    fakeApi({
      'GET /users/receipts': { status: 500, error: { code: 'internal', message: 'boom' } },
    });
    renderPage(<ReceiptsPage />, at);
    expect(
      await screen.findByRole(
        'heading',
        { name: "We couldn't load your receipts" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
