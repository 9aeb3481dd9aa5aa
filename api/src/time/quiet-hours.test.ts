import { describe, expect, it } from 'vitest';
import { localHourIn, nextSendTime } from './quiet-hours';

describe('nextSendTime', () => {
  const zone = 'America/New_York';

  it('sends at once between 8 a.m. and 9 p.m. in the zone', () => {
    const noon = new Date('2026-11-23T17:00:00Z'); // 12:00 in New York
    expect(nextSendTime(noon, zone)).toEqual(noon);
    const justBefore9 = new Date('2026-11-24T01:59:00Z'); // 20:59
    expect(nextSendTime(justBefore9, zone)).toEqual(justBefore9);
  });

  it('waits until 8 a.m. the same morning before 8', () => {
    const early = new Date('2026-11-23T08:30:00Z'); // 03:30 in New York
    expect(nextSendTime(early, zone)).toEqual(new Date('2026-11-23T13:00:00Z'));
  });

  it('waits until 8 a.m. the next morning from 9 p.m.', () => {
    const late = new Date('2026-11-24T02:00:00Z'); // 21:00 on the 23rd in New York
    expect(nextSendTime(late, zone)).toEqual(new Date('2026-11-24T13:00:00Z'));
  });

  it('follows daylight saving time', () => {
    // 2026-03-08: New York moves to UTC-4; 8 a.m. that day is 12:00 UTC.
    expect(nextSendTime(new Date('2026-03-08T06:00:00Z'), zone)).toEqual(
      new Date('2026-03-08T12:00:00Z'),
    );
    expect(localHourIn(new Date('2026-03-08T12:00:00Z'), zone)).toBe(8);
  });
});
