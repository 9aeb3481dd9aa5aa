/**
 * A fixed-window counter per key (a client address, a user): `take(key)` is false once the key
 * used its `limit` in the current window. In memory, per process: a limit of what one process
 * accepts, which is what protects it; windows of idle keys are dropped as time moves on.
 */
import type { Clock } from '../time/clock';

export interface RateLimiter {
  /** Counts one use; false when the key is over its limit for this window. */
  take(key: string): boolean;
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  clock: Clock;
}): RateLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    take(key) {
      const now = options.clock().getTime();
      if (now - windowStart >= options.windowMs) {
        windowStart = now - (now % options.windowMs);
        counts = new Map();
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return used <= options.limit;
    },
  };
}
