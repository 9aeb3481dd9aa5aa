/**
 * What a refusal card shows of the code that was scanned, so a door person can compare it with
 * the guest's screen: the door code printed under the QR ("Code: 3F2A-91C0-7B4D"), never the
 * opaque token or signed payload the camera read.
 *
 * The door code is 12 hex digits of SHA-256 of the pass's token (shared-api's `pass-codes.ts`
 * defines it; the API's `doorCodeOf` computes it). shared-api exports no browser version of that
 * derivation, so it is made here with WebCrypto; the test checks it against Node's own SHA-256.
 */
import {
  DOOR_CODE_LENGTH,
  formatDoorCode,
  normalizeDoorCode,
  parsePassPayload,
} from 'contract/values';

/** A bare pass token as the API issues them (base64url of 32 random bytes is 43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{16,}$/;
const TAIL_LENGTH = 4;

/** The door code printed under the QR of the pass holding this token: 'AB12CD34EF56'. */
export async function doorCodeOfToken(qrToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(qrToken));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return hex.slice(0, DOOR_CODE_LENGTH).toUpperCase();
}

/**
 * 'Code: AB12-CD34-EF56' for a door code typed, a signed payload or a bare token; anything else
 * (a URL, a stray barcode) has no door code, so only its last characters are shown.
 */
export async function scannedCodeLabel(scanned: string): Promise<string> {
  const text = scanned.trim();
  const typed = normalizeDoorCode(text);
  if (typed) return `Code: ${formatDoorCode(typed)}`;
  const token = parsePassPayload(text)?.qrToken ?? (TOKEN.test(text) ? text : null);
  if (token) return `Code: ${formatDoorCode(await doorCodeOfToken(token))}`;
  return text.length > TAIL_LENGTH
    ? `Scanned code ends …${text.slice(-TAIL_LENGTH)}`
    : `Scanned code: ${text}`;
}
