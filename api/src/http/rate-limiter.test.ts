import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows `limit` uses per key per window, then refuses until the next window', () => {
    let now = 60_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, clock: () => new Date(now) });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now += 59_999;
    expect(limiter.take('a')).toBe(false);
    now += 1;
    expect(limiter.take('a')).toBe(true);
  });
});
