import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import PassPage from '../../src/pages/pass-page';
import { fakeApi, renderPage } from 'platform/testing';
import { me } from './fixtures';

afterEach(() => configureApi());

const pass = {
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
  event: {
    id: 'e1',
    name: 'Paid gala',
    flyer: null,
    startTime: Date.UTC(2026, 11, 2, 0) / 1000,
    endTime: null,
    timeZone: 'America/New_York',
    locationName: 'The Room',
    city: 'Brooklyn',
    state: 'NY',
    cancelledAt: null,
    cancellationMessage: null,
  },
};

const at = (path: string) => ({ path: '/app/pass/:id', at: path, user: me });

describe('PassPage', () => {
  it('draws the QR code from the signed pass payload, with the pass code and the event', async () => {
    const calls = fakeApi({ 'GET /users/pass': { data: { pass } } });
    renderPage(<PassPage />, at('/app/pass/p1'));
    const qr = await screen.findByRole('img', { name: 'QR code for your General pass' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qr.getAttribute('data-qr-token-length')).toBe(String(pass.qrPayload.length));
    expect(screen.getByTestId('door-code').textContent).toBe('AB12-CD34-EF56');
    expect(screen.getByText('Pass code')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paid gala' })).toBeTruthy();
    expect(screen.getByText('The Room · Brooklyn, NY')).toBeTruthy();
    expect(calls[0]?.url).toBe('/v2/users/pass?passId=p1');
    // A valid pass is a way into the event's chat.
    expect(screen.getByRole('link', { name: 'Event chat' }).getAttribute('href')).toBe(
      '/app/chat/event/e1',
    );
  });

  it('shows no QR code for a refunded pass', async () => {
    fakeApi({ 'GET /users/pass': { data: { pass: { ...pass, status: 'refunded' } } } });
    renderPage(<PassPage />, at('/app/pass/p1'));
    expect(await screen.findByText('This pass was refunded')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByTestId('door-code')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Event chat' })).toBeNull();
  });

  it('says plainly when the pass is not found', async () => {
    fakeApi({});
    renderPage(<PassPage />, at('/app/pass/nope'));
    expect(await screen.findByRole('heading', { name: "We couldn't find this pass" })).toBeTruthy();
  });
});
