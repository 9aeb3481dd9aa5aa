import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireToken } from '../http/require-token';
import { eventKeys } from '../events/events-queries';
import { passKeys } from '../passes/passes-queries';
import { useSession } from '../session/session-context';
import type { CheckoutInput, CheckoutResult } from 'contract';
import { confirmCheckout, initiateCheckout, leaveEvent } from './checkout-api';
import { createCheckoutAttempts } from './checkout-attempt';

/** Starts a checkout; pressing again with the same tickets after a failure reuses its key. */
export function useInitiateCheckout() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [attempts] = useState(createCheckoutAttempts);
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      initiateCheckout(input, attempts.keyFor(input), requireToken(token)),
    onSuccess: (session, input) => {
      attempts.settle();
      // Free orders complete at once: the pass list and what is left of each ticket type changed.
      if (session.status === 'completed') {
        void queryClient.invalidateQueries({ queryKey: passKeys.all });
        void queryClient.invalidateQueries({ queryKey: [...eventKeys.details(), input.eventId] });
        void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'mine'] });
      }
    },
  });
}

export interface ConfirmInput {
  transactionId: string;
  idempotencyKey: string;
}

export function useConfirmCheckout() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transactionId, idempotencyKey }: ConfirmInput): Promise<CheckoutResult> =>
      confirmCheckout(transactionId, idempotencyKey, requireToken(token)),
    onSuccess: (result) => {
      if (result.status === 'completed') {
        void queryClient.invalidateQueries({ queryKey: passKeys.all });
        void queryClient.invalidateQueries({ queryKey: eventKeys.details() });
        void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'mine'] });
      }
    },
  });
}

/** Cancels the caller's free RSVP; the event's going count and the pass list change. */
export function useLeaveEvent(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveEvent(eventId, requireToken(token)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: passKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...eventKeys.details(), eventId] });
      void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'mine'] });
    },
  });
}
