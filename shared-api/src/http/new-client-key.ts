/** A random key a client names one write with (an idempotency key), so retries of it are known. */
export function newClientKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
