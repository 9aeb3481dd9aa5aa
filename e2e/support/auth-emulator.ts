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
  const deadline = Date.now() + 10_000;
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
