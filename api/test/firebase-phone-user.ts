/**
 * Real Firebase ID tokens for tests, with no browser: the Auth emulator's REST flow for phone
 * sign-in (send a code, read it from the emulator, sign in with it).
 */
import { AUTH_EMULATOR_PROJECT } from '../../scripts/lib/auth-emulator';

export interface PhoneUser {
  uid: string;
  phoneNumber: string;
  idToken: string;
}

const API_KEY = 'fake-api-key';
const usedNumbers = new Set<string>();

/** The contract suites' own numbers, +1 555 044 xxxx (contract-world.ts draws from them). */
export const CONTRACT_PHONE_PREFIX = '+1555044';

/**
 * A fresh number in +1 555 010 0000 – 099 9999, less the contract suite's block (the browser
 * journeys draw from 100 0000 up). Files share one emulator, so numbers are random; within a file
 * they never repeat. Two files that drew the same number would share one Firebase user, and one
 * revoking or deleting it would fail the other: 890,000 numbers make that about nine times rarer
 * than the 100,000 of +1 555 01x xxxx did.
 */
export function uniqueTestPhone(): string {
  for (;;) {
    const n = 100_000 + Math.floor(Math.random() * 900_000);
    const phone = `+1555${String(n).padStart(7, '0')}`;
    if (phone.startsWith(CONTRACT_PHONE_PREFIX)) continue;
    if (!usedNumbers.has(phone)) {
      usedNumbers.add(phone);
      return phone;
    }
  }
}

export async function signInWithPhone(
  host: string,
  phoneNumber = uniqueTestPhone(),
): Promise<PhoneUser> {
  const identityToolkit = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const { sessionInfo } = await postJson<{ sessionInfo: string }>(
    `${identityToolkit}/accounts:sendVerificationCode?key=${API_KEY}`,
    { phoneNumber, recaptchaToken: 'ignored' },
  );

  const codesResponse = await fetch(
    `http://${host}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/verificationCodes`,
  );
  const { verificationCodes } = (await codesResponse.json()) as {
    verificationCodes: { phoneNumber: string; sessionInfo: string; code: string }[];
  };
  const code = verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`The Auth emulator has no verification code for ${phoneNumber}`);

  const signedIn = await postJson<{ idToken: string; localId: string; phoneNumber: string }>(
    `${identityToolkit}/accounts:signInWithPhoneNumber?key=${API_KEY}`,
    { sessionInfo, code },
  );
  return { uid: signedIn.localId, phoneNumber: signedIn.phoneNumber, idToken: signedIn.idToken };
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}
