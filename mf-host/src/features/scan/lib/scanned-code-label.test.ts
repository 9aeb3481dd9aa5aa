import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { doorCodeOfToken, scannedCodeLabel } from './scanned-code-label';

const TOKEN = 'MWfpcSqq5ouxzMKRa1b2c3d4e5f6g7h8i9j0_jN7Z9dU';
/** The API's `doorCodeOf`, with Node's SHA-256 rather than WebCrypto's. */
const apiDoorCode = (token: string) =>
  createHash('sha256').update(token).digest('hex').slice(0, 12).toUpperCase();
const printed = (code: string) => code.match(/.{4}/g)!.join('-');

describe('the code shown under a refusal', () => {
  it('derives the door code the API prints under the QR', async () => {
    expect(await doorCodeOfToken(TOKEN)).toBe(apiDoorCode(TOKEN));
    expect(await doorCodeOfToken('tok')).toBe(apiDoorCode('tok'));
  });

  it('shows the door code for a bare token and for a signed payload, never the token', async () => {
    const code = `Code: ${printed(apiDoorCode(TOKEN))}`;
    expect(await scannedCodeLabel(TOKEN)).toBe(code);
    expect(await scannedCodeLabel(`ev1.8e3cdcee-4a8.${TOKEN}.c2lnbmF0dXJl`)).toBe(code);
    expect(await scannedCodeLabel(`  ${TOKEN} `)).not.toContain(TOKEN.slice(0, 8));
  });

  it('prints a typed door code the way the pass does', async () => {
    expect(await scannedCodeLabel('ab12 cd34-ef56')).toBe('Code: AB12-CD34-EF56');
  });

  it('shows only the end of something that is no pass code', async () => {
    expect(await scannedCodeLabel('https://example.com/x?y=1234')).toBe('Scanned code ends …1234');
    expect(await scannedCodeLabel('42')).toBe('Scanned code: 42');
  });
});
