import { describe, expect, it } from 'vitest';
import {
  epochSecondsToLocal,
  isValidTimeZone,
  localToEpochSeconds,
  timeZoneOptions,
} from './zoned-time';

describe('zoned time', () => {
  it('reads a wall-clock time in the event zone, not the viewer zone', () => {
    // 2026-12-01 19:00 in New York is 2026-12-02 00:00 UTC (EST, UTC-5).
    expect(localToEpochSeconds('2026-12-01T19:00', 'America/New_York')).toBe(
      Date.UTC(2026, 11, 2, 0, 0) / 1000,
    );
    // The same wall-clock time in Tokyo (UTC+9).
    expect(localToEpochSeconds('2026-12-01T19:00', 'Asia/Tokyo')).toBe(
      Date.UTC(2026, 11, 1, 10, 0) / 1000,
    );
  });

  it('follows daylight saving time', () => {
    // July in New York is EDT, UTC-4.
    expect(localToEpochSeconds('2026-07-04T21:30', 'America/New_York')).toBe(
      Date.UTC(2026, 6, 5, 1, 30) / 1000,
    );
  });

  it('round-trips through the input format', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/Lisbon', 'Asia/Kolkata', 'UTC']) {
      const seconds = localToEpochSeconds('2027-03-15T08:45', zone)!;
      expect(epochSecondsToLocal(seconds, zone)).toBe('2027-03-15T08:45');
    }
  });

  it('refuses text that is not a time, and unknown zones', () => {
    expect(localToEpochSeconds('', 'UTC')).toBeNull();
    expect(localToEpochSeconds('2026-12-01', 'UTC')).toBeNull();
    expect(localToEpochSeconds('2026-12-01T19:00', 'Mars/Olympus')).toBeNull();
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('lists IANA zones', () => {
    const zones = timeZoneOptions();
    expect(zones).toContain('America/New_York');
    expect(zones).toContain('UTC');
  });
});
