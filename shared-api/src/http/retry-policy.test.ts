import { describe, expect, it } from 'vitest';
import { RETRY_MAX_DELAY_MS, isRetryableStatus, retryDelay } from './retry-policy';

describe('retryDelay', () => {
  it('starts at 1000 ms and doubles', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than the cap', () => {
    expect(retryDelay(5)).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelay(50)).toBe(RETRY_MAX_DELAY_MS);
  });

  it('treats attempts below 1 as the first', () => {
    expect(retryDelay(0)).toBe(1000);
  });
});

describe('isRetryableStatus', () => {
  it('retries 5xx only', () => {
    expect([500, 502, 503, 599].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 409, 429, 600].some(isRetryableStatus)).toBe(false);
  });
});
