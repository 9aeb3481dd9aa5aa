/**
 * The query option every mf-social query takes: TanStack Query does not retry a failed call,
 * because shared-api's request() already retries a 5xx by the SPEC policy, and a 4xx is an answer.
 */
export const noRetry = { retry: false } as const;
