import { describe, expect, it } from 'vitest';
import { addDays, localDateIn, zonedTimeToUtc } from './zoned-time';

describe('zonedTimeToUtc', () => {
  it.each([
    [
      'America/New_York',
      { year: 2026, month: 1, day: 15, hour: 19, minute: 30 },
      '2026-01-16T00:30:00.000Z',
    ],
    [
      'America/New_York',
      { year: 2026, month: 7, day: 15, hour: 19, minute: 30 },
      '2026-07-15T23:30:00.000Z',
    ],
    [
      'America/Los_Angeles',
      { year: 2026, month: 12, day: 31, hour: 23, minute: 0 },
      '2027-01-01T07:00:00.000Z',
    ],
    [
      'America/Denver',
      { year: 2026, month: 6, day: 1, hour: 6, minute: 0 },
      '2026-06-01T12:00:00.000Z',
    ],
    [
      'America/Chicago',
      { year: 2026, month: 3, day: 8, hour: 3, minute: 30 },
      '2026-03-08T08:30:00.000Z',
    ],
    ['UTC', { year: 2026, month: 5, day: 5, hour: 5, minute: 5 }, '2026-05-05T05:05:00.000Z'],
  ])('%s %o → %s', (zone, local, expected) => {
    expect(zonedTimeToUtc(local, zone).toISOString()).toBe(expected);
  });

  it('is right on both sides of a daylight-saving change', () => {
    // 2026-03-08: New York springs forward at 02:00 local.
    const before = zonedTimeToUtc(
      { year: 2026, month: 3, day: 8, hour: 1, minute: 0 },
      'America/New_York',
    );
    const after = zonedTimeToUtc(
      { year: 2026, month: 3, day: 8, hour: 4, minute: 0 },
      'America/New_York',
    );
    expect(before.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(after.toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });
});

describe('localDateIn / addDays', () => {
  it('reads the calendar date in the zone, not in UTC', () => {
    const instant = new Date('2026-07-05T02:00:00Z'); // still July 4 in Los Angeles
    expect(localDateIn(instant, 'America/Los_Angeles')).toEqual({ year: 2026, month: 7, day: 4 });
    expect(localDateIn(instant, 'UTC')).toEqual({ year: 2026, month: 7, day: 5 });
  });

  it('rolls over months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({
      year: 2027,
      month: 1,
      day: 2,
    });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
  });
});
