import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from 'shared-api';
import type { OfflineKit, ScanOutcome } from 'contract';
import { passSignatureMessage } from 'contract/values';
import { fakeApi, renderPage } from 'platform/testing';
import ScanPage from '../../src/pages/scan-page';
import { admitted, counts, dashboard, forbidden, me } from './fixtures';

vi.mock('../../src/features/scan/lib/barcode-detector', () => ({
  loadQrDetector: vi.fn(async () => null),
}));
const { loadQrDetector } = await import('../../src/features/scan/lib/barcode-detector');

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

afterEach(() => {
  configureApi();
  localStorage.clear();
  // react-query's online manager heard 'offline' too: tell it the network is back.
  if (!online) setOnline(true);
});

const at = { path: '/app/event/:eventId/scan', at: '/app/event/e1/scan', user: me };

/** The door code printed under a pass's QR, as the API computes it. */
const doorCodeOf = (token: string) =>
  (
    createHash('sha256').update(token).digest('hex').slice(0, 12).toUpperCase().match(/.{4}/g) ?? []
  ).join('-');
const doorCount = () => screen.getByTestId('door-count').textContent;

/** An event key pair and the offline kit of one guest, Gina, whose pass is `payload`. */
function offlineKitOfGina() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const payload = `ev1.p1.tok.${sign(null, Buffer.from(passSignatureMessage('e1', 'p1')), privateKey).toString('base64url')}`;
  const kit: OfflineKit = {
    eventId: 'e1',
    algorithm: 'Ed25519',
    publicKey: String(publicKey.export({ format: 'jwk' }).x),
    guests: [
      {
        passId: 'p1',
        doorCode: 'AB12CD34EF56',
        name: 'Gina Guest',
        ticketTypeName: 'General',
        checkedInAt: null,
      },
    ],
    revokedPassIds: [],
    generatedAt: 1,
  };
  return { payload, kit };
}

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
    // The hint under the row still describes the field.
    const hintId = screen.getByLabelText('Pass code').getAttribute('aria-describedby');
    expect(document.getElementById(hintId ?? '')?.textContent).toContain('type the code printed');
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

  it('refuses in red with the reason in words, and the door code of the pass, not its token', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'POST /events/hosts/scan': { data: alreadyIn },
    });
    renderPage(<ScanPage />, at);
    const token = 'MWfpcSqq5ouxzMKRa1b2c3d4e5f6g7h8i9j0_jN7Z9dU';
    await scanCode(token);
    const result = await screen.findByTestId('scan-result');
    expect(result.className).toContain('scan-result--refused');
    const time = new Date(alreadyIn.checkedInAt! * 1000).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(result.textContent).toContain(`Already checked in at ${time}`);
    expect(await within(result).findByText(`Code: ${doorCodeOf(token)}`)).toBeTruthy();
    expect(result.textContent).not.toContain(token.slice(0, 8));
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

  it('loads a QR reader only when the camera is asked for, and says so when none can run', async () => {
    fakeApi({ 'GET /events/hosts/dashboard': { data: dashboard() } });
    renderPage(<ScanPage />, at);
    expect(loadQrDetector).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText(/can't read QR codes with the camera/)).toBeTruthy();
    expect(loadQrDetector).toHaveBeenCalledTimes(1);
    // Manual entry stays.
    expect(screen.getByLabelText(/Pass code/)).toBeTruthy();
  });

  it('admits from the downloaded list with the network down, then syncs and shows a conflict', async () => {
    const { payload, kit } = offlineKitOfGina();
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/hosts/offline-kit': { data: kit },
      'POST /events/hosts/scan-sync': (call) => {
        const [sent] = (call.body as { scans: { nonce: string; scannedAt: number }[] }).scans;
        return {
          data: {
            results: [
              {
                nonce: sent!.nonce,
                conflict: true,
                outcome: {
                  result: 'refused',
                  reason: 'already_checked_in',
                  guest: { name: 'Gina Guest', profileImage: null, ticketTypeName: 'General' },
                  checkedInAt: sent!.scannedAt - 60,
                  scannedAt: sent!.scannedAt,
                },
              },
            ],
          },
        };
      },
    });
    renderPage(<ScanPage />, at);
    expect(await screen.findByText(/the list on this device has 1 guest/)).toBeTruthy();

    setOnline(false);
    await scanCode(payload);
    const result = await screen.findByTestId('scan-result');
    expect(result.textContent).toContain('Admitted');
    expect(result.textContent).toContain('Gina Guest · General');
    expect(result.textContent).toContain('Offline · checked on this device · not sent yet');
    expect(calls.some((c) => c.url === '/v2/events/hosts/scan')).toBe(false);
    expect(await screen.findByText(/Waiting to send 1 offline scan/)).toBeTruthy();
    // The server had 1 of 2 in; this device let Gina in too.
    expect(doorCount()).toBe('2 checked in of 2 going (1 on this device, not sent yet)');

    // The same pass again on this device: refused from what it remembers, its door code shown.
    await scanCode(payload);
    await waitFor(() =>
      expect(screen.getByTestId('scan-result').textContent).toContain('Already checked in'),
    );
    const refused = screen.getByTestId('scan-result');
    expect(await within(refused).findByText(`Code: ${doorCodeOf('tok')}`)).toBeTruthy();
    expect(refused.textContent).not.toContain('ev1.');

    setOnline(true);
    const alert = await screen.findByText(/1 offline admission was a conflict/);
    expect(alert.closest('[role="alert"]')?.textContent).toMatch(
      /Gina Guest: Already checked in at .+ by another device or from the guest list; this device also admitted it offline at /,
    );
    // The server refused it: the count is the server's again, and the card says it has synced.
    await waitFor(() => expect(doorCount()).toBe('1 checked in of 2 going'));
    expect(refused.textContent).toContain('Checked offline · back online and up to date');
    const sync = calls.find((c) => c.url === '/v2/events/hosts/scan-sync');
    expect(sync?.body).toMatchObject({
      eventId: 'e1',
      scans: [{ qrToken: payload, nonce: expect.any(String), scannedAt: expect.any(Number) }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/offline admission was a conflict/)).toBeNull();
  });

  it('keeps counting an offline admission once synced, until the new counts are in', async () => {
    const { payload, kit } = offlineKitOfGina();
    let sent = false;
    // Dashboard reads after the sync wait until the test releases them.
    const held: ((reply: { data: unknown }) => void)[] = [];
    fakeApi({
      'GET /events/hosts/dashboard': () =>
        sent
          ? new Promise((resolve) => held.push(resolve))
          : { data: dashboard({ counts: counts({ going: 2, checked_in: 1 }) }) },
      'GET /events/hosts/offline-kit': { data: kit },
      'POST /events/hosts/scan-sync': (call) => {
        sent = true;
        const [scan] = (call.body as { scans: { nonce: string; scannedAt: number }[] }).scans;
        return {
          data: {
            results: [
              { nonce: scan!.nonce, conflict: false, outcome: { ...admitted(), scannedAt: 5 } },
            ],
          },
        };
      },
    });
    renderPage(<ScanPage />, at);
    expect(await screen.findByText(/the list on this device has 1 guest/)).toBeTruthy();
    setOnline(false);
    await scanCode(payload);
    await waitFor(() =>
      expect(doorCount()).toBe('2 checked in of 3 going (1 on this device, not sent yet)'),
    );

    setOnline(true);
    expect(await screen.findByText(/All offline scans synced \(1\)/)).toBeTruthy();
    const result = screen.getByTestId('scan-result');
    expect(result.textContent).toContain('Checked offline · synced');
    expect(result.textContent).not.toContain('not sent yet');
    // Sent, but the new counts are still on their way: no dip back to 1.
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    expect(doorCount()).toBe('2 checked in of 3 going');
    // They arrive with Gina in them: she is counted once.
    act(() =>
      held.forEach((release) =>
        release({ data: dashboard({ counts: counts({ going: 1, checked_in: 2 }) }) }),
      ),
    );
    await waitFor(() => expect(doorCount()).toBe('2 checked in of 3 going'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(doorCount()).toBe('2 checked in of 3 going');
  });

  it('says plainly when the network is down and the device has no list yet', async () => {
    fakeApi({ 'GET /events/hosts/dashboard': { data: dashboard() } });
    renderPage(<ScanPage />, at);
    await screen.findByLabelText(/Pass code/);
    setOnline(false);
    await scanCode('AB12-CD34-EF56');
    expect(await screen.findByText(/this device has no guest list yet/)).toBeTruthy();
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
