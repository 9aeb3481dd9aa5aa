import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmDateFormatting } from './warm-date-formatting';

afterEach(() => vi.unstubAllGlobals());

describe('warmDateFormatting', () => {
  it('builds a date formatter with a time zone, only when its task runs', () => {
    const built: Intl.DateTimeFormat[] = [];
    const Original = Intl.DateTimeFormat;
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: class extends Original {
        constructor(...args: ConstructorParameters<typeof Original>) {
          super(...args);
          built.push(this);
        }
      },
    });
    let scheduled: (() => void) | undefined;
    warmDateFormatting((work) => (scheduled = work));
    expect(built).toHaveLength(0);

    scheduled?.();
    expect(built).toHaveLength(1);
    expect(built[0]?.resolvedOptions()).toMatchObject({ timeZone: 'UTC', timeZoneName: 'short' });
  });

  it('runs in a task of its own, after the entry chunk', () => {
    vi.useFakeTimers();
    try {
      warmDateFormatting();
      expect(vi.getTimerCount()).toBe(1);
      vi.runAllTimers();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
