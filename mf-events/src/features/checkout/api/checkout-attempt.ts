/**
 * One Idempotency-Key per checkout attempt (POST /checkout/initiate). Pressing Buy again with the
 * same tickets after an error or a lost answer is the same attempt: it sends the same key, so the
 * server answers the order the first request made instead of holding more seats. Other tickets,
 * or a new press after an answered attempt, is a new attempt with a new key. (The request layer's
 * own retries of a 5xx resend the same headers, so they carry the key too.)
 */
import type { CheckoutInput } from 'contract';
import { randomId } from '../lib/idempotency-key';

export interface CheckoutAttempts {
  /** The key of the attempt for `input`: the current one if it asks for the same, else a new one. */
  keyFor(input: CheckoutInput): string;
  /** The attempt was answered with an order: the next press starts a new attempt. */
  settle(): void;
}

export function createCheckoutAttempts(newKey: () => string = randomId): CheckoutAttempts {
  let current: { input: string; key: string } | null = null;
  return {
    keyFor(input) {
      const asked = JSON.stringify(input);
      if (current?.input !== asked) current = { input: asked, key: `checkout-${newKey()}` };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}
