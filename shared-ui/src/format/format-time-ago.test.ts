import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './format-time-ago';

const NOW = 1_700_000_000;
const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

function ago(seconds: number): string {
  return formatTimeAgo(NOW - seconds, NOW);
}

describe('formatTimeAgo', () => {
  it("reads 'now' for the present and the future", () => {
    expect(ago(0)).toBe('now');
    expect(ago(0.5)).toBe('now');
    expect(ago(-30)).toBe('now');
    expect(ago(-10 * DAY)).toBe('now');
  });

  it('counts seconds under a minute', () => {
    expect(ago(1)).toBe('1s');
    expect(ago(5)).toBe('5s');
    expect(ago(59)).toBe('59s');
  });

  it('counts minutes under an hour, rounding down', () => {
    expect(ago(MIN)).toBe('1m');
    expect(ago(119)).toBe('1m');
    expect(ago(3 * MIN)).toBe('3m');
    expect(ago(HOUR - 1)).toBe('59m');
  });

  it('counts hours under a day', () => {
    expect(ago(HOUR)).toBe('1h');
    expect(ago(2 * HOUR + 59 * MIN)).toBe('2h');
    expect(ago(DAY - 1)).toBe('23h');
  });

  it('counts days under a week', () => {
    expect(ago(DAY)).toBe('1d');
    expect(ago(4 * DAY)).toBe('4d');
    expect(ago(7 * DAY - 1)).toBe('6d');
  });

  it('counts weeks under four weeks', () => {
    expect(ago(7 * DAY)).toBe('1w');
    expect(ago(14 * DAY)).toBe('2w');
    expect(ago(28 * DAY - 1)).toBe('3w');
  });

  it('counts months under a year, never showing 0mo or 12mo', () => {
    expect(ago(28 * DAY)).toBe('1mo');
    expect(ago(30 * DAY)).toBe('1mo');
    expect(ago(62 * DAY)).toBe('2mo');
    expect(ago(153 * DAY)).toBe('5mo');
    expect(ago(364 * DAY)).toBe('11mo');
  });

  it('counts years after that', () => {
    expect(ago(366 * DAY)).toBe('1y');
    expect(ago(2 * 365.25 * DAY)).toBe('2y');
    expect(ago(10 * 366 * DAY)).toBe('10y');
  });

  it("reads 'now' for values that are not numbers", () => {
    expect(formatTimeAgo(Number.NaN, NOW)).toBe('now');
  });
});
