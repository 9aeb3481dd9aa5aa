import { describe, expect, it } from 'vitest';
import { dayLabel, dayRangeLabel, shortDayLabel } from './analytics-days';

describe('analytics days in words', () => {
  it('names a day with its weekday, or short under a bar', () => {
    expect(dayLabel('2026-11-27')).toBe('Fri, Nov 27');
    expect(shortDayLabel('2026-11-27')).toBe('Nov 27');
  });

  it('says a single day once, and a range without repeating the year unless it changes', () => {
    expect(dayRangeLabel('2026-11-27', '2026-11-27')).toBe('Fri, Nov 27');
    expect(dayRangeLabel('2026-11-01', '2026-11-27')).toBe('Nov 1 to Nov 27');
    expect(dayRangeLabel('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 to Jan 3, 2027');
  });
});
