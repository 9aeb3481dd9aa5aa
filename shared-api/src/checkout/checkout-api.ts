/** `/checkout/*` and leaving an event. React-free. */
import type { CheckoutInput, CheckoutResult, CheckoutSession } from 'contract';
import { callEndpoint, type EndpointData } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Holds the tickets and starts paying for them. A paid order answers with the provider's hosted
 * `checkoutUrl`; a free one (RSVP) is completed at once. `idempotencyKey` names the attempt
 * (checkout-attempt.ts): a retry with it answers the first order instead of holding more.
 */
export function initiateCheckout(
  input: CheckoutInput,
  idempotencyKey: string,
  token: string,
  options: CallOptions = {},
): Promise<CheckoutSession> {
  return callEndpoint('POST /checkout/initiate', {
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    token,
    ...options,
  });
}

/**
 * Asks the server to settle a transaction after the provider sent the buyer back. The same
 * `idempotencyKey` replays the first answer, so a reload or a retry never buys twice.
 */
export function confirmCheckout(
  transactionId: string,
  idempotencyKey: string,
  token: string,
  options: CallOptions = {},
): Promise<CheckoutResult> {
  return callEndpoint('PATCH /checkout/confirm', {
    body: { transactionId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    token,
    ...options,
  });
}

/** Gives up the caller's free RSVPs for an event (paid tickets are refused with a 409). */
export function leaveEvent(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<EndpointData<'DELETE /events/leave'>> {
  return callEndpoint('DELETE /events/leave', { query: { eventId }, token, ...options });
}
