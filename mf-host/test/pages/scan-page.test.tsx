import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, type ScanOutcome } from 'shared-api';
import { fakeApi, renderPage } from 'platform/testing';
import ScanPage from '../../src/pages/scan-page';
import { admitted, dashboard, forbidden, me } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/event/:eventId/scan', at: '/app/event/e1/scan', user: me };

const alreadyIn: ScanOutcome = {
  result: 'refused',
  reason: 'already_checked_in',
  guest: { name: 'Gina Guest', profileImage: null, ticketTypeName: 'General' },
  checkedInAt: Date.UTC(2026, 10, 20, 21, 41) / 1000,
  scannedAt: 1,
};

async function scanCode(code: string) {
  const field = await screen.findByLabelText(/Pass code/);
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form')!);
  return field;
}

describe('ScanPage', () => {
  it('admits a code on Enter in green with the name and ticket type, and refocuses the field', async () => {
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'POST /events/hosts/scan': { data: admitted() },
    });
    renderPage(<ScanPage />, at);
    expect(await screen.findByText(/checked in of 2 going/)).toBeTruthy();
    const field = await scanCode('  qr-gina ');
    const result = await screen.findByTestId('scan-result');
    expect(result.className).toContain('scan-result--admitted');
    expect(result.textContent).toContain('Admitted');
    expect(result.textContent).toContain('Gina Guest · General');
    const body = calls.find((c) => c.url === '/v2/events/hosts/scan')?.body as {
      qrToken: string;
      nonce: string;
    };
    expect(body.qrToken).toBe('qr-gina');
    expect(body.nonce).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('refuses in red with the reason in words', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'POST /events/hosts/scan': { data: alreadyIn },
    });
    renderPage(<ScanPage />, at);
    await scanCode('qr-gina');
    const result = await screen.findByTestId('scan-result');
    expect(result.className).toContain('scan-result--refused');
    const time = new Date(alreadyIn.checkedInAt! * 1000).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(result.textContent).toContain(`Already checked in at ${time}`);
  });

  it('says what each refusal means', async () => {
    const reasons = {
      wrong_event: 'This pass is for a different event',
      refunded: 'This pass was refunded',
      unknown: 'Unknown code: no pass matches it',
    } as const;
    for (const [reason, words] of Object.entries(reasons)) {
      fakeApi({
        'GET /events/hosts/dashboard': { data: dashboard() },
        'POST /events/hosts/scan': {
          data: { result: 'refused', reason, guest: null, checkedInAt: null, scannedAt: 1 },
        },
      });
      const view = renderPage(<ScanPage />, at);
      await scanCode('some-code');
      expect((await screen.findByTestId('scan-result')).textContent).toContain(words);
      view.unmount();
    }
  });

  it('retries a failed scan with the same nonce', async () => {
    let attempt = 0;
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'POST /events/hosts/scan': () =>
        ++attempt === 1
          ? { status: 400, error: { code: 'invalid_request', message: 'Try again' } }
          : { data: admitted() },
    });
    renderPage(<ScanPage />, at);
    await scanCode('qr-gina');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('scan-result')).textContent).toContain('Admitted');
    const nonces = calls
      .filter((c) => c.url === '/v2/events/hosts/scan')
      .map((c) => (c.body as { nonce: string }).nonce);
    expect(nonces).toHaveLength(2);
    expect(nonces[1]).toBe(nonces[0]);
  });

  it('offers manual entry when the browser has no barcode detector', async () => {
    fakeApi({ 'GET /events/hosts/dashboard': { data: dashboard() } });
    renderPage(<ScanPage />, at);
    expect(await screen.findByText(/can't read QR codes with the camera/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).toBeNull();
  });

  it('shows the hosts-only page to someone who does not organize the event', async () => {
    fakeApi({ 'GET /events/hosts/dashboard': forbidden });
    renderPage(<ScanPage />, at);
    expect(
      await screen.findByRole('heading', {
        name: 'Only the hosts of this event can scan its passes',
      }),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Pass code/)).toBeNull();
  });
});
