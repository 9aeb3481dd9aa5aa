import { useCallback, useEffect, useRef, useState } from 'react';
import { toUserMessage } from 'shared-api';
import type { CheckoutResult } from 'contract';
import { useConfirmCheckout } from '../api/checkout';
import { idempotencyKeyFor } from '../lib/idempotency-key';

/** How often and how long payment-return asks again while the provider has not settled. */
export const CONFIRM_POLL_ATTEMPTS = 5;
export const CONFIRM_POLL_INTERVAL_MS = 2000;

export type ConfirmationState =
  | { phase: 'confirming'; attempt: number }
  | { phase: 'done'; result: CheckoutResult }
  | { phase: 'error'; message: string };

/**
 * Confirms a returning payment: asks, and while the answer is `pending` asks again a few times.
 * `retry` starts another round (the same key: `pending` is never stored, final answers replay).
 */
export function usePaymentConfirmation(
  transactionId: string | null,
  { attempts = CONFIRM_POLL_ATTEMPTS, intervalMs = CONFIRM_POLL_INTERVAL_MS } = {},
) {
  const confirm = useConfirmCheckout();
  const confirmRef = useRef(confirm.mutateAsync);
  confirmRef.current = confirm.mutateAsync;
  const [state, setState] = useState<ConfirmationState>({ phase: 'confirming', attempt: 1 });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!transactionId) return;
    let live = true;
    const idempotencyKey = idempotencyKeyFor(transactionId);
    void (async () => {
      for (let attempt = 1; live; attempt++) {
        setState({ phase: 'confirming', attempt });
        try {
          const result = await confirmRef.current({ transactionId, idempotencyKey });
          if (!live) return;
          if (result.status !== 'pending' || attempt >= attempts) {
            setState({ phase: 'done', result });
            return;
          }
        } catch (error) {
          if (live) setState({ phase: 'error', message: toUserMessage(error) });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    })();
    return () => {
      live = false;
    };
  }, [transactionId, attempts, intervalMs, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { state, retry };
}
