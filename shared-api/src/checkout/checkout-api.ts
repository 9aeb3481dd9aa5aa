/** `/checkout/*` (SPEC section 7). React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';
import type { CheckoutInput, CheckoutResult, CheckoutSession } from '../types/checkout';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Holds the tickets and starts paying for them. A paid order answers with the provider's hosted
 * `checkoutUrl`; a free one (RSVP) is completed at once.
 */
export async function initiateCheckout(
  input: CheckoutInput,
  token: string,
  options: CallOptions = {},
): Promise<CheckoutSession> {
  return request<CheckoutSession>({
    method: 'POST',
    path: '/checkout/initiate',
    body: input,
    token,
    ...options,
  });
}

/**
 * Asks the server to settle a transaction after the provider sent the buyer back. The same
 * `idempotencyKey` replays the first answer, so a reload or a retry never buys twice.
 */
export async function confirmCheckout(
  transactionId: string,
  idempotencyKey: string,
  token: string,
  options: CallOptions = {},
): Promise<CheckoutResult> {
  return request<CheckoutResult>({
    method: 'PATCH',
    path: '/checkout/confirm',
    body: { transactionId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    token,
    ...options,
  });
}
