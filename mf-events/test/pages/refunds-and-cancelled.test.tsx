import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyRefundRequest } from 'contract';
import { configureApi } from 'shared-api';
import { fakeApi, renderPage } from 'platform/testing';
import CreatePage from '../../src/pages/create-page';
import EventPage from '../../src/pages/event-page';
import PassPage from '../../src/pages/pass-page';
import { event, me } from './fixtures';

afterEach(() => configureApi());

const CANCELLED_AT = Date.UTC(2026, 10, 20, 15) / 1000;
const summary = {
  id: 'e1',
  name: 'Paid gala',
  flyer: null,
  startTime: Date.UTC(2026, 11, 2, 0) / 1000,
  endTime: null,
  timeZone: 'America/New_York',
  locationName: null,
  city: 'Brooklyn',
  state: 'NY',
  cancelledAt: null as number | null,
  cancellationMessage: null as string | null,
};
const pass = (overrides: Record<string, unknown> = {}) => ({
  id: 'p1',
  eventId: 'e1',
  orderId: 'o1',
  ticketTypeId: 'ga',
  ticketTypeName: 'General',
  status: 'valid',
  qrToken: 'x'.repeat(43),
  qrPayload: `ev1.p1.${'x'.repeat(43)}.${'s'.repeat(86)}`,
  doorCode: 'AB12-CD34-EF56',
  createdAt: 1,
  event: summary,
  ...overrides,
});
const standing = (overrides: Partial<MyRefundRequest> = {}): MyRefundRequest => ({
  refundPolicy: 'request',
  refundsUntil: null,
  request: null,
  refundableCents: 5250,
  canAsk: true,
  cannotAskReason: null,
  ...overrides,
});
const atPass = { path: '/app/pass/:id', at: '/app/pass/p1', user: me };

describe('asking for a refund from a pass', () => {
  it('says the rule and asks, with an optional reason, only after a confirmation', async () => {
    const calls = fakeApi({
      'GET /users/pass': { data: { pass: pass() } },
      'GET /events/refund-request': { data: standing() },
      'POST /events/refund-request': {
        status: 201,
        data: { request: { id: 'r1' }, created: true },
      },
    });
    renderPage(<PassPage />, atPass);
    const panel = await screen.findByRole('region', { name: 'Refunds' });
    expect(
      await within(panel).findByText('The hosts give refunds on request until the event starts.'),
    ).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Ask for a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a refund?' });
    expect(dialog.textContent).toContain('$52.50 back');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'I am ill' } });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      eventId: 'e1',
      reason: 'I am ill',
    });
  });

  it('shows a waiting request, and a declined one with the hosts’ words', async () => {
    const request = {
      id: 'r1',
      eventId: 'e1',
      userId: 'u1',
      status: 'pending' as const,
      reason: null,
      amountCents: 5250,
      currency: 'usd',
      createdAt: 1,
      answeredAt: null,
      answerMessage: null,
    };
    let answer = standing({ request, canAsk: false, cannotAskReason: 'Your request is waiting' });
    fakeApi({
      'GET /users/pass': { data: { pass: pass() } },
      'GET /events/refund-request': () => ({ data: answer }),
    });
    const view = renderPage(<PassPage />, atPass);
    expect(
      await screen.findByText(
        'You asked for a refund of $52.50. The hosts will answer; you’ll get a notification.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).toBeNull();
    view.unmount();
    answer = standing({
      request: { ...request, status: 'declined', answerMessage: 'Tickets are final' },
      canAsk: false,
      cannotAskReason: 'The hosts declined your refund request',
    });
    renderPage(<PassPage />, atPass);
    expect(
      await screen.findByText('The hosts declined your refund request; your tickets still stand.'),
    ).toBeTruthy();
    expect(screen.getByText('Tickets are final')).toBeTruthy();
  });

  it('says why a guest cannot ask, and shows nothing for a free pass', async () => {
    fakeApi({
      'GET /users/pass': { data: { pass: pass() } },
      'GET /events/refund-request': {
        data: standing({
          refundPolicy: 'none',
          canAsk: false,
          cannotAskReason: 'The hosts do not give refunds for this event',
        }),
      },
    });
    const view = renderPage(<PassPage />, atPass);
    expect(await screen.findByText('The hosts do not give refunds for this event.')).toBeTruthy();
    view.unmount();
    fakeApi({
      'GET /users/pass': { data: { pass: pass() } },
      'GET /events/refund-request': { data: standing({ refundableCents: 0, canAsk: false }) },
    });
    renderPage(<PassPage />, atPass);
    await screen.findByTestId('door-code');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull());
  });
});

describe('a cancelled event', () => {
  const cancelled = { cancelledAt: CANCELLED_AT, cancellationMessage: 'The venue flooded.' };

  it('says so on its page, with the hosts’ message, and offers no tickets or edit', async () => {
    fakeApi({
      'GET /events/': {
        data: { event: event({ ...cancelled, host: { ...event().host, id: me.id } }) },
      },
      'GET /users/pass/events': { data: { events: [] } },
      'GET /events/organizers': { data: { organizers: [] } },
    });
    renderPage(<EventPage />, {
      path: '/app/event/:eventId/:modal?',
      at: '/app/event/e1',
      user: me,
    });
    const notice = await screen.findByRole('region', { name: 'This event is cancelled' });
    expect(within(notice).getByText('The venue flooded.')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Receipts' }).getAttribute('href')).toBe(
      '/app/user/receipts',
    );
    expect(screen.queryByRole('button', { name: 'Get tickets' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit event' })).toBeNull();
  });

  it('says so on the pass, without the refund panel', async () => {
    fakeApi({
      'GET /users/pass': {
        data: { pass: pass({ status: 'refunded', event: { ...summary, ...cancelled } }) },
      },
    });
    renderPage(<PassPage />, atPass);
    expect(await screen.findByRole('region', { name: 'This event is cancelled' })).toBeTruthy();
    expect(screen.getByText('This pass was refunded')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });
});

describe('the refund rule on the create form', { timeout: 20_000 }, () => {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('starts at "No refunds", and "until a date" needs a date before the start', async () => {
    const calls = fakeApi({
      'POST /events/': { status: 201, data: { event: event({ id: 'new1' }) } },
    });
    renderPage(<CreatePage />, { path: '/app/create', at: '/app/create?type=ticketed', user: me });
    const rules = screen.getByRole('group', { name: 'Refunds' });
    expect(within(rules).getByRole('radio', { name: /No refunds/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByLabelText('Last day to ask for a refund')).toBeNull();
    fill('Event name', 'Paid gala');
    fill('Starts', '2030-06-01T19:00');
    fill('Time zone', 'America/New_York');
    fill('Address line 1', '1 Main St');
    fill('City', 'Brooklyn');
    fill('State', 'NY');
    fill('Ticket 1 price', '25');
    fireEvent.click(within(rules).getByRole('radio', { name: /Refunds until a date/ }));
    fill('Last day to ask for a refund', '2030-06-02T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findAllByText('Refunds must close before the event starts')).toHaveLength(
      2,
    );
    // (The paid ticket reads the host's payouts: GET /users/connect/; nothing is posted.)
    const posts = () => calls.filter((c) => c.method === 'POST');
    expect(posts()).toHaveLength(0);
    fill('Last day to ask for a refund', '2030-05-25T12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({
      refundPolicy: 'until',
      refundsUntil: Date.UTC(2030, 4, 25, 16) / 1000,
    });
  });
});
