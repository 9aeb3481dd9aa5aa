import { randomInt } from 'node:crypto';

/** The one-time codes the Firebase Auth emulator "sent", read over its REST API. */
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const project = 'demo-events';

interface VerificationCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

export async function latestCodeFor(phoneNumber: string): Promise<string> {
  // Generous: under load the emulator answers its growing code list slowly.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`http://${host}/emulator/v1/projects/${project}/verificationCodes`);
    const body = (await res.json()) as { verificationCodes?: VerificationCode[] };
    const codes = (body.verificationCodes ?? []).filter((c) => c.phoneNumber === phoneNumber);
    const last = codes.at(-1);
    if (last) return last.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the Auth emulator has no code for ${phoneNumber}`);
}

/** A fresh US number in the 555 range (fiction's numbers), random enough that tests never share one. */
export function uniquePhoneNumber(): string {
  return `+1555${randomInt(1_000_000, 10_000_000)}`;
}

const identityToolkit = `http://${host}/identitytoolkit.googleapis.com/v1`;

/**
 * Signs `phoneNumber` in over the emulator's REST API, as a second device would, and returns an ID
 * token: lets a test read what the browser created (`GET /users/`) or make a returning user
 * without walking the whole sign-up in the browser. Issues a new code for that number.
 */
export async function idTokenFor(phoneNumber: string): Promise<string> {
  const sent = await postJson<{ sessionInfo: string }>('accounts:sendVerificationCode', {
    phoneNumber,
  });
  const codes = await fetch(`http://${host}/emulator/v1/projects/${project}/verificationCodes`);
  const { verificationCodes = [] } = (await codes.json()) as {
    verificationCodes?: VerificationCode[];
  };
  const code = verificationCodes.find((c) => c.sessionInfo === sent.sessionInfo)?.code;
  if (!code) throw new Error(`the Auth emulator issued no code for ${phoneNumber}`);
  const signedIn = await postJson<{ idToken: string }>('accounts:signInWithPhoneNumber', {
    sessionInfo: sent.sessionInfo,
    code,
  });
  return signedIn.idToken;
}

async function postJson<T>(method: string, body: unknown): Promise<T> {
  const res = await fetch(`${identityToolkit}/${method}?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator ${method}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
