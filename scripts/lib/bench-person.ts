/**
 * A signed-up person of the system under bench, made through the real Auth emulator and API, and
 * the same person signed in inside a browser (through /auth/phone, as anyone signs in), for the
 * pages that need sign-in.
 */
import type { Page } from '@playwright/test';
import { AUTH_EMULATOR_PROJECT } from './auth-emulator';
import { signInWithPhone } from '../../api/test/firebase-phone-user';

export interface BenchPerson {
  phoneNumber: string;
  idToken: string;
}

export async function postJson<T>(url: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A new person with a user record (sign-up finished), signed in over the emulator's REST API. */
export async function benchPerson(
  apiUrl: string,
  emulatorHost: string,
  name: string,
): Promise<BenchPerson> {
  const { idToken, phoneNumber } = await signInWithPhone(emulatorHost);
  await postJson(`${apiUrl}/users/`, idToken, { name });
  return { idToken, phoneNumber };
}

/** A free event tomorrow hosted by `host`, with one ticket type. */
export async function benchEvent(
  apiUrl: string,
  host: BenchPerson,
  name: string,
): Promise<{ id: string; ticketTypes: { id: string }[] }> {
  const start = Math.floor(Date.now() / 1000) + 86_400;
  const { event } = await postJson<{ event: { id: string; ticketTypes: { id: string }[] } }>(
    `${apiUrl}/events/`,
    host.idToken,
    {
      name,
      type: 'simpleRsvp',
      startTime: start,
      endTime: start + 4 * 3600,
      timeZone: 'America/New_York',
      location: {
        name: 'Bench Hall',
        address: { line1: '1 Bench St', city: 'Brooklyn', state: 'NY', country: 'US' },
      },
    },
  );
  return event;
}

/** The codes the emulator has "sent" to `phoneNumber` and not yet seen used, oldest first. */
async function codesSentTo(emulatorHost: string, phoneNumber: string): Promise<string[]> {
  const url = `http://${emulatorHost}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/verificationCodes`;
  const body = (await (await fetch(url)).json()) as {
    verificationCodes?: Array<{ phoneNumber: string; code: string }>;
  };
  return (body.verificationCodes ?? [])
    .filter((c) => c.phoneNumber === phoneNumber)
    .map((c) => c.code);
}

/**
 * Signs `person` in on `page` through the app's own screens; the session then lives in the
 * browser profile (IndexedDB) for every later page of that profile.
 */
export async function signInInBrowser(
  page: Page,
  siteUrl: string,
  emulatorHost: string,
  person: BenchPerson,
): Promise<void> {
  // Codes already sent to this number (the REST sign-in) must not be mistaken for the new one.
  const before = new Set(await codesSentTo(emulatorHost, person.phoneNumber));
  await page.goto(`${siteUrl}/auth/phone`);
  await page.getByLabel('Phone number').fill(person.phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL(/\/auth\/otp$/);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 50; tries++) {
    code = (await codesSentTo(emulatorHost, person.phoneNumber))
      .filter((c) => !before.has(c))
      .at(-1);
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  if (!code) throw new Error(`the Auth emulator sent no code to ${person.phoneNumber}`);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
}
