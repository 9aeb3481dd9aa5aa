/**
 * The door scanner in Chromium: a pass read by the camera (Chromium's fake camera playing a Y4M
 * frame of the pass's QR code, read by the barcode-detector polyfill whose wasm comes from our
 * own origin), scanned twice; and passes admitted with the network down, synced afterwards, with
 * an offline duplicate reported.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { apiUrl, createApiEvent, createApiUser, type ApiUser } from '../support/api-user';
import { writeQrY4m } from '../support/qr-video';
import { screensAtBothSizes } from '../support/screens';
import { signInWithPhone } from '../support/sign-in';

interface IssuedPass {
  qrToken: string;
  qrPayload: string;
  doorCode: string;
}

async function call<T>(route: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(apiUrl(route), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  expect(res.ok, JSON.stringify(json)).toBe(true);
  return json.data;
}

/** The guest RSVPs through the API, as the event page's button does; returns their pass. */
async function rsvp(guest: ApiUser, eventId: string, ticketTypeId: string): Promise<IssuedPass> {
  const data = await call<{ passes: IssuedPass[] }>('/checkout/initiate', guest.token, {
    eventId,
    items: [{ ticketTypeId, quantity: 1 }],
  });
  return data.passes[0]!;
}

async function doorSetup(hostName: string, guestNames: string[]) {
  const host = await createApiUser(hostName);
  const event = await createApiEvent(host, { name: `Door scan ${Date.now()}`, type: 'simpleRsvp' });
  const passes: IssuedPass[] = [];
  for (const name of guestNames) {
    passes.push(await rsvp(await createApiUser(name), event.id, event.ticketTypes[0]!.id));
  }
  return { host, event, passes };
}

async function openScanPage(page: Page, host: ApiUser, eventId: string) {
  await page.goto(`/app/event/${eventId}/scan`);
  await signInWithPhone(page, host.phoneNumber);
  await expect(page.getByRole('heading', { name: 'Scan passes' })).toBeVisible();
}

test('the camera reads a pass with the QR reader served by us, then says already checked in', async ({
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { host, event, passes } = await doorSetup('Cam Host', ['Quinn Camera']);
  const video = path.join(mkdtempSync(path.join(tmpdir(), 'qr-cam-')), 'pass.y4m');
  writeQrY4m(video, passes[0]!.qrPayload);

  // The fake camera is a launch flag, so this test has a browser of its own.
  const launchArgs = test.info().project.use.launchOptions?.args ?? [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...launchArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await openScanPage(page, host, event.id);
    // The camera is the browser's own reader when it has one; this Chromium has none on Linux.
    expect(
      await page.evaluate(async () => {
        const Detector = (
          globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } }
        ).BarcodeDetector;
        return Detector ? (await Detector.getSupportedFormats()).includes('qr_code') : false;
      }),
    ).toBe(false);

    // From here on, every request the page makes must stay on our origin.
    const ours = new URL(baseURL!).origin;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.getByRole('button', { name: 'Scan with camera' }).click();
    const result = page.getByTestId('scan-result');
    await expect(result).toContainText('Admitted', { timeout: 30_000 });
    await expect(result).toContainText('Quinn Camera · RSVP');
    await expect(page.getByText(/1 checked in of 1 going/)).toBeVisible();
    await screensAtBothSizes(page, 'host-scan-camera-admitted');

    const wasm = requests.filter((url) => /zxing_reader\.[0-9a-f]{8}\.wasm$/.test(url));
    expect(wasm, 'the QR reader wasm was fetched').toHaveLength(1);
    expect(new URL(wasm[0]!).origin).toBe(ours);
    expect(requests.filter((url) => new URL(url).origin !== ours)).toEqual([]);

    // Camera off and on again: the same pass read again is refused.
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(result).toContainText(/Already checked in at \d{1,2}:\d{2} [AP]M/, {
      timeout: 30_000,
    });
    await expect(result).toContainText('Quinn Camera');
    await screensAtBothSizes(page, 'host-scan-camera-already-in');
    expect(requests.filter((url) => new URL(url).origin !== ours)).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});

test('passes admitted with the network down are synced when it returns, a duplicate reported', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { host, event, passes } = await doorSetup('Offline Host', [
    'Paula Payload',
    'Carl Code',
    'Dora Double',
  ]);
  const [byPayload, byCode, double] = passes as [IssuedPass, IssuedPass, IssuedPass];
  await openScanPage(page, host, event.id);
  await expect(page.getByText(/the list on this device has 3 guests/)).toBeVisible();

  await context.setOffline(true);
  const status = page.getByTestId('offline-status');
  await expect(status).toContainText('No network: admitting from the list on this device');
  const code = page.getByLabel(/Pass code/);
  const result = page.getByTestId('scan-result');

  // The QR payload, checked with the event's public key (WebCrypto Ed25519) on the device.
  await code.fill(byPayload.qrPayload);
  await code.press('Enter');
  await expect(result).toContainText('Admitted');
  await expect(result).toContainText('Paula Payload · RSVP');
  await expect(result).toContainText('Offline');
  await screensAtBothSizes(page, 'host-scan-offline-admitted');

  // The short code printed on the pass, typed by hand.
  await code.fill(byCode.doorCode.toLowerCase());
  await code.press('Enter');
  await expect(result).toContainText('Carl Code · RSVP');

  await code.fill(double.doorCode);
  await code.press('Enter');
  await expect(result).toContainText('Dora Double · RSVP');
  await code.fill(double.qrPayload);
  await code.press('Enter');
  await expect(result).toContainText('Already checked in');
  await expect(status).toContainText('Waiting to send 3 offline scans');
  await screensAtBothSizes(page, 'host-scan-offline-waiting');

  // Meanwhile another door device, online, admits Dora first.
  await call('/events/hosts/scan', host.token, {
    eventId: event.id,
    qrToken: double.qrToken,
    nonce: `other-device-${Date.now()}`,
  });

  await context.setOffline(false);
  await expect(status).toContainText('All offline scans synced (2)', { timeout: 20_000 });
  const conflicts = page.getByRole('alert').filter({ hasText: 'offline admission was a conflict' });
  await expect(conflicts).toContainText('Dora Double: Already checked in');
  await expect(page.getByText(/3 checked in of 3 going/)).toBeVisible();
  await screensAtBothSizes(page, 'host-scan-offline-synced');

  // The server has all three checked in, once each.
  const list = await call<{ guests: { person: { name: string }; status: string }[] }>(
    `/events/guests?eventId=${event.id}`,
    host.token,
  );
  expect(list.guests.map((g) => [g.person.name, g.status]).sort()).toEqual([
    ['Carl Code', 'checked_in'],
    ['Dora Double', 'checked_in'],
    ['Paula Payload', 'checked_in'],
  ]);
});
