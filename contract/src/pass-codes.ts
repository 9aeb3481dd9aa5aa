/**
 * What a pass shows at the door, read the same way by the API and the scan page:
 * - the QR payload `ev1.<passId>.<qrToken>.<signature>`: the signature is Ed25519 by the event's
 *   own key over `passSignatureMessage(eventId, passId)`, so a scan device holding the event's
 *   public key can check a pass with no network; online, the API redeems the token inside it;
 * - the door code `XXXX-XXXX-XXXX` (12 hex digits of SHA-256 of the token) printed under the QR,
 *   short enough to type when a camera cannot read the screen.
 */

export const PASS_PAYLOAD_VERSION = 'ev1';
export const DOOR_CODE_LENGTH = 12;

/** The bytes the event's key signs (as UTF-8): the event and the pass, nothing else. */
export function passSignatureMessage(eventId: string, passId: string): string {
  return `${PASS_PAYLOAD_VERSION}|${eventId}|${passId}`;
}

export interface PassPayload {
  passId: string;
  qrToken: string;
  /** base64url of the 64-byte Ed25519 signature. */
  signature: string;
}

export function formatPassPayload(payload: PassPayload): string {
  return [PASS_PAYLOAD_VERSION, payload.passId, payload.qrToken, payload.signature].join('.');
}

const PART = /^[A-Za-z0-9_-]+$/;

/** The parts of a signed QR payload, or null for anything else (a bare token, a door code). */
export function parsePassPayload(text: string): PassPayload | null {
  const parts = text.trim().split('.');
  if (parts.length !== 4 || parts[0] !== PASS_PAYLOAD_VERSION) return null;
  const [, passId = '', qrToken = '', signature = ''] = parts;
  if (![passId, qrToken, signature].every((part) => PART.test(part))) return null;
  return { passId, qrToken, signature };
}

/** 'ab12-CD34 ef56' → 'AB12CD34EF56'; null when it is not a door code. */
export function normalizeDoorCode(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  return new RegExp(`^[0-9A-F]{${DOOR_CODE_LENGTH}}$`).test(compact) ? compact : null;
}

/** 'AB12CD34EF56' → 'AB12-CD34-EF56', the way the pass prints it. */
export function formatDoorCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
