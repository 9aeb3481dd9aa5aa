import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';

/** Where the API under test writes email (`npm test` passes it; the API's local outbox). */
export const EMAIL_OUTBOX = process.env.EMAIL_OUTBOX_FILE;

/** The 6-digit code in the newest email to `to` (waits for it to arrive). */
export async function codeEmailedTo(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const text = await readFile(EMAIL_OUTBOX!, 'utf8').catch(() => '');
      const mail = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((m) => m.to === to)
        .at(-1);
      code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}
