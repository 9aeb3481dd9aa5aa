import { describe, expect, it } from 'vitest';
import { formatEventTimeRange } from './format-event-time-range';

/** Epoch seconds of a UTC date-time. */
const at = (iso: string) => Date.parse(iso) / 1000;

describe('formatEventTimeRange', () => {
  it('writes the date once when the event ends on the day it starts', () => {
    // 7:30 PM to 11:00 PM in New York on Saturday, November 28, 2026.
    expect(
      formatEventTimeRange(
        at('2026-11-29T00:30:00Z'),
        at('2026-11-29T04:00:00Z'),
        'America/New_York',
      ),
    ).toEqual({ start: 'Sat, Nov 28 · 7:30 PM EST', end: '11:00 PM EST' });
  });

  it('writes the end in full on another day, in the event zone', () => {
    // 10 PM Saturday to 2 AM Sunday in Chicago: the same UTC day, not the same local day.
    expect(
      formatEventTimeRange(
        at('2026-11-29T04:00:00Z'),
        at('2026-11-29T08:00:00Z'),
        'America/Chicago',
      ),
    ).toEqual({ start: 'Sat, Nov 28 · 10:00 PM CST', end: 'Sun, Nov 29 · 2:00 AM CST' });
  });

  it('has no end for an event without one', () => {
    expect(formatEventTimeRange(at('2026-11-29T00:30:00Z'), null, 'UTC')).toEqual({
      start: 'Sun, Nov 29 · 12:30 AM UTC',
      end: null,
    });
  });
});
