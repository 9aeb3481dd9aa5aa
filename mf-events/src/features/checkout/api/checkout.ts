/**
 * `/checkout/*` and leaving an event, with their cache updates. An order that completes (a free
 * RSVP at once, a paid one on confirmation) or a cancelled RSVP changes the pass list
 * (`passKeys.all`), what is left of each ticket type (the event: shared-api's `eventKeys`, read in
 * every app) and the person's own event lists (shared-api's `userEventKeys`: mf-social's Going
 * list).
 */
import { useState } from 'react';
import { useQueryClient } from 'shared-api/query';
import type { QueryClient } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutResult, CheckoutSession } from 'contract';
import {
  callEndpoint,
  eventKeys,
  userEventKeys,
  type CallOptions,
  type EndpointData,
} from 'shared-api';
import { passKeys } from '../../../api/passes';
import { useSignedInMutation } from '../../../api/signed-in-mutation';
import { createCheckoutAttempts } from './checkout-attempt';

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

/** What a completed order or a cancelled RSVP makes stale: one event, or every event's details. */
function refreshAfterOrder(queryClient: QueryClient, eventId: string | null) {
  void queryClient.invalidateQueries({ queryKey: passKeys.all });
  void queryClient.invalidateQueries({
    queryKey: eventId === null ? eventKeys.details() : [...eventKeys.details(), eventId],
  });
  void queryClient.invalidateQueries({ queryKey: userEventKeys.all });
}

/** Starts a checkout; pressing again with the same tickets after a failure reuses its key. */
export function useInitiateCheckout() {
  const queryClient = useQueryClient();
  const [attempts] = useState(createCheckoutAttempts);
  return useSignedInMutation(
    (input: CheckoutInput, token) => initiateCheckout(input, attempts.keyFor(input), token),
    {
      onSuccess: (session, input) => {
        attempts.settle();
        // Free orders complete at once: the pass list and what is left of each ticket type changed.
        if (session.status === 'completed') refreshAfterOrder(queryClient, input.eventId);
      },
    },
  );
}

export interface ConfirmInput {
  transactionId: string;
  idempotencyKey: string;
}

export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useSignedInMutation(
    ({ transactionId, idempotencyKey }: ConfirmInput, token): Promise<CheckoutResult> =>
      confirmCheckout(transactionId, idempotencyKey, token),
    {
      onSuccess: (result) => {
        // The answer does not name the event: every cached event is asked again.
        if (result.status === 'completed') refreshAfterOrder(queryClient, null);
      },
    },
  );
}

/** Cancels the caller's free RSVP; the event's going count and the pass list change. */
export function useLeaveEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useSignedInMutation((_: void, token) => leaveEvent(eventId, token), {
    onSuccess: () => refreshAfterOrder(queryClient, eventId),
  });
}
