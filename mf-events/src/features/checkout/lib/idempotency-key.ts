/**
 * One Idempotency-Key per transaction for this tab: a reload of payment-return sends the same key,
 * so the server replays its first final answer instead of confirming twice.
 */
export function idempotencyKeyFor(
  transactionId: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
): string {
  const name = `checkout-confirm-key:${transactionId}`;
  const saved = storage?.getItem(name);
  if (saved) return saved;
  const key = `confirm-${randomId()}`;
  storage?.setItem(name, key);
  return key;
}

/** A random id for an idempotency key (this one's, and each checkout attempt's). */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); a fresh key per load is still correct, only not replayed.
    return null;
  }
}
