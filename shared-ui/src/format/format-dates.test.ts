import { describe, expect, it } from 'vitest';
import { formatEventDate } from './format-event-date';
import { formatTicketWindow } from './format-ticket-window';

// 2024-03-04T00:00:00Z: Sunday March 3, 7:00 PM in New York (EST, before the DST switch).
const MAR_3_7PM_NY = 1_709_510_400;
// 2024-03-01T14:00:00Z: Friday March 1, 9:00 AM in New York.
const MAR_1_9AM_NY = 1_709_301_600;

describe('formatEventDate', () => {
  it("formats the start in the event's time zone, naming the zone", () => {
    expect(formatEventDate(MAR_3_7PM_NY, 'America/New_York')).toBe('Sun, Mar 3 · 7:00 PM EST');
  });

  it('follows daylight saving time', () => {
    // 2024-07-04T23:30:00Z: 7:30 PM EDT.
    expect(formatEventDate(1_720_135_800, 'America/New_York')).toBe('Thu, Jul 4 · 7:30 PM EDT');
  });

  it('shows the same instant differently in another zone', () => {
    expect(formatEventDate(MAR_3_7PM_NY, 'America/Los_Angeles')).toBe('Sun, Mar 3 · 4:00 PM PST');
    expect(formatEventDate(MAR_3_7PM_NY, 'UTC')).toBe('Mon, Mar 4 · 12:00 AM UTC');
  });

  it('uses plain spaces whatever the ICU version', () => {
    expect(formatEventDate(MAR_3_7PM_NY, 'America/New_York')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('does not throw for an unknown time zone', () => {
    expect(formatEventDate(MAR_3_7PM_NY, 'Mars/Olympus_Mons')).toMatch(/Mar \d/);
  });
});

describe('formatTicketWindow', () => {
  const zone = 'America/New_York';

  it('gives both ends', () => {
    expect(formatTicketWindow(MAR_1_9AM_NY, MAR_3_7PM_NY, zone)).toBe(
      'Open from Mar 1, 9:00 AM to Mar 3, 7:00 PM',
    );
  });

  it('gives only the opening', () => {
    expect(formatTicketWindow(MAR_1_9AM_NY, undefined, zone)).toBe('Open from Mar 1, 9:00 AM');
    expect(formatTicketWindow(MAR_1_9AM_NY, null, zone)).toBe('Open from Mar 1, 9:00 AM');
  });

  it('gives only the closing', () => {
    expect(formatTicketWindow(undefined, MAR_3_7PM_NY, zone)).toBe('Closes Mar 3, 7:00 PM');
    expect(formatTicketWindow(null, MAR_3_7PM_NY, zone)).toBe('Closes Mar 3, 7:00 PM');
  });

  it('gives null when there is no window', () => {
    expect(formatTicketWindow(undefined, undefined, zone)).toBeNull();
    expect(formatTicketWindow(Number.NaN, null, zone)).toBeNull();
  });

  it("formats in the event's zone, not the viewer's", () => {
    expect(formatTicketWindow(null, MAR_3_7PM_NY, 'Europe/London')).toBe('Closes Mar 4, 12:00 AM');
  });
});
