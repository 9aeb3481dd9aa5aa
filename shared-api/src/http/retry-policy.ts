/**
 * Retry policy of SPEC sections 8 and 9: server errors (5xx) only, 3 attempts in total, waiting
 * 1000 ms, then 2000 ms, growing ×2 and capped at 10000 ms. Client errors (4xx) would fail the same
 * way again, and network failures are surfaced at once so the person sees "can't reach the server"
 * instead of a long silent wait.
 */

export const RETRY_MAX_ATTEMPTS = 3;
export const RETRY_INITIAL_DELAY_MS = 1000;
export const RETRY_MULTIPLIER = 2;
export const RETRY_MAX_DELAY_MS = 10000;

/** Whether a response with this HTTP status is worth another attempt. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599;
}

/**
 * The wait after failed attempt number `attempt` (1-based) before the next one:
 * `retryDelay(1)` is 1000, `retryDelay(2)` is 2000, … never more than 10000.
 */
export function retryDelay(attempt: number): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(RETRY_INITIAL_DELAY_MS * RETRY_MULTIPLIER ** exponent, RETRY_MAX_DELAY_MS);
}
