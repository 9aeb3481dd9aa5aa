/**
 * A random id for this browser, drawn once and kept in localStorage: the canary bucket of each
 * remote is drawn from it (platform's `chooseRelease`), and error and load reports carry it so the
 * API counts a device reloading in a loop once per window. It names no person, and clearing site
 * data draws a new one. Where storage cannot be used, each page load draws its own.
 */
export const DEVICE_ID_KEY = 'events.device-id';
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

/** 22 base64url characters: 132 random bits. */
export function randomDeviceId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // 64 letters: the low 6 bits of each random byte pick one, evenly.
  return Array.from(crypto.getRandomValues(new Uint8Array(22)), (byte) => alphabet[byte & 63]).join(
    '',
  );
}

export function deviceId(storage: Storage | null, draw = randomDeviceId): string {
  try {
    const kept = storage?.getItem(DEVICE_ID_KEY);
    if (kept && VALID.test(kept)) return kept;
    const id = draw();
    storage?.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return draw();
  }
}
